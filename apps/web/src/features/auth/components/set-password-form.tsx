import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, passwordTokenSchema } from '@tmc/shared/account-schemas';
import { setPasswordFormSchema, type SetPasswordFormInput } from '@tmc/shared/password-schemas';
import { ApiError } from '../../../lib/api-client';
import { useSetPassword } from '../api/set-password';
import { isInvalidLink } from '../model/account-states';
import { ResendLink } from './resend-link';

type PasswordState = 'default' | 'progress' | 'invalid-link' | 'error';

/**
 * The page behind the mail's link: the new password twice, then POST /api/auth/password, which
 * signs the user in. A missing, malformed, used or expired token shows how to get a new mail.
 */
export function SetPasswordForm({ token, onSuccess }: { token: string | null; onSuccess: () => void }) {
  const { t } = useTranslation();
  const setPassword = useSetPassword();
  const tokenIsWellFormed = passwordTokenSchema.safeParse(token).success;
  const [state, setState] = useState<PasswordState>(tokenIsWellFormed ? 'default' : 'invalid-link');
  const [errorText, setErrorText] = useState('');
  const form = useForm<SetPasswordFormInput, unknown, SetPasswordFormInput>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    setState('progress');
    try {
      await setPassword.mutateAsync({ token: token ?? '', password });
      onSuccess();
    } catch (error) {
      if (isInvalidLink(error)) {
        setState('invalid-link');
        return;
      }
      // The server's own check of this user's password (it contains their e-mail): shown at the field.
      if (error instanceof ApiError && error.fields.password) {
        form.setError('password', { type: 'server', message: error.fields.password });
        setState('default');
        return;
      }
      setErrorText(error instanceof ApiError ? error.message : ACCOUNT_MESSAGES.tryAgain);
      setState('error');
    }
  });

  if (state === 'invalid-link') {
    return (
      <Alert color="red" title={ACCOUNT_MESSAGES.invalidLink} role="alert" data-state={state}>
        <ResendLink />
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-state={state}>
      <Stack gap="md" maw={420}>
        {state === 'error' && (
          <Alert color="red" title={ACCOUNT_MESSAGES.tryAgain} role="alert">
            {errorText}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.fields.newPassword')}
          description={t('auth.password.rule')}
          autoComplete="new-password"
          required
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('auth.fields.passwordConfirm')}
          autoComplete="new-password"
          required
          error={form.formState.errors.passwordConfirm?.message}
          {...form.register('passwordConfirm')}
        />
        <Button type="submit" loading={state === 'progress'}>
          {t('auth.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
