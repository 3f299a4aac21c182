import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useBlogPosts } from '../api/get-blog-posts';
import { formatPostDate } from './format-date';
import classes from './blog.module.css';

const pageHref = (pageNumber: number) => (pageNumber > 1 ? `${paths.blog.getHref()}?page=${pageNumber}` : paths.blog.getHref());

/** The published posts, newest first: title (a link to the post), date and the start of the text; 20 a page. */
export function BlogPostList() {
  const { t } = useTranslation();
  // The URL is the state: /blog?page=2 is the second page (pages count from 1 in the address).
  const [searchParams] = useSearchParams();
  const pageNumber = Math.max(1, Math.floor(Number(searchParams.get('page')) || 1));
  const posts = useBlogPosts(pageNumber - 1);
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
          {pageNumber > 1 ? <Link to={pageHref(pageNumber - 1)}>{t('blog.newer')}</Link> : <span />}
          {pageNumber < pages && <Link to={pageHref(pageNumber + 1)}>{t('blog.older')}</Link>}
        </nav>
      )}
    </>
  );
}
