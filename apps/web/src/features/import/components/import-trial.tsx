import { Alert, Button, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '@tmc/shared/import-schemas';
import { formatNumber } from '@tmc/shared/number-format';
import { TierLimitAlert } from '../../../components/tier-limit-alert';
import { ApiError } from '../../../lib/api-client';
import { useImportTrial } from '../api/import-actions';
import classes from './import.module.css';

/** The trial run: counts of created, updated and rejected rows, the tier's limit message, the first rejected rows with reasons. */
export function ImportTrialBlock({ job, canEdit, tierHref = null }: { job: ImportJob; canEdit: boolean; tierHref?: string | null }) {
  const { t } = useTranslation();
  const trial = useImportTrial(job.jobId);
  const result = job.trial;
  return (
    <section aria-labelledby="import-trial">
      <Title order={2} size="h3" id="import-trial">
        {t('import.trial.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('import.trial.lead')}
      </Text>
      {canEdit && (
        <Button variant={result ? 'light' : 'filled'} onClick={() => trial.mutate()} loading={trial.isPending} disabled={job.mapping.message !== null}>
          {result ? t('import.trial.again') : t('import.trial.button')}
        </Button>
      )}
      {trial.isPending && (
        <Text size="sm" mt="xs" aria-live="polite">
          {t('import.trial.running')}
        </Text>
      )}
      {trial.isError && (
        <Alert color="red" mt="sm" role="alert">
          {trial.error instanceof ApiError ? trial.error.message : String(trial.error)}
        </Alert>
      )}
      {result && (
        <div data-testid="import-trial-result">
          <div className={classes.counts} style={{ marginTop: '0.75rem' }}>
            {(['total', 'created', 'updated', 'rejected'] as const).map((key) => (
              <div key={key} className={classes.count}>
                <Text size="xs" c="dimmed">
                  {t(`import.trial.${key}`)}
                </Text>
                <Text fw={700} size="lg" data-testid={`trial-${key}`}>
                  {formatNumber(result[key])}
                </Text>
              </div>
            ))}
          </div>
          {result.limitMessage && (
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <TierLimitAlert color="orange" message={result.limitMessage} tierHref={tierHref} />
            </div>
          )}
          {result.rows.length > 0 && (
            <>
              <Title order={3} size="h4" mt="md" mb="xs">
                {t('import.trial.rowsTitle')}
              </Title>
              <div className={classes.tableWrap}>
                <Table striped>
                  <Table.Tbody>
                    {result.rows.map((row) => (
                      <Table.Tr key={row.rowNumber}>
                        <Table.Td className={classes.nowrap}>{row.label}</Table.Td>
                        <Table.Td className={classes.wrapCell}>
                          <ul className={classes.reasons}>
                            {row.errors.map((e, i) => (
                              <li key={i}>{e.message}</li>
                            ))}
                          </ul>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
              {result.rejected > result.rows.length && (
                <Text size="sm" mt="xs">
                  {t('import.trial.moreInLog', { shown: result.rows.length, total: formatNumber(result.rejected) })}
                </Text>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
