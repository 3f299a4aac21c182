import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, quickRegistrationSchema, type QuickRegistrationInput } from '@tmc/shared/account-schemas';
import { useRegisterBuyer } from '../api/register-buyer';
import { REGISTRATION_GENERIC_ERROR, registrationFailure, type RegistrationState } from '../model/account-states';
import { ResendLink } from './resend-link';

export interface QuickRegistrationFormProps {
  onSignIn: () => void;
  /** The user follows a link out of the modal (the resend page). */
  onLeave: () => void;
}

/**
 * The registration modal for a visitor: quick registration by e-mail. States default, progress,
 * success (the link was sent), error-fields, error-reset-password (the mail failed: resend link) and
 * the generic error.
 */
export function QuickRegistrationForm({ onSignIn, onLeave }: QuickRegistrationFormProps) {
  const { t } = useTranslation();
  const register = useRegisterBuyer();
  const [state, setState] = useState<RegistrationState>('default');
  const [sentText, setSentText] = useState('');
  const form = useForm<QuickRegistrationInput, unknown, { email: string }>({
    resolver: zodResolver(quickRegistrationSchema),
    defaultValues: { email: '' },
  });
  const email = form.watch('email');

  const submit = form.handleSubmit(async (values) => {
    setState('progress');
    try {
      setSentText(await register.mutateAsync(values.email));
      setState('success');
    } catch (error) {
      const failure = registrationFailure(error, 'email');
      for (const [field, message] of Object.entries(failure.fields)) {
        if (field === 'email') form.setError('email', { type: 'server', message });
      }
      setState(failure.state);
    }
  });

  if (state === 'success') {
    return (
      <Stack gap="md" data-state={state}>
        <Alert color="green" title={t('auth.registration.successTitle')} role="status">
          {sentText}
        </Alert>
        <Text size="sm">{t('auth.registration.successHint')}</Text>
        <ResendLink email={email} onNavigate={onLeave} />
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-state={state}>
      <Stack gap="md">
        <Text size="sm">{t('auth.registration.lead')}</Text>
        {state === 'error-reset-password' && (
          <Alert color="red" title={ACCOUNT_MESSAGES.passwordMailFailed} role="alert">
            <ResendLink email={email} onNavigate={onLeave} />
          </Alert>
        )}
        {state === 'error' && (
          <Alert color="red" title={REGISTRATION_GENERIC_ERROR.title} role="alert">
            {REGISTRATION_GENERIC_ERROR.text}
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={state === 'progress'} fullWidth>
          {t('auth.registration.submit')}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm">{t('auth.registration.haveAccount')}</Text>
          <Anchor component="button" type="button" size="sm" onClick={onSignIn}>
            {t('auth.registration.signIn')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
