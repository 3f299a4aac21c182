import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManageBlogAndReviews } from '@tmc/shared/roles';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { BlogPostList } from '../../features/blog/components/blog-post-list';
import classes from '../../features/blog/components/blog.module.css';
import { usePageMeta } from '../../features/info-pages/hooks/use-page-meta';
import ui from '../../components/ui.module.css';

/** /blog: the published posts; administrators (L1, L2) also get a link to write one. */
export default function BlogRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  usePageMeta({ title: t('pages.blog.title'), description: t('blog.description'), canonicalPath: paths.blog.getHref() });
  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <h1 className={classes.title}>{t('pages.blog.title')}</h1>
        {canManageBlogAndReviews(principal) && (
          <Link to={paths.admin.blog.getHref()} className={ui.button}>
            {t('blog.write')}
          </Link>
        )}
      </div>
      <BlogPostList />
    </div>
  );
}
