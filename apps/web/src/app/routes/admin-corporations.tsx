import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useCorporationsAdminList } from '../../features/corporations/api/corporations';
import { CorporationEditor } from '../../features/corporations/components/corporation-editor';
import { QueryView } from '../../components/query-view';

/** /admins/corporations: every corporation with its sellers' number and state, and a new one's form. */
export default function AdminCorporationsRoute() {
  const { t } = useTranslation();
  const list = useCorporationsAdminList();
  const navigate = useNavigate();
  return (
    <MantineScope>
      <PageIntro title={t('pages.adminCorporations.title')} lead={t('pages.adminCorporations.lead')}>
        <Stack gap="xl" mt="md">
          <QueryView query={list} isEmpty={(data) => data.items.length === 0} empty={<Text>{t('corporations.admin.empty')}</Text>}>
            {(data) => (
              <Table.ScrollContainer minWidth={420} type="native" tabIndex={0}>
                <Table verticalSpacing="xs" aria-label={t('corporations.admin.listLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('corporations.admin.title')}</Table.Th>
                      <Table.Th>{t('corporations.admin.sellersCount')}</Table.Th>
                      <Table.Th>{t('corporations.admin.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td>
                          <Anchor component={Link} to={paths.admin.corporation.getHref(c.id)}>
                            {c.title}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{c.sellersCount}</Table.Td>
                        <Table.Td>{c.blocked ? <Badge color="gray" variant="light">{t('corporations.admin.blockedBadge')}</Badge> : <Badge color="green" variant="light">{t('corporations.admin.activeBadge')}</Badge>}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </QueryView>
          <Paper withBorder p="md" component="section" aria-labelledby="new-corporation">
            <Title order={3} size="h4" id="new-corporation" mb="sm">
              {t('corporations.admin.createLabel')}
            </Title>
            <CorporationEditor corporation={null} onSaved={(saved) => void navigate(paths.admin.corporation.getHref(saved.id))} />
          </Paper>
        </Stack>
      </PageIntro>
    </MantineScope>
  );
}
