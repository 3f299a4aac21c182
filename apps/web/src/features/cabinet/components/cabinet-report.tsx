import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cabinetReportQuerySchema, type CabinetReport as Report } from '@tmc/shared/cabinet-schemas';
import { findRegion } from '@tmc/shared/dictionaries';
import { formatNumber } from '@tmc/shared/number-format';
import { downloadCabinetReport, useCabinetReport, type ReportPeriod } from '../api/get-cabinet-report';
import { DemandChart } from './demand-chart';
import { DateField } from '../../../components/date-field';
import { QueryView } from '../../../components/query-view';

const METRICS = ['views', 'searchHits', 'favourites', 'holds', 'deals'] as const;

const moscowDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(at);

/** The last 30 Moscow days, today included. */
export function defaultReportPeriod(now = new Date()): ReportPeriod {
  return { start: moscowDay(new Date(now.getTime() - 29 * 86_400_000)), end: moscowDay(now) };
}

/**
 * The supplier's demand report ('report'): for a chosen period, views of its item pages, appearances in
 * search, favourites, holds and deals in total and by day (a chart), per item, the searches that found
 * its goods and the searches in its regions that found nothing; and the same as an XLSX file.
 */
export function CabinetReport({ sellerCode }: { sellerCode: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultReportPeriod());
  const [draft, setDraft] = useState<ReportPeriod>(period);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const report = useCabinetReport(sellerCode, period);

  const apply = () => {
    const checked = cabinetReportQuerySchema.safeParse(draft);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    setPeriod(checked.data);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCabinetReport(sellerCode, period);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" mt="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        aria-label={t('cabinet.report.periodLabel')}
      >
        <Group align="flex-end" gap="sm">
          <DateField label={t('cabinet.report.start')} value={draft.start} max={draft.end} onChange={(start) => setDraft({ ...draft, start })} />
          <DateField label={t('cabinet.report.end')} value={draft.end} min={draft.start} onChange={(end) => setDraft({ ...draft, end })} error={error} />
          <Button type="submit" variant="light">
            {t('cabinet.report.show')}
          </Button>
          <Button onClick={() => void download()} loading={downloading} disabled={!report.data}>
            {t('cabinet.report.download')}
          </Button>
        </Group>
      </form>
      <QueryView query={report} errorTitle={t('cabinet.report.loadError')}>
        {(data) => (
          <ReportBody report={data} />
        )}
      </QueryView>
    </Stack>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {METRICS.map((m) => (
          <Paper key={m} withBorder p="sm">
            <Text size="xs" c="dimmed">
              {t(`cabinet.report.metrics.${m}`)}
            </Text>
            <Text fw={700} fz="xl">
              {formatNumber(report.totals[m])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="report-chart">
        <Title order={3} size="h5" id="report-chart" mb="sm">
          {t('cabinet.report.byDay')}
        </Title>
        <DemandChart days={report.days} />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="report-items">
        <Title order={3} size="h5" id="report-items" mb="sm">
          {t('cabinet.report.items')}
        </Title>
        {report.items.length === 0 ? (
          <Text size="sm">{t('cabinet.report.noDemand')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
            <Table verticalSpacing={4} striped aria-label={t('cabinet.report.items')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cabinet.goods.name')}</Table.Th>
                  {METRICS.map((m) => (
                    <Table.Th key={m}>{t(`cabinet.report.metrics.${m}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.items.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>{i.name}</Table.Td>
                    {METRICS.map((m) => (
                      <Table.Td key={m}>{formatNumber(i[m])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="report-searches">
          <Title order={3} size="h5" id="report-searches" mb="xs">
            {t('cabinet.report.searches')}
          </Title>
          {report.searches.length === 0 ? (
            <Text size="sm">{t('cabinet.report.none')}</Text>
          ) : (
            <Table verticalSpacing={2}>
              <Table.Tbody>
                {report.searches.map((s) => (
                  <Table.Tr key={s.query}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.query}</Table.Td>
                    <Table.Td ta="right">{formatNumber(s.hits)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="report-unmet">
          <Title order={3} size="h5" id="report-unmet" mb={4}>
            {t('cabinet.report.unmet')}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t('cabinet.report.unmetHint')}
          </Text>
          {report.unmet.length === 0 ? (
            <Text size="sm">{t('cabinet.report.none')}</Text>
          ) : (
            <Table verticalSpacing={2}>
              <Table.Tbody>
                {report.unmet.map((u) => (
                  <Table.Tr key={`${u.query}|${u.region}`}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.query}</Table.Td>
                    <Table.Td>{findRegion(u.region)?.name ?? u.region}</Table.Td>
                    <Table.Td ta="right">{formatNumber(u.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </SimpleGrid>
    </>
  );
}
