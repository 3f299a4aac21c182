import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CART_TERMS } from '@tmc/shared/cart-schemas';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useReserve } from '../api/reserve';
import { MantineScope } from '../../../components/mantine-scope';
import type { BuyButtonProps } from './buy-button';

export interface BuyDialogProps {
  item: BuyButtonProps['item'];
  unitName: string;
  opened: boolean;
  onClose: () => void;
}

/** The 'Купить' dialog (loaded by BuyButton on demand): the quantity, then the hold's confirmation. */
export default function BuyDialog(props: BuyDialogProps) {
  return (
    <MantineScope>
      <BuyDialogInner {...props} />
    </MantineScope>
  );
}

function BuyDialogInner({ item, unitName, opened, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const reserve = useReserve();
  const [quantity, setQuantity] = useState<number | string>(item.quantity);
  const value = typeof quantity === 'number' ? quantity : Number(String(quantity).replace(',', '.'));
  const fieldError = reserve.error instanceof ApiError ? reserve.error.fields['quantity'] : undefined;

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('cart.buy.title')} centered>
        {reserve.isSuccess ? (
          <Stack>
            <Alert color="green" title={t('cart.buy.doneTitle')}>
              {t('cart.buy.doneText', { days: CART_TERMS.holdDays })}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
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
                <Button variant="default" onClick={onClose}>
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
