import { Alert, Button } from '@mantine/core';
import { CART_MESSAGES } from '@tmc/shared/cart-schemas';
import { ApiError } from '../lib/api-client';
import { useAccountModal } from './account-modal-context';

/** Whether an answer is the server's 'empty_inn' refusal (ordering needs the buyer's full registration). */
export function isEmptyInnError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'empty_inn';
}

/** The specification's 'ИНН должен быть заполнен обязательно' with 'Заполнить ИНН', which opens the full registration. */
export function InnRequiredAlert() {
  const accountModal = useAccountModal();
  return (
    <Alert color="red" role="alert" mt="sm" title={CART_MESSAGES.innRequired}>
      <Button size="xs" mt="xs" onClick={() => accountModal.open('registration')}>
        {CART_MESSAGES.fillInn}
      </Button>
    </Alert>
  );
}
