import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhoneMask } from '@tmc/shared/phone-mask';
import {
  ACCOUNT_MESSAGES,
  fullRegistrationHints,
  fullRegistrationSchema,
  type FullRegistration,
  type FullRegistrationInput,
} from '@tmc/shared/account-schemas';
import type { Profile } from '@tmc/shared/profile';
import { useUpdateProfile } from '../api/update-profile';
import { REGISTRATION_GENERIC_ERROR, registrationFailure, type RegistrationState } from '../model/account-states';
import { profileToFormValues } from '../model/profile-form';

type FormValues = FullRegistrationInput;
type Field = FieldPath<FormValues>;

const PERSON_FIELDS = ['lastName', 'firstName', 'middleName', 'phoneNumber', 'email'] as const;
const BANK_FIELDS = ['bankName', 'bankLegalEntity', 'bik', 'bankInn', 'bankAccount', 'correspondentAccount'] as const;

/**
 * Full registration (specification, sections 4 and 5): the organisation and the person, saved
 * with PUT /api/admin-panel/user/update. It blocks only for an invalid inn or e-mail, or when title,
 * first name and last name are all blank; the other 'required' texts are hints beside blank fields.
 * A blank inn is the error-empty-inn state with the button 'Заполнить ИНН'.
 */
export function FullRegistrationForm({ profile, onSaved }: { profile: Profile; onSaved?: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [state, setState] = useState<RegistrationState>('default');
  const form = useForm<FormValues, unknown, FullRegistration>({
    resolver: zodResolver(fullRegistrationSchema),
    defaultValues: profileToFormValues(profile),
  });
  const errors = form.formState.errors;
  const hints = fullRegistrationHints(form.watch());

  const fillInn = () => form.setFocus('inn');

  const submit = form.handleSubmit(
    async (values) => {
      setState('progress');
      try {
        const saved = await update.mutateAsync(values);
        form.reset(profileToFormValues(saved));
        setState('success');
        onSaved?.(saved);
      } catch (error) {
        const failure = registrationFailure(error, 'email');
        for (const [field, message] of Object.entries(failure.fields)) {
          const path = (BANK_FIELDS as readonly string[]).includes(field) ? `bankDetails.${field}` : field;
          form.setError(path as Field, { type: 'server', message });
        }
        setState(failure.state);
      }
    },
    (invalid) => {
      // The inn is blank: the spec's own state for it, with a way straight to the field.
      const innBlank = (form.getValues('inn') ?? '').trim() === '';
      setState(invalid.inn && innBlank ? 'error-empty-inn' : 'error-fields');
    },
  );

  const text = (name: Exclude<Field, 'bankDetails'>, options: { label: string; hint?: string | undefined; type?: string; autoComplete?: string }) => {
    const error = name.startsWith('bankDetails.')
      ? errors.bankDetails?.[name.slice('bankDetails.'.length) as (typeof BANK_FIELDS)[number]]?.message
      : errors[name as keyof typeof errors]?.message;
    return (
      <TextInput
        label={options.label}
        // The hint says what is missing; once the field has an error, the error says it instead.
        description={error ? undefined : options.hint}
        type={options.type}
        autoComplete={options.autoComplete}
        error={typeof error === 'string' ? error : undefined}
        {...(name === 'phoneNumber'
          ? // The phone through the site's mask as it is typed ('8…' becomes '+7 (…').
            { inputMode: 'tel' as const, placeholder: '+7 (___) ___-__-__', ...form.register(name, { onChange: (event: { target: HTMLInputElement }) => form.setValue(name, formatPhoneMask(event.target.value)) }) }
          : form.register(name))}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate data-state={state}>
      <Stack gap="lg">
        {state === 'error-empty-inn' && (
          <Alert color="red" title={ACCOUNT_MESSAGES.innMustBeFilled} role="alert">
            <Button size="xs" variant="white" color="red" onClick={fillInn}>
              {ACCOUNT_MESSAGES.fillInn}
            </Button>
          </Alert>
        )}
        {state === 'error' && (
          <Alert color="red" title={REGISTRATION_GENERIC_ERROR.title} role="alert">
            {REGISTRATION_GENERIC_ERROR.text}
          </Alert>
        )}
        {state === 'error-fields' && (
          <Alert color="red" title={ACCOUNT_MESSAGES.requestError} role="alert">
            {ACCOUNT_MESSAGES.fillFieldsCorrectly}
          </Alert>
        )}
        {state === 'success' && (
          <Alert color="green" title={t('auth.profile.saved')} role="status" />
        )}
        <Fieldset legend={t('auth.profile.organisation')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('title', { label: t('auth.fields.title'), hint: hints.title, autoComplete: 'organization' })}
            {text('inn', { label: t('auth.fields.inn'), hint: hints.inn })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('auth.profile.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {PERSON_FIELDS.map((name) => (
              <div key={name}>
                {text(name, {
                  label: t(`auth.fields.${name}`),
                  hint: hints[name],
                  ...(name === 'email' ? { type: 'email', autoComplete: 'email' } : {}),
                  ...(name === 'phoneNumber' ? { type: 'tel', autoComplete: 'tel' } : {}),
                })}
              </div>
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('auth.profile.bank')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {BANK_FIELDS.map((name) => (
              <div key={name}>{text(`bankDetails.${name}`, { label: t(`auth.fields.${name}`) })}</div>
            ))}
          </SimpleGrid>
        </Fieldset>
        <Textarea label={t('auth.fields.comment')} rows={3} error={errors.comment?.message} {...form.register('comment')} />
        <Group justify="flex-end">
          <Button type="submit" loading={state === 'progress'}>
            {t('auth.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
