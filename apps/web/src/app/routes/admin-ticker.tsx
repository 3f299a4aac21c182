import { Alert, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canManagePlatform } from '@tmc/shared/roles';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { DaySloganForm } from '../../features/content/components/day-slogan-form';
import { RunningLineEditor } from '../../features/running-line/components/running-line-editor';

/** /admins/content: the day slogan and the landing page's running line (administrators L1, L2). */
export default function AdminTickerRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  return (
    <PageIntro title={t('runningLine.page.title')} lead={t('runningLine.page.lead')}>
      {canManagePlatform(principal) ? (
        <Stack gap="xl" mt="lg" maw={760}>
          <DaySloganForm />
          <Divider />
          <RunningLineEditor type="main" />
        </Stack>
      ) : (
        <Alert color="yellow" mt="lg" role="alert">
          {t('runningLine.page.forbidden')}
        </Alert>
      )}
    </PageIntro>
  );
}
