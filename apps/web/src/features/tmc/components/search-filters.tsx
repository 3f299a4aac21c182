import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SELLER_CODE_LENGTH } from '@tmc/shared/seller-code-rule';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import type { TmcDictionaries } from '@tmc/shared/tmc-schemas';
import { searchStateFromParams } from '../parse-search-params';
import { searchParamsFromState, type SearchFilterKey, type SearchFilters as Filters } from '../search-params';
import classes from './search-filters.module.css';
import { DateField } from '../../../components/date-field';

export interface SearchFiltersProps {
  /** The filters in the URL now (the text query among them is the search box's, not shown here). */
  value: Filters;
  dictionaries: TmcDictionaries | undefined;
  corporations: ReadonlyArray<{ id: string; title: string }>;
  /** The chosen filters, without the text query (the page keeps its own). */
  onApply: (filters: Filters) => void;
  /** The page is one seller's or one corporation's: the seller and corporation fields are not shown. */
  fixedScope?: boolean;
}

type FieldErrors = Partial<Record<SearchFilterKey, string>>;

/** Checks the filters with the API's own query schema, so a wrong range is explained before any request. */
function validate(filters: Filters): FieldErrors {
  const result = tmcSearchQuerySchema.safeParse(filters);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as SearchFilterKey | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Every filter of the specification's goods search except the text query, which the search box holds. */
function withoutQuery(filters: Filters): Filters {
  const { q: _q, ...rest } = filters;
  return rest;
}

export function SearchFilters({ value, dictionaries, corporations, onApply, fixedScope = false }: SearchFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(() => withoutQuery(value));
  const [errors, setErrors] = useState<FieldErrors>({});

  // Back / forward and links change the URL: the form follows, but only when the filters it shows
  // changed (a new text query must not wipe what is being typed here).
  const shown = searchParamsFromState({ filters: withoutQuery(value), page: 0 }).toString();
  useEffect(() => {
    setDraft(withoutQuery(searchStateFromParams(new URLSearchParams(shown)).filters));
    setErrors({});
  }, [shown]);

  const set = (key: SearchFilterKey, next: string | null) => {
    setDraft((d) => {
      const copy = { ...d };
      if (next) copy[key] = next;
      else delete copy[key];
      // One of the two (specification, section 7): choosing a seller clears the corporation and back.
      if (next && key === 'seller_code') delete copy.corporation_id;
      if (next && key === 'corporation_id') delete copy.seller_code;
      return copy;
    });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const text = (key: SearchFilterKey) => ({
    value: draft[key] ?? '',
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });
  const day = (key: SearchFilterKey) => ({
    value: draft[key] ?? '',
    error: errors[key],
    onChange: (next: string) => set(key, next),
  });
  const choice = (key: SearchFilterKey) => ({
    value: draft[key] ?? null,
    error: errors[key],
    onChange: (next: string | null) => set(key, next),
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('tmc.filters.nothingFound'),
    comboboxProps: { withinPortal: true },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onApply(draft);
  };

  const reset = () => {
    setDraft({});
    setErrors({});
    onApply({});
  };

  return (
    <form className={classes.root} onSubmit={submit} aria-label={t('tmc.filters.label')} noValidate>
      <TextInput label={t('tmc.filters.name')} {...text('name')} />
      <TextInput label={t('tmc.filters.stockNumber')} {...text('stock_number')} />
      <Select
        label={t('tmc.filters.unit')}
        data={(dictionaries?.units ?? []).map((u) => ({ value: u.code, label: `${u.name} — ${u.fullName}` }))}
        {...choice('unit')}
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label={t('tmc.filters.priceFrom')} inputMode="decimal" {...text('price_from')} />
        <TextInput label={t('tmc.filters.priceTo')} inputMode="decimal" {...text('price_to')} />
      </SimpleGrid>
      <Select
        label={t('tmc.filters.vat')}
        data={(dictionaries?.vatRates ?? []).map((v) => ({ value: v.value, label: v.label }))}
        {...choice('vat')}
      />
      <Select
        label={t('tmc.filters.year')}
        data={(dictionaries?.years ?? []).map((y) => String(y))}
        {...choice('year')}
      />
      <Select
        label={t('tmc.filters.region')}
        data={(dictionaries?.regions ?? []).map((r) => ({ value: r.code, label: r.name }))}
        {...choice('region')}
      />
      {!fixedScope && (
        <>
          <TextInput
            label={t('tmc.filters.sellerCode')}
            inputMode="numeric"
            maxLength={SELLER_CODE_LENGTH}
            description={t('tmc.filters.sellerOrCorporation')}
            {...text('seller_code')}
          />
          <Select
            label={t('tmc.filters.corporation')}
            data={corporations.map((c) => ({ value: c.id, label: c.title }))}
            {...choice('corporation_id')}
          />
        </>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <DateField label={t('tmc.filters.createdFrom')} {...day('created_at_from')} />
        <DateField label={t('tmc.filters.createdTo')} {...day('created_at_to')} />
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Button type="submit">{t('tmc.filters.apply')}</Button>
        <Button type="button" variant="subtle" onClick={reset}>
          {t('tmc.filters.reset')}
        </Button>
      </Group>
    </form>
  );
}
