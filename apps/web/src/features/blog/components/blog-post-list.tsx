import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageQuerySchema } from '@tmc/shared/lists';
import { paths } from '../../../config/paths';
import { parseListParams } from '../../../lib/list-params';
import { useBlogPosts } from '../api/get-blog-posts';
import { formatPostDate } from './format-date';
import classes from './blog.module.css';

const pageHref = (page: number) => (page > 0 ? `${paths.blog.getHref()}?page=${page}` : paths.blog.getHref());

/** The published posts, newest first: title (a link to the post), date and the start of the text; 20 a page. */
export function BlogPostList() {
  const { t } = useTranslation();
  // The URL is the state: /blog?page=1 is the second page (pages count from 0, as in the API).
  const [searchParams] = useSearchParams();
  const { page } = parseListParams(pageQuerySchema, searchParams);
  const posts = useBlogPosts(page);
  if (posts.isPending) return <p role="status">{t('app.loading')}</p>;
  if (posts.isError) return <p role="alert">{t('blog.loadError')}</p>;
  if (posts.data.items.length === 0) return <p>{t('blog.empty')}</p>;
  const pages = Math.ceil(posts.data.total / posts.data.size);
  return (
    <>
      <ul className={classes.list}>
        {posts.data.items.map((post) => (
          <li key={post.id} className={classes.card}>
            <article>
              <h2 className={classes.cardTitle}>
                <Link to={paths.blogPost.getHref(post.slug)}>{post.title}</Link>
              </h2>
              {post.publishedAt && (
                <time className={classes.date} dateTime={post.publishedAt}>
                  {formatPostDate(post.publishedAt)}
                </time>
              )}
              <p className={classes.excerpt}>{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={classes.pager} aria-label={t('blog.pager')}>
          {page > 0 ? <Link to={pageHref(page - 1)}>{t('blog.newer')}</Link> : <span />}
          {page + 1 < pages && <Link to={pageHref(page + 1)}>{t('blog.older')}</Link>}
        </nav>
      )}
    </>
  );
}
