import { useNavigate, useSearchParams } from 'react-router';
import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';

/** /account/password?token=: the link of the password mails; a new password signs the user in. */
export default function AccountPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <MantineScope>
      <PageIntro title={t('auth.password.title')} lead={t('auth.password.lead')}>
        <Paper withBorder p="lg" maw={480} mt="xl">
          <SetPasswordForm token={params.get('token')} onSuccess={() => void navigate(paths.account.getHref(), { replace: true })} />
        </Paper>
      </PageIntro>
    </MantineScope>
  );
}
