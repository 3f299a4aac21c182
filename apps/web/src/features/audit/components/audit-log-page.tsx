import { useState } from 'react';
import { Alert, Button, Code, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  auditQuerySchema,
  type AuditEntry,
  type AuditQuery,
} from '@tmc/shared/audit-schemas';
import { Pager, pageCountOf } from '../../../components/pager';
import { parseListParams } from '../../../lib/list-params';
import { useAuditLog } from '../api/get-audit';
import { DateField } from '../../../components/date-field';
import { QueryView } from '../../../components/query-view';

const FILTERS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Moscow' });

/** `before → after` of the changed fields, one line per field. */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <>—</>;
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Stack gap={2}>
      {keys.map((key) => (
        <Text key={key} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Code>{key}</Code> {show(entry.before?.[key])} → {show(entry.after?.[key])}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /admins/audit (ADMIN L1): every administrative action, newest first: when, who, what, on whom, before →
 * after. Filters by the actor's e-mail prefix, action, kind of object, object id and Moscow days; the
 * URL holds them (read with the API's own schema).
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseListParams(auditQuerySchema, params) as Partial<AuditQuery> & { page: number; size: number };
  const log = useAuditLog(query);
  const [draft, setDraft] = useState<Filters>(() => Object.fromEntries(FILTERS.map((k) => [k, String(query[k] ?? '')])) as Filters);

  const apply = (next: Filters, page = 0) => {
    const out: Record<string, string> = {};
    for (const key of FILTERS) if (next[key].trim()) out[key] = next[key].trim();
    if (page > 0) out.page = String(page);
    setParams(out);
  };

  return (
    <Stack gap="md" mt="md">
      <form
        aria-label={t('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('audit.actor')} value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.currentTarget.value })} />
          <Select
            label={t('audit.action')}
            placeholder={t('audit.any')}
            clearable
            searchable
            data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
            value={draft.action || null}
            onChange={(v) => setDraft({ ...draft, action: v ?? '' })}
          />
          <Select
            label={t('audit.targetType')}
            placeholder={t('audit.any')}
            clearable
            data={AUDIT_TARGET_TYPES.map((a) => ({ value: a, label: AUDIT_TARGET_LABELS[a] }))}
            value={draft.targetType || null}
            onChange={(v) => setDraft({ ...draft, targetType: v ?? '' })}
          />
          <TextInput label={t('audit.targetId')} value={draft.targetId} onChange={(e) => setDraft({ ...draft, targetId: e.currentTarget.value })} />
          <DateField label={t('audit.from')} value={draft.from} max={draft.to} onChange={(from) => setDraft({ ...draft, from })} />
          <DateField label={t('audit.to')} value={draft.to} min={draft.from} onChange={(to) => setDraft({ ...draft, to })} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            variant="subtle"
            onClick={() => {
              const empty = Object.fromEntries(FILTERS.map((k) => [k, ''])) as Filters;
              setDraft(empty);
              apply(empty);
            }}
          >
            {t('audit.reset')}
          </Button>
        </Group>
      </form>

      <QueryView query={log} loading={<Loader />} isEmpty={(data) => data.items.length === 0} empty={<Alert color="gray">{t('audit.empty')}</Alert>}>
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {t('audit.total', { count: data.total })}
            </Text>
            <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
              <Table striped verticalSpacing="xs" aria-label={t('audit.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.when')}</Table.Th>
                    <Table.Th>{t('audit.who')}</Table.Th>
                    <Table.Th>{t('audit.what')}</Table.Th>
                    <Table.Th>{t('audit.onWhom')}</Table.Th>
                    <Table.Th>{t('audit.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(entry.createdAt))}</Table.Td>
                      <Table.Td>{entry.actorEmail ?? t('audit.system')}</Table.Td>
                      <Table.Td>{AUDIT_ACTION_LABELS[entry.action as keyof typeof AUDIT_ACTION_LABELS] ?? entry.action}</Table.Td>
                      <Table.Td>
                        {AUDIT_TARGET_LABELS[entry.targetType as keyof typeof AUDIT_TARGET_LABELS] ?? entry.targetType}: {entry.targetLabel ?? entry.targetId}
                      </Table.Td>
                      <Table.Td>
                        <Changes entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager page={query.page} pages={pageCountOf(data.total, data.size)} onChange={(next) => apply(draft, next)} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
