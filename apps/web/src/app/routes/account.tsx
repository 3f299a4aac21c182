import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useSignOut } from '../../features/auth/api/sign-out';
import { FullRegistrationForm } from '../../features/auth/components/full-registration-form';
import { ProfileSummary } from '../../features/auth/components/profile-summary';
import { isSellerUser } from '@tmc/shared/roles';

/** /account: the signed-in user's profile and full registration; a visitor is asked to sign in. */
export default function AccountRoute() {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <PageIntro title={t('pages.account.title')} lead={t('pages.account.lead')}>
        <Box mt="xl">
          <AccountPage />
        </Box>
      </PageIntro>
    </MantineScope>
  );
}

function AccountPage() {
  const { t } = useTranslation();
  const { status, profile, principal } = useSignInStatus();
  const accountModal = useAccountModal();
  const navigate = useNavigate();
  const signOut = useSignOut();

  // A visitor who opens the page gets the sign-in modal once; signing out here leads home instead.
  const prompted = useRef(false);
  useEffect(() => {
    if (status === 'signed-out' && !prompted.current) {
      prompted.current = true;
      accountModal.open('sign-in');
    }
    if (status === 'signed-in') prompted.current = true;
  }, [status, accountModal]);

  if (status === 'unknown') {
    return (
      <Group justify="center" py="xl" role="status" aria-label={t('app.loading')}>
        <Loader />
      </Group>
    );
  }

  if (!profile) {
    return (
      <Paper withBorder p="lg" maw={560}>
        <Stack gap="md" align="flex-start">
          <Text>{t('auth.profile.signInPrompt')}</Text>
          <Group>
            <Button onClick={() => accountModal.open('sign-in')}>{t('auth.signIn.submit')}</Button>
            <Button variant="light" onClick={() => accountModal.open('registration')}>
              {t('auth.signIn.register')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  // A supplier's representative has no buyer profile to fill in: their page is the supplier's cabinet.
  if (isSellerUser(principal) && profile.sellerCode) return <Navigate to={paths.sellerEntities.getHref(profile.sellerCode)} replace />;

  const leave = () => signOut.mutate(undefined, { onSettled: () => void navigate(paths.home.getHref()) });

  return (
    <Stack gap="xl">
      <ProfileSummary profile={profile} onSignOut={leave} signingOut={signOut.isPending} />
      <section aria-labelledby="full-registration-title">
        <Stack gap="md">
          <Text component="h2" id="full-registration-title" fw={700} fz="xl" m={0}>
            {t('auth.profile.formTitle')}
          </Text>
          <FullRegistrationForm key={profile.id} profile={profile} />
        </Stack>
      </section>
    </Stack>
  );
}
