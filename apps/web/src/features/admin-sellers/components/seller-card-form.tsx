import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sellerCreateSchema, sellerUpdateSchema, type AdminSeller, type SellerCreate } from '@tmc/shared/admin-sellers';
import { PhoneInput } from '../../../components/phone-input';
import { ApiError } from '../../../lib/api-client';
import { DateField } from '../../../components/date-field';

/** The card's form values: every field as typed (the shared schemas trim, check and convert). */
export interface SellerFormValues {
  sellerCode: string;
  title: string;
  shortName: string;
  legalEntity: string;
  inn: string;
  kpp: string;
  ogrn: string;
  bankDetails: { bankName: string; bankLegalEntity: string; bik: string; bankInn: string; bankAccount: string; correspondentAccount: string };
  lastName: string;
  firstName: string;
  middleName: string;
  position: string;
  phoneNumber: string;
  email: string;
  contact: string;
  curator: string;
  dispetcher: string;
  endConditionAt: string;
}
type Field = FieldPath<SellerFormValues>;

const BANK_FIELDS = ['bankName', 'bankLegalEntity', 'bik', 'bankInn', 'bankAccount', 'correspondentAccount'] as const;

/** The form values of a card; `endConditionAt` only for a new seller (SellerCardForm). */
export function sellerFormValues(seller: AdminSeller | null): SellerFormValues {
  const bank = seller?.bankDetails;
  return {
    sellerCode: seller?.sellerCode ?? '',
    title: seller?.title ?? '',
    shortName: seller?.shortName ?? '',
    legalEntity: seller?.legalEntity ?? '',
    inn: seller?.inn ?? '',
    kpp: seller?.kpp ?? '',
    ogrn: seller?.ogrn ?? '',
    bankDetails: {
      bankName: bank?.bankName ?? '',
      bankLegalEntity: bank?.bankLegalEntity ?? '',
      bik: bank?.bik ?? '',
      bankInn: bank?.bankInn ?? '',
      bankAccount: bank?.bankAccount ?? '',
      correspondentAccount: bank?.correspondentAccount ?? '',
    },
    lastName: seller?.lastName ?? '',
    firstName: seller?.firstName ?? '',
    middleName: seller?.middleName ?? '',
    position: seller?.position ?? '',
    phoneNumber: seller?.phoneNumber ?? '',
    email: seller?.email ?? '',
    contact: seller?.contact ?? '',
    curator: seller?.curator?.username ?? '',
    dispetcher: seller?.dispetcher ?? '',
    endConditionAt: seller?.endConditionAt ?? '',
  };
}

export interface StaffOption {
  value: string;
  label: string;
}

export interface SellerCardFormProps {
  mode: 'create' | 'edit' | 'view';
  seller: AdminSeller | null;
  /** Curators to choose from (value: login name) and dispatchers (value: id). */
  curators: readonly StaffOption[];
  dispatchers: readonly StaffOption[];
  /** Saves the checked values (the schema's output); throws ApiError to show the server's field messages. */
  onSubmit: (values: SellerCreate) => Promise<void>;
  submitting: boolean;
}

/**
 * A seller's card (specification, section 3 'Seller'): requisites with the shared checksums of ИНН,
 * КПП, ОГРН, БИК and the accounts, the contact person, the phone with its mask, the curator, the
 * dispatcher and the end of conditions (the tier has its own panel beside the card: features/tiers). Editable by L1/L2 ('create', 'edit'); read-only for
 * L3 and the seller's curator ('view'). The same schema checks it here and on the server.
 */
export function SellerCardForm({ mode, seller, curators, dispatchers, onSubmit, submitting }: SellerCardFormProps) {
  const { t } = useTranslation();
  const readOnly = mode === 'view';
  const schema = mode === 'create' ? sellerCreateSchema : sellerUpdateSchema;
  const form = useForm<SellerFormValues, unknown, SellerCreate>({
    resolver: zodResolver(schema) as unknown as Resolver<SellerFormValues, unknown, SellerCreate>,
    defaultValues: sellerFormValues(seller),
  });
  const errors = form.formState.errors;
  const rootError = errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      // An existing seller's end date is set by its own action, never overwritten by a stale form.
      const { endConditionAt: _setByItsOwnAction, ...rest } = values;
      await onSubmit(mode === 'create' ? values : rest);
      if (mode === 'edit') form.reset(form.getValues());
    } catch (error) {
      if (error instanceof ApiError) {
        const known = new Set<string>([...Object.keys(sellerFormValues(null)), ...BANK_FIELDS.map((f) => `bankDetails.${f}`)]);
        let placed = false;
        for (const [field, message] of Object.entries(error.fields)) {
          if (known.has(field)) {
            form.setError(field as Field, { type: 'server', message });
            placed = true;
          }
        }
        if (!placed) form.setError('root.server', { type: 'server', message: error.message });
      } else {
        form.setError('root.server', { type: 'server', message: t('adminSellers.card.saveFailed') });
      }
    }
  });

  const errorOf = (name: Field): string | undefined => {
    const [head, tail] = name.split('.') as [keyof SellerFormValues, string | undefined];
    const entry = tail ? (errors.bankDetails as Record<string, { message?: string } | undefined> | undefined)?.[tail] : errors[head];
    const message = (entry as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const text = (name: Field, options: { required?: boolean; description?: string; type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={t(`adminSellers.fields.${name.replace('bankDetails.', '')}`)}
      required={!readOnly && options.required}
      readOnly={readOnly}
      description={readOnly ? undefined : options.description}
      type={options.type}
      autoComplete={options.autoComplete ?? 'off'}
      error={errorOf(name)}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('adminSellers.card.formLabel')}>
      <Stack gap="lg">
        {readOnly && (
          <Alert color="gray" variant="light">
            {t('adminSellers.card.readOnly')}
          </Alert>
        )}
        <Fieldset legend={t('adminSellers.card.organisation')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {mode === 'create' && text('sellerCode', { description: t('adminSellers.card.codeHint') })}
            {text('title', { required: true })}
            {text('shortName')}
            {text('legalEntity')}
            {text('inn', { required: true })}
            {text('kpp')}
            {text('ogrn')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('adminSellers.card.bank')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {BANK_FIELDS.map((field) => (
              <div key={field}>{text(`bankDetails.${field}`)}</div>
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('adminSellers.card.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('lastName')}
            {text('firstName')}
            {text('middleName')}
            {text('position')}
            <Controller
              control={form.control}
              name="phoneNumber"
              render={({ field }) => (
                <PhoneInput
                  label={t('adminSellers.fields.phoneNumber')}
                  readOnly={readOnly}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={errorOf('phoneNumber')}
                />
              )}
            />
            {text('email', {
              required: mode === 'create',
              type: 'email',
              ...(mode === 'create' ? { description: t('adminSellers.card.emailHint') } : {}),
            })}
          </SimpleGrid>
          <Textarea mt="sm" label={t('adminSellers.fields.contact')} readOnly={readOnly} autosize minRows={2} error={errorOf('contact')} {...form.register('contact')} />
        </Fieldset>
        <Fieldset legend={t('adminSellers.card.support')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="curator"
              render={({ field }) => (
                <Select
                  label={t('adminSellers.fields.curator')}
                  placeholder={t('adminSellers.card.none')}
                  data={withCurrent(curators, field.value, seller?.curator?.name ?? field.value)}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  readOnly={readOnly}
                  clearable={!readOnly}
                  searchable
                  error={errorOf('curator')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="dispetcher"
              render={({ field }) => (
                <Select
                  label={t('adminSellers.fields.dispetcher')}
                  placeholder={t('adminSellers.card.none')}
                  data={withCurrent(dispatchers, field.value, seller?.dispetcherUser?.name ?? seller?.dispetcherUser?.username ?? field.value)}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  readOnly={readOnly}
                  clearable={!readOnly}
                  error={errorOf('dispetcher')}
                />
              )}
            />
            {/* On an existing seller the end date is the state panel's own action. */}
            {mode === 'create' && (
              <Controller
                control={form.control}
                name="endConditionAt"
                render={({ field }) => (
                  <DateField
                    label={t('adminSellers.fields.endConditionAt')}
                    description={t('adminSellers.card.endHint')}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    error={errorOf('endConditionAt')}
                  />
                )}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        {rootError && (
          <Alert color="red" role="alert">
            {rootError}
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={submitting}>
              {mode === 'create' ? t('adminSellers.card.create') : t('adminSellers.card.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The options with the current value kept (a curator no longer in the list still shows by name). */
function withCurrent(options: readonly StaffOption[], value: string, label: string): StaffOption[] {
  if (!value || options.some((o) => o.value === value)) return [...options];
  return [{ value, label }, ...options];
}
