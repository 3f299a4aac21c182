import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canManageBlogAndReviews } from '@tmc/shared/roles';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { ModerationPanel } from '../../features/reviews/components/moderation-panel';

/** /admins/reviews: approve or reject users' reviews (ADMIN L1, L2). */
export default function AdminReviewsRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  return (
    <PageIntro title={t('pages.adminReviews.title')} lead={t('pages.adminReviews.lead')}>
      {canManageBlogAndReviews(principal) ? (
        <Box mt="lg">
          <ModerationPanel />
        </Box>
      ) : (
        <p role="alert">{t('admin.forbidden')}</p>
      )}
    </PageIntro>
  );
}
