import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canManageBlogAndReviews } from '@tmc/shared/roles';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { AdminBlogPanel } from '../../features/blog/components/admin-blog-panel';

/** /admins/blog: administrators (L1, L2) write, edit and delete blog posts. */
export default function AdminBlogRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  return (
    <PageIntro title={t('blog.admin.title')} lead={t('blog.admin.lead')}>
      {canManageBlogAndReviews(principal) ? (
        <Box mt="lg">
          <AdminBlogPanel />
        </Box>
      ) : (
        <p role="alert">{t('admin.forbidden')}</p>
      )}
    </PageIntro>
  );
}
