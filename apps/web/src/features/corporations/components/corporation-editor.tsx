import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CORPORATION_LIMITS, corporationInputSchema, type CorporationDetails, type CorporationInput } from '@tmc/shared/corporations';
import { ApiError } from '../../../lib/api-client';
import { useDeleteCorporation, useSaveCorporation } from '../api/corporations';

/** Seller codes typed one per line, or separated by commas or spaces. */
const codesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim())
    .filter(Boolean);

interface FormValues {
  title: string;
  blocked: boolean;
  codes: string;
}

/**
 * Creates or edits a corporation (administrators L1/L2): its title, whether it is blocked (a blocked one
 * leaves the 'Корпорации' dropdown and its page), and the sellers it groups, by their codes.
 */
export function CorporationEditor({
  corporation,
  onSaved,
  onDeleted,
}: {
  corporation: CorporationDetails | null;
  onSaved: (saved: CorporationDetails) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCorporation();
  const remove = useDeleteCorporation();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormValues>({
    defaultValues: { title: corporation?.title ?? '', blocked: corporation?.blocked ?? false, codes: corporation?.sellers.map((s) => s.sellerCode).join('\n') ?? '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const input: CorporationInput = { title: values.title, blocked: values.blocked, sellerCodes: codesOf(values.codes) };
    // The shared schema checks the form before sending, as the server will.
    const checked = corporationInputSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) form.setError(issue.path[0] === 'sellerCodes' ? 'codes' : 'title', { message: issue.message });
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...checked.data, ...(corporation ? { id: corporation.id } : {}) });
      if (!corporation) form.reset({ title: '', blocked: false, codes: '' });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.fields.title) form.setError('title', { message: error.fields.title });
        if (error.fields.sellerCodes) form.setError('codes', { message: error.fields.sellerCodes });
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={corporation ? t('corporations.admin.editLabel') : t('corporations.admin.createLabel')}>
      <Stack gap="sm" maw={560}>
        <TextInput label={t('corporations.admin.title')} required maxLength={CORPORATION_LIMITS.title} error={errors.title?.message} {...form.register('title')} />
        <Textarea
          label={t('corporations.admin.sellers')}
          description={t('corporations.admin.sellersHint')}
          autosize
          minRows={2}
          maxRows={10}
          error={errors.codes?.message}
          {...form.register('codes')}
        />
        <Checkbox label={t('corporations.admin.blocked')} {...form.register('blocked')} />
        {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0) && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {corporation ? t('corporations.admin.save') : t('corporations.admin.create')}
          </Button>
          {corporation && onDeleted && (
            <Button
              color="red"
              variant={confirming ? 'filled' : 'subtle'}
              loading={remove.isPending}
              onClick={() => (confirming ? remove.mutate(corporation.id, { onSuccess: onDeleted }) : setConfirming(true))}
            >
              {confirming ? t('corporations.admin.confirmDelete') : t('corporations.admin.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
