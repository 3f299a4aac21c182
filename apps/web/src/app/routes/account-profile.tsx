import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@tmc/shared/profile';
import { MantineScope } from '../../components/mantine-scope';
import { FullRegistrationForm } from '../../features/auth/components/full-registration-form';
import { ProfileSummary } from '../../features/auth/components/profile-summary';

/**
 * The signed-in half of /account (the profile and the full registration form: Mantine, the forms, zod),
 * loaded only for a signed-in user, so a visitor's /account stays within the first-load budget.
 */
export default function AccountProfile({ profile, onSignOut, signingOut }: { profile: Profile; onSignOut: () => void; signingOut: boolean }) {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <Stack gap="xl">
        <ProfileSummary profile={profile} onSignOut={onSignOut} signingOut={signingOut} />
        <section aria-labelledby="full-registration-title">
          <Stack gap="md">
            <Text component="h2" id="full-registration-title" fw={700} fz="xl" m={0}>
              {t('auth.profile.formTitle')}
            </Text>
            <FullRegistrationForm key={profile.id} profile={profile} />
          </Stack>
        </section>
      </Stack>
    </MantineScope>
  );
}
