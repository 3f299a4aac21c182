import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALLBACK_MESSAGES, callbackFormSchema, type CallbackFormValues } from '@tmc/shared/callback-schemas';
import { formatPhoneMask, PHONE_BACKSPACE_DIGIT_LIMIT, phoneBackspace, phoneDigits } from '@tmc/shared/phone-mask';
import { ApiError } from '../../../lib/api-client';
import { useCallbackRoles } from '../api/get-callback-roles';
import { useSendCallback } from '../api/send-callback';
import { buildRoleOptions, callbackSuccessSubtitle, chosenRoleName } from '../model/callback-model';

type CallbackState = 'form' | 'success' | 'error';

export interface CallbackFormProps {
  /** The visitor's clock, for the success subtitle (19:00 rule); tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The callback form (specification, sections 2, 4, 5): a masked phone, one radio per role from the
 * server's list, 'Обратный звонок'. Success shows 'Заявка отправлена' with the subtitle of the local
 * hour and resets the form; an error answer of the server, or an empty role list, shows 'Ошибка
 * запроса'. Closing either alert shows the form again. A request that got no answer at all (a
 * client-side error) is only logged, as the specification says.
 */
export function CallbackForm({ now = () => new Date() }: CallbackFormProps) {
  const { t } = useTranslation();
  const roles = useCallbackRoles();
  const send = useSendCallback();
  const [state, setState] = useState<CallbackState>('form');
  const [subtitle, setSubtitle] = useState('');
  const form = useForm<CallbackFormValues, unknown, { phone: string; callbackType?: string | undefined }>({
    resolver: zodResolver(callbackFormSchema),
    defaultValues: { phone: '', callbackType: '' },
  });
  const options = buildRoleOptions(roles.data ?? []);

  const submit = form.handleSubmit(async (values) => {
    const role = chosenRoleName(options, values.callbackType);
    if (role === null) {
      setState('error');
      return;
    }
    try {
      await send.mutateAsync({ phoneNumber: phoneDigits(values.phone), role });
      setSubtitle(callbackSuccessSubtitle(now()));
      setState('success');
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) setState('error');
      else console.error('callback request failed', error);
    }
  });

  const closeAlert = () => setState('form');

  if (state === 'success') {
    return (
      <Alert color="green" title={CALLBACK_MESSAGES.successTitle} role="status" withCloseButton closeButtonLabel={t('callback.close')} onClose={closeAlert}>
        {subtitle}
      </Alert>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red" title={CALLBACK_MESSAGES.errorTitle} role="alert" withCloseButton closeButtonLabel={t('callback.close')} onClose={closeAlert}>
        {CALLBACK_MESSAGES.errorText}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('callback.formLabel')}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('callback.phone')}
              placeholder={t('callback.phonePlaceholder')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatPhoneMask(event.currentTarget.value))}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                // The mask's punctuation would come back after a native deletion: drop a digit instead.
                if (event.key === 'Backspace' && phoneDigits(field.value).length <= PHONE_BACKSPACE_DIGIT_LIMIT) {
                  event.preventDefault();
                  field.onChange(phoneBackspace(field.value));
                }
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {options.length > 0 && (
          <Controller
            control={form.control}
            name="callbackType"
            render={({ field }) => (
              <Radio.Group label={t('callback.role')} name={field.name} value={field.value ?? ''} onChange={field.onChange}>
                <Stack gap={6} mt={6}>
                  {options.map((option) => (
                    <Radio key={option.id} value={option.id} label={option.name} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <Button type="submit" loading={send.isPending} fullWidth>
          {t('callback.submit')}
        </Button>
      </Stack>
    </form>
  );
}
