import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signInSchema, type SignInInput, type LoginRequest } from '@tmc/shared/account-schemas';
import { useSignIn } from '../api/sign-in';
import { signInFailure, type Notice, type SignInState } from '../model/account-states';

export interface SignInFormProps {
  /** After the profile of the new session has loaded. */
  onSuccess: () => void;
  onRegister: () => void;
  onRecover: () => void;
}

/** The sign-in modal's form: e-mail and password; states default, progress, success, error. */
export function SignInForm({ onSuccess, onRegister, onRecover }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [state, setState] = useState<SignInState>('default');
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<SignInInput, unknown, LoginRequest>({
    resolver: zodResolver(signInSchema),
    defaultValues: { username: '', password: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setState('progress');
    setNotice(null);
    try {
      await signIn.mutateAsync(values);
      setState('success');
      onSuccess();
    } catch (error) {
      setState('error');
      setNotice(signInFailure(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-state={state}>
      <Stack gap="md">
        {state === 'error' && notice && (
          <Alert color="red" title={notice.title} role="alert">
            {notice.text}
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={state === 'progress'} fullWidth>
          {t('auth.signIn.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onRecover}>
            {t('auth.signIn.forgot')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRegister}>
            {t('auth.signIn.register')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
