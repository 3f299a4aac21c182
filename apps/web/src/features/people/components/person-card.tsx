import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_MAX, blockRequestSchema } from '@tmc/shared/admin-sellers';
import { canManagePlatform, type Principal } from '@tmc/shared/roles';
import type { Person } from '@tmc/shared/people';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/dates';
import { usePerson, usePersonAction } from '../api/people';

const EDITABLE = ['title', 'lastName', 'firstName', 'middleName', 'inn', 'phoneNumber', 'comment'] as const;
type Editable = (typeof EDITABLE)[number];
type Values = Record<Editable, string>;

const valuesOf = (p: Person): Values => Object.fromEntries(EDITABLE.map((k) => [k, p[k] ?? ''])) as Values;

/** /admins/buyers/{id}: a person's card; L1/L2 edit it and block or unblock a buyer, L3 reads it. */
export function PersonCard({ id, principal }: { id: string; principal: Principal | null }) {
  const { t } = useTranslation();
  const person = usePerson(id);
  if (person.isPending) return <Loader aria-label={t('app.loading')} />;
  if (person.isError) {
    return (
      <PageIntro title={t('pages.adminBuyer.title')} lead="">
        <Alert color="red" role="alert">
          {person.error.message}
        </Alert>
      </PageIntro>
    );
  }
  return <PersonCardBody key={person.data.id} person={person.data} editable={canManagePlatform(principal)} />;
}

function PersonCardBody({ person, editable }: { person: Person; editable: boolean }) {
  const { t } = useTranslation();
  const action = usePersonAction(person);
  const [values, setValues] = useState<Values>(() => valuesOf(person));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      setFieldErrors(error.fields);
      setMessage({ ok: false, text: error.message });
    } else setMessage({ ok: false, text: t('people.card.failed') });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setMessage(null);
    const changed = Object.fromEntries(EDITABLE.filter((k) => values[k] !== (person[k] ?? '')).map((k) => [k, values[k].trim() || null]));
    try {
      await action.mutateAsync({ kind: 'update', values: changed });
      setMessage({ ok: true, text: t('people.card.saved') });
    } catch (error) {
      failed(error);
    }
  };

  const block = async () => {
    const parsed = blockRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await action.mutateAsync({ kind: 'block', reason: parsed.data.reason });
      setBlocking(false);
      setReason('');
      setMessage({ ok: true, text: t('people.card.blockedDone') });
    } catch (error) {
      setBlocking(false);
      failed(error);
    }
  };

  const unblock = async () => {
    setMessage(null);
    try {
      await action.mutateAsync({ kind: 'unblock' });
      setMessage({ ok: true, text: t('people.card.unblockedDone') });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <PageIntro title={person.email} lead={t('people.card.lead', { role: t(`people.roles.${person.role}`) })}>
      <Stack gap="lg" mt="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group gap="xs">
              {person.accountNonLocked ? <Badge color="green">{t('people.active')}</Badge> : <Badge color="gray">{t('people.blocked')}</Badge>}
              {person.simple && <Badge color="blue" variant="light">{t('people.simple')}</Badge>}
              {person.placementAllowed && <Badge color="green" variant="light">{t('people.placement')}</Badge>}
            </Group>
            <Text>
              {t('people.fields.name')}: {name || '—'} · {t('people.fields.createdAt')}: {formatShortDate(person.createdAt)}
            </Text>
            {!person.accountNonLocked && person.blockReason && <Text>{t('people.card.reason', { reason: person.blockReason })}</Text>}
            {person.sellerCode && (
              <Text>
                {t('people.fields.seller')}: <Link to={paths.admin.settingsEntities.getHref(person.sellerCode)}>{`${person.sellerTitle ?? ''} (${person.sellerCode})`}</Link>
              </Text>
            )}
            {editable && person.role === 'BUYER' && (
              <Group>
                {person.accountNonLocked ? (
                  <Button color="red" variant="outline" onClick={() => setBlocking(true)}>
                    {t('people.card.block')}
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => void unblock()} loading={action.isPending}>
                    {t('people.card.unblock')}
                  </Button>
                )}
              </Group>
            )}
            {message && (
              <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
                {message.text}
              </Alert>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <form onSubmit={(e) => void save(e)} noValidate aria-label={t('people.card.formLabel')}>
            <Title order={3} size="h4" mb="sm">
              {t('people.card.formLabel')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {EDITABLE.filter((k) => k !== 'comment').map((k) => (
                <TextInput
                  key={k}
                  label={t(`people.fields.${k}`)}
                  value={values[k]}
                  readOnly={!editable}
                  error={fieldErrors[k]}
                  onChange={(e) => setValues({ ...values, [k]: e.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
            <Textarea
              mt="sm"
              label={t('people.fields.comment')}
              value={values.comment}
              readOnly={!editable}
              error={fieldErrors.comment}
              onChange={(e) => setValues({ ...values, comment: e.currentTarget.value })}
              autosize
              minRows={2}
            />
            {editable && (
              <Group mt="md">
                <Button type="submit" loading={action.isPending}>
                  {t('people.card.save')}
                </Button>
              </Group>
            )}
          </form>
        </Paper>
      </Stack>

      <Modal opened={blocking} onClose={() => setBlocking(false)} title={t('people.card.blockTitle', { email: person.email })}>
        <Stack>
          <Textarea
            label={t('people.card.reasonLabel')}
            required
            value={reason}
            maxLength={BLOCK_REASON_MAX}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setBlocking(false)}>
              {t('people.card.cancel')}
            </Button>
            <Button color="red" onClick={() => void block()} loading={action.isPending}>
              {t('people.card.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageIntro>
  );
}
