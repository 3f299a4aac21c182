import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RUNNING_LINE_TEXT_MAX, runningLineAddSchema, type RunningLineAddInput, type RunningLineType } from '@tmc/shared/running-line';
import { ApiError } from '../../../lib/api-client';
import { useAddRunningLine } from '../api/add-running-line';
import { useRunningLine } from '../api/get-running-line';
import { useRemoveRunningLine } from '../api/remove-running-line';

/** The administrators' list of running-line texts of one type: add a line, take one off. */
export function RunningLineEditor({ type = 'main' }: { type?: RunningLineType }) {
  const { t } = useTranslation();
  const line = useRunningLine(type);
  const add = useAddRunningLine();
  const remove = useRemoveRunningLine(type);
  const form = useForm<RunningLineAddInput>({ resolver: zodResolver(runningLineAddSchema), defaultValues: { type, text: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ type, text: values.text });
      form.reset({ type, text: '' });
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields.text ?? error.message) : t('runningLine.failed');
      form.setError('text', { type: 'server', message });
    }
  });

  const items = line.data?.items ?? [];
  return (
    <Stack gap="sm" aria-labelledby="running-line-title" component="section">
      <Title order={3} id="running-line-title" size="h4">
        {t('runningLine.title')}
      </Title>
      {line.isError && (
        <Alert color="red" role="alert">
          {t('runningLine.loadFailed')}
        </Alert>
      )}
      {line.isSuccess && items.length === 0 && <Text c="dimmed">{t('runningLine.empty')}</Text>}
      {items.length > 0 && (
        <List spacing="xs" listStyleType="none" aria-label={t('runningLine.current')}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Group gap="xs" wrap="nowrap" align="center">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('runningLine.remove', { text: item.text })}
                  loading={remove.isPending && remove.variables === item.id}
                  onClick={() => remove.mutate(item.id)}
                >
                  ×
                </ActionIcon>
                <Text>{item.text}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            label={t('runningLine.field')}
            maxLength={RUNNING_LINE_TEXT_MAX}
            error={form.formState.errors.text?.message}
            {...form.register('text')}
          />
          <Button type="submit" mt={24} loading={add.isPending}>
            {t('runningLine.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
