import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { recoverySchema, type RecoveryInput } from '@tmc/shared/account-schemas';
import { useRequestPasswordMail } from '../api/request-password-mail';
import { recoveryFailure, type Notice, type RecoveryState } from '../model/account-states';

export interface PasswordMailFormProps {
  /** 'recovery': the recovery modal; 'resend': the /account/auth/ page (the password-creation mail again). */
  kind: 'recovery' | 'resend';
  defaultEmail?: string;
  /** Links under the form (back to sign-in...). */
  footer?: ReactNode;
}

/**
 * An e-mail and the call that mails a password link (PUT /api/auth/{email}/reset-password/{email}).
 * States default, progress, reset-success, reset-error, reset-data-error (specification, section 4).
 */
export function PasswordMailForm({ kind, defaultEmail = '', footer }: PasswordMailFormProps) {
  const { t } = useTranslation();
  const request = useRequestPasswordMail();
  const [state, setState] = useState<RecoveryState>('default');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sentTo, setSentTo] = useState('');
  const form = useForm<RecoveryInput, unknown, { email: string }>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setState('progress');
    setNotice(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
      setState('reset-success');
    } catch (error) {
      const failure = recoveryFailure(error);
      setNotice(failure.notice);
      setState(failure.state);
    }
  });

  if (state === 'reset-success') {
    return (
      <Stack gap="md" data-state={state}>
        <Alert color="green" title={t('auth.recovery.successTitle')} role="status">
          {t(kind === 'recovery' ? 'auth.recovery.successText' : 'auth.resend.successText', { email: sentTo })}
        </Alert>
        {footer}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-state={state}>
      <Stack gap="md">
        <Text size="sm">{t(kind === 'recovery' ? 'auth.recovery.lead' : 'auth.resend.lead')}</Text>
        {(state === 'reset-error' || state === 'reset-data-error') && notice && (
          <Alert color="red" title={notice.title} role="alert">
            {notice.text || null}
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
          {t(kind === 'recovery' ? 'auth.recovery.submit' : 'auth.resend.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
