import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useSignOut } from '../../features/auth/api/sign-out';
import { FullRegistrationForm } from '../../features/auth/components/full-registration-form';
import { PasswordMailForm } from '../../features/auth/components/password-mail-form';
import { ProfileSummary } from '../../features/auth/components/profile-summary';

/**
 * /sellers/{code}/profile: the representative's own profile (the same form as /account) and a new
 * password by the recovery mail, which proves the address before the password changes.
 */
export default function SellerProfileRoute() {
  const { t } = useTranslation();
  const { profile } = useSignInStatus();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerProfile.title')} lead={t('pages.sellerProfile.lead')}>
        {profile && (
          <Stack gap="xl" mt="md">
            <ProfileSummary
              profile={profile}
              onSignOut={() => signOut.mutate(undefined, { onSettled: () => void navigate(paths.home.getHref()) })}
              signingOut={signOut.isPending}
            />
            <section aria-labelledby="seller-profile-form">
              <Text component="h3" id="seller-profile-form" fw={700} fz="lg" mb="sm">
                {t('auth.profile.formTitle')}
              </Text>
              <FullRegistrationForm key={profile.id} profile={profile} />
            </section>
            <section aria-labelledby="seller-profile-password" style={{ maxWidth: 480 }}>
              <Text component="h3" id="seller-profile-password" fw={700} fz="lg" mb="xs">
                {t('cabinet.profile.passwordTitle')}
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {t('cabinet.profile.passwordText')}
              </Text>
              <PasswordMailForm kind="recovery" defaultEmail={profile.email} />
            </section>
          </Stack>
        )}
      </PageIntro>
    </MantineScope>
  );
}
