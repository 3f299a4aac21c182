import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CART_TERMS } from '@tmc/shared/cart-schemas';
import { useAccountModal } from '../../../components/account-modal-context';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useReserve } from '../api/reserve';
import { MantineScope } from '../../../components/mantine-scope';

/** Who looks: a visitor is asked to sign in; buyers and suppliers' users may buy; administrators see no button. */
export type BuyViewer = 'unknown' | 'anonymous' | 'buyer' | 'other';

export interface BuyButtonProps {
  item: { id: number; name: string; quantity: number; reservedByMe: boolean };
  /** The unit's short name ('шт'). */
  unitName: string;
  viewer: BuyViewer;
  size?: 'compact' | 'default';
}

/**
 * 'Купить': the buyer chooses a quantity (up to the stock, all of it by default) and the item is held for
 * 3 days, hidden from every other buyer. A held item shows the way to the cart instead.
 */
/** 'Купить' works on any page: it brings its own Mantine scope where the page has none (item page). */
export function BuyButton(props: BuyButtonProps) {
  return (
    <MantineScope>
      <BuyButtonInner {...props} />
    </MantineScope>
  );
}

function BuyButtonInner({ item, unitName, viewer, size = 'default' }: BuyButtonProps) {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const reserve = useReserve();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState<number | string>(item.quantity);

  if (viewer === 'unknown' || viewer === 'other') return null;

  const start = () => {
    if (viewer === 'anonymous') {
      accountModal.open('sign-in');
      return;
    }
    reserve.reset();
    setQuantity(item.quantity);
    setOpen(true);
  };
  const value = typeof quantity === 'number' ? quantity : Number(String(quantity).replace(',', '.'));
  const fieldError = reserve.error instanceof ApiError ? reserve.error.fields['quantity'] : undefined;

  return (
    <>
      {/* A held item shows the way to the cart; the dialog stays open over it, so the buyer sees the hold succeed
          after the page has reloaded the item as its own. */}
      {item.reservedByMe ? (
        <Button component={Link} to={paths.cart.getHref()} color="red" variant="light" size={size === 'compact' ? 'xs' : 'sm'}>
          {t('cart.buy.inCart')}
        </Button>
      ) : (
        <Button color="red.9" size={size === 'compact' ? 'xs' : 'sm'} onClick={start} disabled={item.quantity <= 0}>
          {t('cart.buy.button')}
        </Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('cart.buy.title')} centered>
        {reserve.isSuccess ? (
          <Stack>
            <Alert color="green" title={t('cart.buy.doneTitle')}>
              {t('cart.buy.doneText', { days: CART_TERMS.holdDays })}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('cart.buy.close')}
              </Button>
              <Button component={Link} to={paths.cart.getHref()}>
                {t('cart.buy.toCart')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!(value > 0)) return;
              reserve.mutate({ tmcId: item.id, quantity: value });
            }}
          >
            <Stack>
              <Text size="sm">{item.name}</Text>
              <NumberInput
                label={t('cart.buy.quantity', { unit: unitName })}
                description={t('cart.buy.available', { quantity: String(item.quantity).replace('.', ','), unit: unitName })}
                value={quantity}
                onChange={setQuantity}
                min={0.001}
                max={item.quantity}
                decimalScale={3}
                decimalSeparator=","
                thousandSeparator=" "
                allowNegative={false}
                error={fieldError ?? (value > item.quantity ? t('cart.buy.tooMany') : undefined)}
                data-autofocus
              />
              <Text size="sm" c="dimmed">
                {t('cart.buy.terms', { days: CART_TERMS.holdDays })}
              </Text>
              {reserve.isError && !fieldError && (
                <Alert color="red" role="alert">
                  {reserve.error.message}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpen(false)}>
                  {t('cart.buy.cancel')}
                </Button>
                <Button type="submit" color="red.9" loading={reserve.isPending} disabled={!(value > 0) || value > item.quantity}>
                  {t('cart.buy.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
