import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cabinetInviteSchema, type CabinetInviteInput, type CabinetMailPreferences, type CabinetRequisites, type CabinetSettings } from '@tmc/shared/cabinet-schemas';
import { findRegion } from '@tmc/shared/dictionaries';
import { formatPhoneMask } from '@tmc/shared/phone-mask';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useCabinetSettings, useInviteRepresentative, useSetMailPreferences } from '../api/get-cabinet-settings';
import { QueryView } from '../../../components/query-view';

const REQUISITES: ReadonlyArray<keyof CabinetRequisites> = ['title', 'shortName', 'legalEntity', 'inn', 'kpp', 'ogrn', 'region'];
const BANK = ['bankName', 'bik', 'bankAccount', 'correspondentAccount'] as const;

function requisiteValue(key: keyof CabinetRequisites, r: CabinetRequisites): string | null {
  const value = r[key];
  if (key === 'region' && typeof value === 'string') return findRegion(value)?.name ?? value;
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The cabinet's settings: the seller's requisites (read-only here; administrators L1/L2 change them in the
 * admin module), its contact person, and the representatives, with the invitation by e-mail for the main one.
 */
export function CabinetSettingsView({ sellerCode }: { sellerCode: string }) {
  const { t } = useTranslation();
  const settings = useCabinetSettings(sellerCode);
  return (
    <QueryView query={settings} errorTitle={t('cabinet.settings.loadError')}>
      {(data) => <SettingsBody sellerCode={sellerCode} settings={data} />}
    </QueryView>
  );
}

function SettingsBody({ sellerCode, settings }: { sellerCode: string; settings: CabinetSettings }) {
  const { t } = useTranslation();
  const { requisites: r, representatives, canInvite, mailPreferences, canChangeMail } = settings;
  const contact = [r.lastName, r.firstName, r.middleName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ...REQUISITES.flatMap((key) => {
      const value = requisiteValue(key, r);
      return value ? [[t(`cabinet.settings.fields.${key}`), value] as [string, string]] : [];
    }),
    ...BANK.flatMap((key) => {
      const value = r.bankDetails?.[key];
      return value ? [[t(`cabinet.settings.fields.${key}`), value] as [string, string]] : [];
    }),
    ...(contact ? [[t('cabinet.settings.fields.contact'), [contact, r.position].filter(Boolean).join(', ')] as [string, string]] : []),
    ...(r.phoneNumber ? [[t('cabinet.settings.fields.phoneNumber'), formatPhoneMask(r.phoneNumber)] as [string, string]] : []),
    ...(r.email ? [[t('cabinet.settings.fields.email'), r.email] as [string, string]] : []),
    [t('cabinet.settings.fields.tariff'), t(`cabinet.settings.tariffs.${r.tariff}`, { defaultValue: r.tariff })],
    ...(r.premiumStart && r.premiumEnd
      ? [[t('cabinet.settings.fields.premium'), t('cabinet.settings.period', { start: formatDate(r.premiumStart), end: formatDate(r.premiumEnd) })] as [string, string]]
      : []),
  ];

  return (
    <Stack gap="xl">
      <Paper withBorder p="md" component="section" aria-labelledby="cabinet-requisites">
        <Title order={3} id="cabinet-requisites" size="h4" mb="xs">
          {t('cabinet.settings.requisites')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('cabinet.settings.requisitesHint')}
        </Text>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="cabinet-representatives">
        <Title order={3} id="cabinet-representatives" size="h4" mb="sm">
          {t('cabinet.settings.representatives')}
        </Title>
        <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cabinet.settings.repEmail')}</Table.Th>
                <Table.Th>{t('cabinet.settings.repName')}</Table.Th>
                <Table.Th>{t('cabinet.settings.repState')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {representatives.map((rep) => (
                <Table.Tr key={rep.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{rep.email}</Table.Td>
                  <Table.Td>{rep.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {rep.main && <Badge variant="light">{t('cabinet.settings.main')}</Badge>}
                      {!rep.active && (
                        <Badge variant="light" color="yellow">
                          {t('cabinet.settings.invited')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canInvite && <InviteForm sellerCode={sellerCode} />}
      </Paper>

      <MailPreferencesForm sellerCode={sellerCode} saved={mailPreferences} editable={canChangeMail} />
    </Stack>
  );
}

function InviteForm({ sellerCode }: { sellerCode: string }) {
  const { t } = useTranslation();
  const invite = useInviteRepresentative(sellerCode);
  const form = useForm<CabinetInviteInput, unknown, { email: string }>({ resolver: zodResolver(cabinetInviteSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (data) => {
    try {
      await invite.mutateAsync(data);
      form.reset({ email: '' });
    } catch (error) {
      if (error instanceof ApiError) form.setError('email', { message: error.fields.email ?? error.message });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('cabinet.settings.inviteLabel')}>
      <Group align="flex-end" mt="md" gap="sm">
        <TextInput
          type="email"
          label={t('cabinet.settings.inviteEmail')}
          description={t('cabinet.settings.inviteHint')}
          error={form.formState.errors.email?.message}
          w={320}
          maw="100%"
          {...form.register('email')}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('cabinet.settings.invite')}
        </Button>
      </Group>
      {invite.isSuccess && (
        <Text c="green.8" role="status" mt="xs">
          {t('cabinet.settings.inviteSent', { email: invite.data.email })}
        </Text>
      )}
    </form>
  );
}

/** What the platform mails to the seller's addresses; the curator sees the choice but cannot change it. */
function MailPreferencesForm({ sellerCode, saved, editable }: { sellerCode: string; saved: CabinetMailPreferences; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSetMailPreferences(sellerCode);
  const [draft, setDraft] = useState<CabinetMailPreferences>(saved);
  const changed = draft.interest !== saved.interest || draft.deals !== saved.deals;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cabinet-mail">
      <Title order={3} id="cabinet-mail" size="h4" mb="xs">
        {t('cabinet.settings.mail.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('cabinet.settings.mail.hint')}
      </Text>
      <form onSubmit={submit} aria-label={t('cabinet.settings.mail.title')}>
        <Stack gap="sm">
          <Checkbox
            label={t('cabinet.settings.mail.interest')}
            checked={draft.interest}
            disabled={!editable}
            onChange={(e) => setDraft((d) => ({ ...d, interest: e.currentTarget.checked }))}
          />
          <Checkbox
            label={t('cabinet.settings.mail.deals')}
            checked={draft.deals}
            disabled={!editable}
            onChange={(e) => setDraft((d) => ({ ...d, deals: e.currentTarget.checked }))}
          />
          {editable && (
            <Group>
              <Button type="submit" disabled={!changed} loading={save.isPending}>
                {t('cabinet.settings.mail.save')}
              </Button>
            </Group>
          )}
          {save.isSuccess && !changed && (
            <Text c="green.9" role="status">
              {t('cabinet.settings.mail.saved')}
            </Text>
          )}
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
