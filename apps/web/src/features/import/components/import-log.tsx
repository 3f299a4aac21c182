import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_ROW_STATUS_LABELS,
  type ImportField,
  type ImportLogRow,
  type ImportRowStatus,
  type ImportRowValues,
} from '@tmc/shared/import-schemas';
import { formatNumber } from '@tmc/shared/number-format';
import { Pager, pageCountOf } from '../../../components/pager';
import { ApiError } from '../../../lib/api-client';
import { useImportLog } from '../api/get-import-log';
import { useTryImportRows, useUpdateImportLogRow } from '../api/import-actions';
import classes from './import.module.css';

const PAGE_SIZE = 20;
const STATUS_COLOURS: Readonly<Record<ImportRowStatus, string>> = { rejected: 'red.9', corrected: 'orange.9', imported: 'green.9' };
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** The log: rejected rows with their reasons, corrected and imported ones; paged, filtered by status; each rejected row corrected in a form. */
export function ImportLog({ sellerCode, jobId, canEdit }: { sellerCode: string; jobId: string | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<ImportRowStatus | 'all'>('all');
  const [editing, setEditing] = useState<ImportLogRow | null>(null);
  useEffect(() => setPage(0), [jobId, status]);
  const log = useImportLog({ sellerCode, jobId: jobId ?? undefined, status: status === 'all' ? undefined : status, page, size: PAGE_SIZE });
  const tryImport = useTryImportRows();

  return (
    <section aria-labelledby="import-log">
      <Title order={2} size="h3" id="import-log">
        {t('import.log.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('import.log.lead')}
      </Text>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div className={classes.tableWrap}>
        <SegmentedControl
          aria-label={t('import.log.status')}
          value={status}
          onChange={(value) => setStatus(value as ImportRowStatus | 'all')}
          data={[
            { value: 'all', label: t('import.log.all') },
            ...(['rejected', 'corrected', 'imported'] as const).map((s) => ({ value: s, label: IMPORT_ROW_STATUS_LABELS[s] })),
          ]}
        />
        </div>
        {canEdit && (
          <Button variant="light" onClick={() => tryImport.mutate(jobId ? { jobId } : { sellerCode })} loading={tryImport.isPending}>
            {t('import.log.tryImport')}
          </Button>
        )}
      </Group>
      {tryImport.isSuccess && (
        <Alert color="green" mb="sm" role="status">
          {t('import.log.tried', tryImport.data)}
        </Alert>
      )}
      {tryImport.isError && (
        <Alert color="orange" mb="sm" role="alert">
          {messageOf(tryImport.error)}
        </Alert>
      )}
      {log.isError && <Alert color="red">{messageOf(log.error)}</Alert>}
      {log.data && log.data.items.length === 0 && <Text size="sm">{t('import.log.empty')}</Text>}
      {log.data && log.data.items.length > 0 && (
        <>
          <div className={classes.tableWrap}>
            <Table striped data-testid="import-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.log.row')}</Table.Th>
                  <Table.Th>{t('import.log.status')}</Table.Th>
                  <Table.Th>{t('import.log.values')}</Table.Th>
                  <Table.Th>{t('import.log.reasons')}</Table.Th>
                  {canEdit && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td className={classes.nowrap}>
                      {row.label}
                      {!jobId && (
                        <Text size="xs" c="dimmed" className={classes.wrapCell}>
                          {row.fileName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Text size="sm" fw={600} c={STATUS_COLOURS[row.status]}>
                        {IMPORT_ROW_STATUS_LABELS[row.status]}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.wrapCell}>{[row.values.name, row.values.stockNumber].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td className={classes.wrapCell}>
                      <ul className={classes.reasons}>
                        {row.errors.map((e, i) => (
                          <li key={i}>{e.message}</li>
                        ))}
                      </ul>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        {row.status !== 'imported' && (
                          <Button size="xs" variant="subtle" onClick={() => setEditing(row)} aria-label={`${t('import.log.edit')}: ${row.label}`}>
                            {t('import.log.edit')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Pager page={page} pages={pageCountOf(log.data.total, PAGE_SIZE)} onChange={setPage} summary={t('import.log.total', { total: formatNumber(log.data.total) })} />
        </>
      )}
      {editing && <CorrectionModal row={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/** One row's values as text per field; checked by the server as a file row would be. */
function CorrectionModal({ row, onClose }: { row: ImportLogRow; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateImportLogRow();
  const [values, setValues] = useState<ImportRowValues>(row.values);
  const result = update.data;
  const errors = result ? result.errors : row.errors;
  const errorOf = (field: ImportField) => errors.find((e) => e.field === field)?.reason;
  const submit = () =>
    update.mutate(
      { id: row.id, values },
      {
        onSuccess: (saved) => {
          if (saved.status === 'corrected') onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('import.log.editTitle', { label: row.label })} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          {errors
            .filter((e) => e.field === null)
            .map((e, i) => (
              <Alert key={i} color="red">
                {e.reason}
              </Alert>
            ))}
          {IMPORT_FIELDS.map((field) =>
            field === 'description' ? (
              <Textarea
                key={field}
                label={IMPORT_FIELD_LABELS[field]}
                value={values[field] ?? ''}
                onChange={(event) => setValues((prev) => ({ ...prev, [field]: event.currentTarget.value }))}
                error={errorOf(field)}
                autosize
                minRows={2}
              />
            ) : (
              <TextInput
                key={field}
                label={IMPORT_FIELD_LABELS[field]}
                value={values[field] ?? ''}
                onChange={(event) => setValues((prev) => ({ ...prev, [field]: event.currentTarget.value }))}
                error={errorOf(field)}
              />
            ),
          )}
          {result?.status === 'rejected' && (
            <Alert color="orange" role="alert">
              {t('import.log.stillRejected')}
            </Alert>
          )}
          {update.isError && <Alert color="red">{messageOf(update.error)}</Alert>}
          <Group justify="flex-end" mt="sm">
            <Button variant="subtle" onClick={onClose}>
              {t('import.log.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('import.log.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
