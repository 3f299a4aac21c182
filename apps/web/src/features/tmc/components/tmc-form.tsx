import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS, type TmcDetails, type TmcDictionaries } from '@tmc/shared/tmc-schemas';
import { isTierLimitError, TierLimitAlert } from '../../../components/tier-limit-alert';
import { ApiError } from '../../../lib/api-client';
import { useSaveTmc } from '../api/save-tmc';
import { formValuesOf, tmcFormSchema, toCreateData, type TmcFormInput, type TmcFormOutput } from '../tmc-form-schema';
import classes from './tmc-form.module.css';

export interface TmcFormProps {
  sellerCode: string;
  /** The item to edit, or null for a new one. */
  item: TmcDetails | null;
  dictionaries: TmcDictionaries;
  onSaved: (saved: TmcDetails) => void;
  /** The seller is trusted: a new item is published at once, and the button says so. */
  publishesAtOnce?: boolean;
  /** Where the caller gets a tier when a placement is refused by the tier's limit (the route knows who asks). */
  tierHref?: string | null;
}

const FORM_FIELDS = new Set(['name', 'description', 'stockNumber', 'unit', 'quantity', 'price', 'vat', 'year', 'region']);

/** The goods form (POST save / PUT update) with the shared schema's Russian messages on every field. */
export function TmcForm({ sellerCode, item, dictionaries, onSaved, publishesAtOnce = false, tierHref = null }: TmcFormProps) {
  const { t } = useTranslation();
  const save = useSaveTmc();
  const form = useForm<TmcFormInput, unknown, TmcFormOutput>({
    resolver: zodResolver(tmcFormSchema),
    defaultValues: formValuesOf(item),
  });
  const attributes = useFieldArray({ control: form.control, name: 'attributes' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(item ? { ...toCreateData(values), id: item.id } : toCreateData(values, sellerCode));
      form.reset(formValuesOf(saved));
      onSaved(saved);
    } catch (error) {
      // The server's per-field texts go onto the inputs; anything else shows above the buttons.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (FORM_FIELDS.has(field)) form.setError(field as keyof TmcFormInput, { type: 'server', message });
        }
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(item ? 'tmc.form.editLabel' : 'tmc.form.newLabel')}>
      <Stack gap="md" maw={820}>
        <TextInput label={t('tmc.fields.name')} required maxLength={TMC_LIMITS.nameMax} error={errors.name?.message} {...form.register('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('tmc.fields.stockNumber')}
            maxLength={TMC_LIMITS.stockNumberMax}
            error={errors.stockNumber?.message}
            {...form.register('stockNumber')}
          />
          <Controller
            control={form.control}
            name="unit"
            render={({ field }) => (
              <Select
                label={t('tmc.fields.unit')}
                required
                searchable
                data={dictionaries.units.map((u) => ({ value: u.code, label: `${u.name} — ${u.fullName}` }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={errors.unit?.message}
              />
            )}
          />
          <TextInput
            label={t('tmc.fields.quantity')}
            required
            inputMode="decimal"
            autoComplete="off"
            error={errors.quantity?.message}
            {...form.register('quantity')}
          />
          <TextInput
            label={t('tmc.fields.priceRub')}
            required
            inputMode="decimal"
            autoComplete="off"
            error={errors.price?.message}
            {...form.register('price')}
          />
          <Controller
            control={form.control}
            name="vat"
            render={({ field }) => (
              <Select
                label={t('tmc.fields.vat')}
                required
                data={dictionaries.vatRates.map((v) => ({ value: v.value, label: v.label }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={errors.vat?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="year"
            render={({ field }) => (
              <Select
                label={t('tmc.fields.year')}
                searchable
                clearable
                data={dictionaries.years.map((y) => String(y))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
                onBlur={field.onBlur}
                error={errors.year?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="region"
            render={({ field }) => (
              <Select
                label={t('tmc.fields.region')}
                required
                searchable
                data={dictionaries.regions.map((r) => ({ value: r.code, label: r.name }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={errors.region?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label={t('tmc.fields.description')}
          autosize
          minRows={3}
          maxLength={TMC_LIMITS.descriptionMax}
          error={errors.description?.message}
          {...form.register('description')}
        />

        <fieldset className={classes.attributes}>
          <legend className={classes.legend}>{t('tmc.attributes.title')}</legend>
          <Stack gap="xs">
            {attributes.fields.map((row, index) => (
              <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={t('tmc.attributes.key', { index: index + 1 })}
                  placeholder={t('tmc.attributes.keyPlaceholder')}
                  style={{ flex: 1 }}
                  error={errors.attributes?.[index]?.key?.message}
                  {...form.register(`attributes.${index}.key`)}
                />
                <TextInput
                  aria-label={t('tmc.attributes.value', { index: index + 1 })}
                  placeholder={t('tmc.attributes.valuePlaceholder')}
                  style={{ flex: 2 }}
                  error={errors.attributes?.[index]?.value?.message}
                  {...form.register(`attributes.${index}.value`)}
                />
                <Button variant="subtle" color="red" onClick={() => attributes.remove(index)}>
                  {t('tmc.attributes.remove')}
                </Button>
              </Group>
            ))}
            {errors.attributes?.root?.message && <Alert color="red">{errors.attributes.root.message}</Alert>}
            {errors.attributes?.message && <Alert color="red">{errors.attributes.message}</Alert>}
            <Group>
              <Button
                variant="light"
                onClick={() => attributes.append({ key: '', value: '' })}
                disabled={attributes.fields.length >= TMC_LIMITS.attributesMax}
              >
                {t('tmc.attributes.add')}
              </Button>
            </Group>
          </Stack>
        </fieldset>

        {isTierLimitError(save.error) && <TierLimitAlert message={save.error.message} tierHref={tierHref} />}
        {save.isError && !isTierLimitError(save.error) && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0) && (
          <Alert color="red" role="alert" title={t('tmc.form.saveFailed')}>
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {item ? t('tmc.form.saveChanges') : t(publishesAtOnce ? 'tmc.form.createTrusted' : 'tmc.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
