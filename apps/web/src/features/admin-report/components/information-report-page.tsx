import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INFORMATION_FIGURE_LABELS,
  INFORMATION_FIGURES,
  informationRequestSchema,
  type InformationDay,
  type InformationFigure,
  type InformationRequest,
} from '@tmc/shared/admin-sellers';
import { formatNumber } from '@tmc/shared/number-format';
import { formatDay, moscowDay } from '../../../lib/dates';
import { useDownloadInformationXlsx, useInformationReport } from '../api/information-report';
import classes from './information-report.module.css';
import { DateField } from '../../../components/date-field';
import { QueryView } from '../../../components/query-view';

const shiftDay = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A bar per day of one figure, with the figures in a hidden table for screen readers. */
function DayChart({ days, figure }: { days: readonly InformationDay[]; figure: InformationFigure }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.map((d) => d[figure]));
  const width = 720;
  const height = 180;
  const bar = width / Math.max(1, days.length);
  return (
    <figure className={classes.chart}>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={t('adminReport.chartLabel', { figure: INFORMATION_FIGURE_LABELS[figure] })} preserveAspectRatio="none">
        <line x1="0" y1={height} x2={width} y2={height} className={classes.axis} />
        {days.map((d, i) => {
          const h = (d[figure] / max) * (height - 10);
          return (
            <rect key={d.day} x={i * bar + bar * 0.1} y={height - h} width={Math.max(1, bar * 0.8)} height={h} className={classes.bar}>
              <title>{`${d.day}: ${d[figure]}`}</title>
            </rect>
          );
        })}
        <text x="0" y={height + 16} className={classes.tick}>
          {days[0]?.day}
        </text>
        <text x={width} y={height + 16} textAnchor="end" className={classes.tick}>
          {days.at(-1)?.day}
        </text>
        <text x="4" y="12" className={classes.tick}>
          {formatNumber(max)}
        </text>
      </svg>
    </figure>
  );
}

/**
 * /admins/report: the information report of a period (issue 11, item 7): the totals of each figure, a
 * chart by day of the chosen figure, the table by day, and the XLSX download.
 */
export function InformationReportPage() {
  const { t } = useTranslation();
  const today = moscowDay();
  const [draft, setDraft] = useState({ start: shiftDay(today, -29), end: today });
  const [period, setPeriod] = useState<InformationRequest | null>({ start: shiftDay(today, -29), end: today });
  const [error, setError] = useState<string | null>(null);
  const [figure, setFigure] = useState<InformationFigure>('placed');
  const report = useInformationReport(period);
  const download = useDownloadInformationXlsx();

  const apply = () => {
    const parsed = informationRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setPeriod(parsed.data);
  };

  return (
    <Stack gap="md" mt="md">
      <form
        aria-label={t('adminReport.period')}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <DateField label={t('adminReport.start')} value={draft.start} max={draft.end} onChange={(start) => setDraft({ ...draft, start })} />
          <DateField label={t('adminReport.end')} value={draft.end} min={draft.start} error={error} onChange={(end) => setDraft({ ...draft, end })} />
          <Button type="submit">{t('adminReport.show')}</Button>
          <Button variant="light" loading={download.isPending} disabled={!period} onClick={() => period && download.mutate(period)}>
            {t('adminReport.xlsx')}
          </Button>
        </Group>
      </form>
      {download.isError && (
        <Alert color="red" role="alert">
          {download.error.message}
        </Alert>
      )}
      <QueryView query={report} loading={<Loader />}>
        {(data) => (
          <>
            <Title order={3} size="h4">
              {t('adminReport.totals', { start: formatDay(data.start), end: formatDay(data.end) })}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
              {INFORMATION_FIGURES.map((f) => (
                <div key={f} className={classes.total}>
                  <Text size="xs" c="dimmed">
                    {INFORMATION_FIGURE_LABELS[f]}
                  </Text>
                  <Text fw={700} size="lg">
                    {formatNumber(data.totals[f])}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Select
              label={t('adminReport.chartFigure')}
              data={INFORMATION_FIGURES.map((f) => ({ value: f, label: INFORMATION_FIGURE_LABELS[f] }))}
              value={figure}
              onChange={(v) => v && setFigure(v as InformationFigure)}
              allowDeselect={false}
              maw={320}
            />
            <DayChart days={data.days} figure={figure} />
            <Table.ScrollContainer minWidth={900} type="native" tabIndex={0}>
              <Table striped withTableBorder aria-label={t('adminReport.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminReport.day')}</Table.Th>
                    {INFORMATION_FIGURES.map((f) => (
                      <Table.Th key={f}>{INFORMATION_FIGURE_LABELS[f]}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.days.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.day}</Table.Td>
                      {INFORMATION_FIGURES.map((f) => (
                        <Table.Td key={f}>{d[f]}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
