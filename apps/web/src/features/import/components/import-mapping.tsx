import { useEffect, useState } from 'react';
import { Alert, Button, Group, Select, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportColumnOverride, type ImportColumnTarget, type ImportJob } from '@tmc/shared/import-schemas';
import { ApiError } from '../../../lib/api-client';
import { useSetImportMapping } from '../api/import-actions';
import classes from './import.module.css';

/** The columns found by their headers, each with what it holds; the supplier corrects them before the run. */
export function ImportMappingForm({ job, canEdit }: { job: ImportJob; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSetImportMapping(job.jobId);
  const foundKey = JSON.stringify(job.mapping.columns.map((c) => [c.letter, c.target ?? 'skip']));
  const [targets, setTargets] = useState<Record<string, string>>(() => Object.fromEntries(JSON.parse(foundKey) as Array<[string, string]>));
  // A new answer of the server (saved, or another import) resets the form to it.
  useEffect(() => setTargets(Object.fromEntries(JSON.parse(foundKey) as Array<[string, string]>)), [foundKey]);

  const options = [
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
    { value: 'attribute', label: t('import.mapping.attribute') },
    { value: 'skip', label: t('import.mapping.skip') },
  ];
  const changed = job.mapping.columns.some((c) => (c.target ?? 'skip') !== targets[c.letter]);
  const submit = () => {
    const override: ImportColumnOverride = {};
    for (const column of job.mapping.columns) {
      const target = targets[column.letter] as ImportColumnTarget;
      if (column.overridden || target !== (column.target ?? 'skip')) override[column.letter] = target;
    }
    save.mutate(override);
  };
  const commerceml = job.format === 'commerceml';

  return (
    <section aria-labelledby="import-mapping">
      <Title order={2} size="h3" id="import-mapping">
        {t('import.mapping.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {commerceml ? t('import.mapping.commerceml') : t('import.mapping.lead')}
      </Text>
      {job.mapping.message && (
        <Alert color="orange" mb="sm" role="alert">
          {job.mapping.message}
        </Alert>
      )}
      {!commerceml && (
        <>
          <div className={classes.tableWrap}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.mapping.column')}</Table.Th>
                  <Table.Th>{t('import.mapping.header')}</Table.Th>
                  <Table.Th>{t('import.mapping.target')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.mapping.columns.map((column) => (
                  <Table.Tr key={column.letter}>
                    <Table.Td>{column.letter}</Table.Td>
                    <Table.Td className={classes.wrapCell}>{column.header}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${t('import.mapping.target')}: ${column.letter} ${column.header}`}
                        data={options}
                        value={targets[column.letter] ?? 'skip'}
                        onChange={(value) => setTargets((prev) => ({ ...prev, [column.letter]: value ?? 'skip' }))}
                        disabled={!canEdit}
                        allowDeselect={false}
                        w={200}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {canEdit && (
            <Group mt="sm">
              <Button variant="light" onClick={submit} disabled={!changed} loading={save.isPending}>
                {t('import.mapping.save')}
              </Button>
              {save.isSuccess && !changed && <Text size="sm">{t('import.mapping.saved')}</Text>}
            </Group>
          )}
          {save.isError && (
            <Alert color="red" mt="sm">
              {save.error instanceof ApiError ? save.error.message : String(save.error)}
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
