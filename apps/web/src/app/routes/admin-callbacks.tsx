import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canHandleCallbacks } from '@tmc/shared/roles';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { CallbackListPanel } from '../../features/callback/components/callback-list-panel';
import { moscowDay } from '../../lib/dates';

/** /admins/callbacks: callback requests of a period (ADMIN L1, L2, L3). */
export default function AdminCallbacksRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  return (
    <PageIntro title={t('pages.adminCallbacks.title')} lead={t('pages.adminCallbacks.lead')}>
      {canHandleCallbacks(principal) ? (
        <Box mt="lg">
          <CallbackListPanel today={moscowDay()} />
        </Box>
      ) : (
        <p role="alert">{t('admin.forbidden')}</p>
      )}
    </PageIntro>
  );
}
