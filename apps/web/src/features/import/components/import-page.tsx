import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, FileInput, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMPORT_STATUS_LABELS, type ImportJob } from '@tmc/shared/import-schemas';
import { formatNumber } from '@tmc/shared/number-format';
import { ApiError } from '../../../lib/api-client';
import { downloadImportFile } from '../api/download-import-file';
import { useImport, useImports } from '../api/get-import';
import { useCancelImport, useStartImport } from '../api/import-actions';
import { uploadImport } from '../api/upload-import';
import { ImportLog } from './import-log';
import { ImportMappingForm } from './import-mapping';
import { ImportTrialBlock } from './import-trial';
import classes from './import.module.css';

export interface ImportPageProps {
  sellerCode: string;
  /** The seller's representative or an L1/L2 administrator; a curator only reads. */
  canEdit: boolean;
  /** Where the seller's goods are (the link after a finished import). */
  goodsHref: string;
  /** The seller is trusted: imported goods are published at once, and the finished import says so. */
  publishesAtOnce?: boolean;
  /** Where the caller gets a tier with more positions (the trial's limit message links there). */
  tierHref?: string | null;
}

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));

/**
 * The import of goods from a file: template and export, upload, the column mapping, the trial with
 * per-row reasons, the run with a live progress bar and cancel, then the log with corrections. The
 * import being worked on is in the address (?job=...), so a reload or a link comes back to it.
 */
export function ImportPage({ sellerCode, canEdit, goodsHref, publishesAtOnce = false, tierHref = null }: ImportPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const job = useImport(jobId);
  const queryClient = useQueryClient();
  // The log follows the run: each committed batch may add rejected rows.
  const progressKey = job.data ? `${job.data.status}:${job.data.done}` : '';
  useEffect(() => {
    if (progressKey) void queryClient.invalidateQueries({ queryKey: ['import', 'log'] });
  }, [progressKey, queryClient]);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = (path: string, query: Record<string, string>, name: string) => {
    setDownloadError(null);
    downloadImportFile(path, query, name).catch((error: unknown) => setDownloadError(`${t('import.downloadFailed')}: ${messageOf(error)}`));
  };
  const openJob = (id: string | null) => setParams(id ? { job: id } : {});

  return (
    <Stack gap="xl" className={classes.page}>
      <Group gap="sm">
        <Button variant="light" onClick={() => download('/api/import/template', {}, 'Шаблон импорта ТМЦ.xlsx')}>
          {t('import.templateButton')}
        </Button>
        <Button variant="subtle" onClick={() => download('/api/import/export', { sellerCode }, `Товары ${sellerCode}.xlsx`)}>
          {t('import.exportButton')}
        </Button>
      </Group>
      {downloadError && <Alert color="red">{downloadError}</Alert>}

      {!canEdit && <Alert color="gray">{t('import.upload.readOnly')}</Alert>}
      {canEdit && !jobId && <UploadBlock sellerCode={sellerCode} onUploaded={(uploaded) => openJob(uploaded.jobId)} />}

      {jobId && job.isError && <Alert color="red">{messageOf(job.error)}</Alert>}
      {jobId && job.data && (
        <JobBlock job={job.data} canEdit={canEdit} goodsHref={goodsHref} publishesAtOnce={publishesAtOnce} tierHref={tierHref} onAnother={() => openJob(null)} />
      )}

      <ImportLog sellerCode={sellerCode} jobId={jobId} canEdit={canEdit} />
      <RecentImports sellerCode={sellerCode} current={jobId} onOpen={openJob} />
    </Stack>
  );
}

function UploadBlock({ sellerCode, onUploaded }: { sellerCode: string; onUploaded: (job: ImportJob) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    setProgress(0);
    uploadImport(sellerCode, files, setProgress)
      .then(onUploaded)
      .catch((e: unknown) => setError(messageOf(e)))
      .finally(() => setProgress(null));
  };
  return (
    <section aria-labelledby="import-upload">
      <Title order={2} size="h3" id="import-upload">
        {t('import.upload.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('import.upload.hint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          className={classes.fileInput}
          classNames={{ placeholder: classes.filePlaceholder }}
          label={t('import.upload.label')}
          placeholder={t('import.upload.placeholder')}
          multiple
          accept=".xlsx,.csv,.xml,.zip"
          value={files}
          onChange={(value) => setFiles(value)}
          clearable
        />
        <Button onClick={submit} disabled={files.length === 0 || progress !== null} loading={progress !== null}>
          {t('import.upload.button')}
        </Button>
      </Group>
      {progress !== null && (
        <Text size="sm" mt="xs" aria-live="polite">
          {t('import.upload.uploading', { percent: Math.round(progress * 100) })}
        </Text>
      )}
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </section>
  );
}

function JobBlock({
  job,
  canEdit,
  goodsHref,
  publishesAtOnce,
  tierHref,
  onAnother,
}: {
  job: ImportJob;
  canEdit: boolean;
  goodsHref: string;
  publishesAtOnce: boolean;
  tierHref: string | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartImport(job.jobId);
  const cancel = useCancelImport(job.jobId);
  const uploaded = job.status === 'uploaded';
  const active = job.status === 'queued' || job.status === 'running';
  const percent = job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : active ? 0 : 100;
  return (
    <Stack gap="xl">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {job.fileName} · {IMPORT_STATUS_LABELS[job.status]}
        </Text>
        {canEdit && !active && (
          <Button variant="subtle" onClick={onAnother}>
            {t('import.upload.another')}
          </Button>
        )}
      </Group>

      {uploaded && <ImportMappingForm job={job} canEdit={canEdit} />}
      {uploaded && <ImportTrialBlock job={job} canEdit={canEdit} tierHref={tierHref} />}

      <section aria-labelledby="import-run">
        <Title order={2} size="h3" id="import-run">
          {t('import.run.title')}
        </Title>
        {uploaded && canEdit && (
          <Stack gap="xs" align="flex-start" mt="sm">
            {!job.trial && <Text size="sm">{t('import.run.needTrial')}</Text>}
            <Button onClick={() => start.mutate()} loading={start.isPending} disabled={!job.trial || job.mapping.message !== null}>
              {t('import.run.button')}
            </Button>
            {start.isError && <Alert color="red">{messageOf(start.error)}</Alert>}
          </Stack>
        )}
        {!uploaded && (
          <Stack gap="sm" mt="sm">
            <Progress
              value={percent}
              size="xl"
              striped={active}
              animated={active}
              aria-label={t('import.run.title')}
              color={job.status === 'failed' ? 'red' : job.status === 'cancelled' ? 'gray' : 'blue'}
            />
            <Text size="sm" aria-live="polite" data-testid="import-progress">
              {job.total
                ? t('import.run.progress', { done: formatNumber(job.done), total: formatNumber(job.total) })
                : t('import.run.progressUnknown', { done: formatNumber(job.done) })}
              {' · '}
              {t('import.run.created')}: {formatNumber(job.created)} · {t('import.run.updated')}: {formatNumber(job.updated)} · {t('import.run.rejected')}:{' '}
              {formatNumber(job.rejected)}
            </Text>
            {active && canEdit && (
              <Group>
                <Button color="red" variant="light" onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={job.cancelRequested}>
                  {t('import.run.cancel')}
                </Button>
                {job.cancelRequested && <Text size="sm">{t('import.run.cancelRequested')}</Text>}
              </Group>
            )}
            {cancel.isError && <Alert color="red">{messageOf(cancel.error)}</Alert>}
            {job.status === 'done' && (
              <Alert color="green" role="status">
                {t(publishesAtOnce ? 'import.run.donePublished' : 'import.run.done')}{' '}
                <Anchor component={Link} to={goodsHref}>
                  {t('import.run.goods')}
                </Anchor>
              </Alert>
            )}
            {job.status === 'cancelled' && <Alert color="gray">{t('import.run.cancelled')}</Alert>}
            {job.status === 'failed' && job.error && <Alert color="red">{job.error}</Alert>}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

function RecentImports({ sellerCode, current, onOpen }: { sellerCode: string; current: string | null; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const list = useImports(sellerCode);
  const items = (list.data?.items ?? []).filter((j) => j.jobId !== current);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="import-recent">
      <Title order={2} size="h3" id="import-recent" mb="sm">
        {t('import.recent.title')}
      </Title>
      <div className={classes.tableWrap}>
        <Table striped>
          <Table.Tbody>
            {items.slice(0, 10).map((j) => (
              <Table.Tr key={j.jobId}>
                <Table.Td className={classes.wrapCell}>{j.fileName}</Table.Td>
                <Table.Td>{IMPORT_STATUS_LABELS[j.status]}</Table.Td>
                <Table.Td>{new Date(j.createdAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' })}</Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => onOpen(j.jobId)}>
                    {t('import.recent.open')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
