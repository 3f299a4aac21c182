import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Badge, Button, Group, Loader, Stack, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEOPLE_LISTS, PEOPLE_SEARCH_MAX, type PeopleList, type Person } from '@tmc/shared/people';
import { Pager, pageCountOf } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/dates';
import { PEOPLE_PAGE_SIZE, usePeople } from '../api/people';
import { QueryView } from '../../../components/query-view';

const isList = (v: string | null): v is PeopleList => (PEOPLE_LISTS as readonly string[]).includes(v ?? '');

const nameOf = (p: Person) => [p.lastName, p.firstName, p.middleName].filter(Boolean).join(' ') || '—';

/**
 * /admins/buyers: the people lists of section 7 (buyers, quick registrations, allowed placement, sellers'
 * representatives) with search and pages; the list, page and search are in the URL. Each person opens
 * its card.
 */
/** A narrow table cell wraps the badge's words instead of cutting them ('Быстрая регистрация' at 390 px). */
const WRAPPING_BADGE = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

export function PeoplePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list: PeopleList = isList(params.get('list')) ? (params.get('list') as PeopleList) : 'buyers';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const people = usePeople(list, page, q);

  const go = (next: { list?: PeopleList; page?: number; q?: string }) => {
    const out = new URLSearchParams();
    const l = next.list ?? list;
    const s = next.q ?? q;
    const p = next.page ?? 0;
    if (l !== 'buyers') out.set('list', l);
    if (s) out.set('q', s);
    if (p > 0) out.set('page', String(p));
    setParams(out);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim().slice(0, PEOPLE_SEARCH_MAX) });
  };

  return (
    <Stack gap="md" mt="md">
      <Group gap="xs" role="group" aria-label={t('people.listsLabel')}>
        {PEOPLE_LISTS.map((value) => (
          <Button key={value} variant={value === list ? 'filled' : 'default'} aria-pressed={value === list} onClick={() => go({ list: value })}>
            {t(`people.lists.${value}`)}
          </Button>
        ))}
      </Group>
      <form onSubmit={search} role="search" aria-label={t('people.searchLabel')}>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('people.searchLabel')}
            placeholder={t('people.searchPlaceholder')}
            value={draft}
            maxLength={PEOPLE_SEARCH_MAX}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
            type="search"
          />
          <Button type="submit">{t('people.find')}</Button>
        </Group>
      </form>
      <QueryView query={people} loading={<Loader />} isEmpty={(data) => data.items.length === 0} empty={<Alert color="gray" role="status">
          {t('people.empty')}
        </Alert>}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
              <Table striped aria-label={t(`people.lists.${list}`)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('people.fields.email')}</Table.Th>
                    <Table.Th>{t('people.fields.name')}</Table.Th>
                    <Table.Th>{list === 'sellers' ? t('people.fields.seller') : t('people.fields.title')}</Table.Th>
                    <Table.Th>{t('people.fields.inn')}</Table.Th>
                    <Table.Th>{t('people.fields.createdAt')}</Table.Th>
                    <Table.Th>{t('people.fields.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Link to={paths.admin.buyer.getHref(p.id)}>{p.email}</Link>
                      </Table.Td>
                      <Table.Td>{nameOf(p)}</Table.Td>
                      <Table.Td>{list === 'sellers' ? (p.sellerTitle ? `${p.sellerTitle} (${p.sellerCode})` : '—') : (p.title ?? '—')}</Table.Td>
                      <Table.Td>{p.inn ?? '—'}</Table.Td>
                      <Table.Td>{formatShortDate(p.createdAt)}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {!p.accountNonLocked && <Badge h="auto" styles={WRAPPING_BADGE} color="gray">{t('people.blocked')}</Badge>}
                          {p.simple && <Badge h="auto" styles={WRAPPING_BADGE} color="blue" variant="light">{t('people.simple')}</Badge>}
                          {p.placementAllowed && <Badge h="auto" styles={WRAPPING_BADGE} color="green" variant="light">{t('people.placement')}</Badge>}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              page={page}
              pages={pageCountOf(data.total, PEOPLE_PAGE_SIZE)}
              onChange={(next) => go({ page: next })}
              summary={t('people.total', { count: data.total })}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
