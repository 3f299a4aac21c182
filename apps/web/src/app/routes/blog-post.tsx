import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useBlogPost } from '../../features/blog/api/get-blog-post';
import { BlogPostView } from '../../features/blog/components/blog-post-view';
import classes from '../../features/blog/components/blog.module.css';
import { usePageMeta } from '../../features/info-pages/hooks/use-page-meta';

/** /blog/{slug}: one published post. */
export default function BlogPostRoute() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const post = useBlogPost(slug);
  usePageMeta({ title: post.data?.title ?? null, description: post.data?.excerpt ?? null, canonicalPath: paths.blogPost.getHref(slug) });
  return (
    <div className={classes.page}>
      {post.isPending && <p role="status">{t('app.loading')}</p>}
      {post.isError && (
        <div className={classes.post}>
          <h1 className={classes.postTitle}>{t('blog.notFound')}</h1>
          <Link to={paths.blog.getHref()}>{t('blog.back')}</Link>
        </div>
      )}
      {post.data && <BlogPostView post={post.data} />}
    </div>
  );
}
