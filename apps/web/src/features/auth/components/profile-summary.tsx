import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@tmc/shared/profile';
import { ADMIN_LEVEL_TITLES } from '@tmc/shared/roles';
import { profileDisplayName } from '../model/profile-form';

/** Who is signed in: name, e-mail, login, role (and admin level), seller code; and 'Выйти'. */
export function ProfileSummary({ profile, onSignOut, signingOut }: { profile: Profile; onSignOut: () => void; signingOut: boolean }) {
  const { t } = useTranslation();
  const level = profile.permission === 'STANDART' ? null : ADMIN_LEVEL_TITLES[profile.permission];
  const rows: Array<[string, string]> = [
    [t('auth.fields.email'), profile.email],
    [t('auth.fields.username'), profile.username],
    [t('auth.profile.role'), level ?? t(`auth.roles.${profile.role.name}`)],
  ];
  if (profile.sellerCode) rows.push([t('auth.profile.sellerCode'), profile.sellerCode]);

  return (
    <Paper withBorder p="lg" aria-label={t('auth.profile.summary')} component="section">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="sm">
          <Text fw={700} fz="lg" data-testid="profile-name">
            {profileDisplayName(profile)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
        <Button variant="light" onClick={onSignOut} loading={signingOut}>
          {t('auth.entry.signOut')}
        </Button>
      </Group>
    </Paper>
  );
}
