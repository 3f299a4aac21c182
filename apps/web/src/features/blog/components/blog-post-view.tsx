import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@tmc/shared/blog-schemas';
import { paths } from '../../../config/paths';
import { formatPostDate } from './format-date';
import { MarkdownText } from './markdown-text';
import classes from './blog.module.css';

/** One post: its title as the page heading, the date and the text. */
export function BlogPostView({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  return (
    <article className={classes.post}>
      <p className={classes.back}>
        <Link to={paths.blog.getHref()}>{t('blog.back')}</Link>
      </p>
      <h1 className={classes.postTitle}>{post.title}</h1>
      {post.publishedAt && (
        <time className={classes.date} dateTime={post.publishedAt}>
          {formatPostDate(post.publishedAt)}
        </time>
      )}
      <MarkdownText text={post.bodyMd} />
    </article>
  );
}
