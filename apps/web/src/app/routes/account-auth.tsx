import { useNavigate, useSearchParams } from 'react-router';
import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { PasswordMailForm } from '../../features/auth/components/password-mail-form';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';

/**
 * /account/auth/: the resend link of the specification — the password-creation mail again (the
 * address comes prefilled from ?email=). With ?token= it sets the password like /account/password.
 */
export default function AccountAuthRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  return (
    <MantineScope>
      <PageIntro title={t('pages.accountAuth.title')} lead={t('pages.accountAuth.lead')}>
        <Paper withBorder p="lg" maw={480} mt="xl">
          {token !== null ? (
            <SetPasswordForm token={token} onSuccess={() => void navigate(paths.account.getHref(), { replace: true })} />
          ) : (
            <PasswordMailForm kind="resend" defaultEmail={params.get('email') ?? ''} />
          )}
        </Paper>
      </PageIntro>
    </MantineScope>
  );
}
