import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAY_SLOGAN_MAX, daySloganUpdateSchema, type DaySlogan } from '@tmc/shared/content';
import { ApiError } from '../../../lib/api-client';
import { useDaySlogan } from '../api/get-day-slogan';
import { useUpdateDaySlogan } from '../api/update-day-slogan';

/** The administrators' form for the day slogan of the top bar. */
export function DaySloganForm() {
  const { t } = useTranslation();
  const slogan = useDaySlogan();
  const update = useUpdateDaySlogan();
  const form = useForm<DaySlogan>({ resolver: zodResolver(daySloganUpdateSchema), defaultValues: { daySlogan: '' } });
  const { reset } = form;
  useEffect(() => {
    if (slogan.data) reset(slogan.data);
  }, [slogan.data, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      reset(await update.mutateAsync(values));
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields.daySlogan ?? error.message) : t('slogan.failed');
      form.setError('daySlogan', { type: 'server', message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="day-slogan-title">
      <Stack gap="sm">
        <Title order={3} id="day-slogan-title" size="h4">
          {t('slogan.title')}
        </Title>
        <TextInput
          label={t('slogan.field')}
          description={t('slogan.hint', { max: DAY_SLOGAN_MAX })}
          maxLength={DAY_SLOGAN_MAX}
          error={form.formState.errors.daySlogan?.message}
          {...form.register('daySlogan')}
        />
        {update.isSuccess && !form.formState.isDirty && (
          <Alert color="green" role="status">
            {t('slogan.saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('slogan.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
