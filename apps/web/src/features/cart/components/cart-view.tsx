import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESERVATION_STATUS_LABELS } from '@tmc/shared/cart-schemas';
import { useCart } from '../api/get-cart';
import { CartContactsPanel } from './cart-contacts';
import { CartEntryView, STATUS_COLOURS } from './cart-entry-view';
import { Countdown } from './countdown';
import classes from './cart.module.css';

export interface CartViewProps {
  /** The callback form for the contacts panel (given by the route). */
  callback: ReactNode;
}

/** /cart: the buyer's entries (active first) on the left; the selected one with its contacts on the right. */
export function CartView({ callback }: CartViewProps) {
  const { t } = useTranslation();
  const cart = useCart(0);
  const [selected, setSelected] = useState<string | null>(null);

  if (cart.isPending) return <Skeleton height={240} />;
  if (cart.isError)
    return (
      <Alert color="red" title={t('cart.loadError')}>
        {cart.error.message}
        <Button size="xs" ml="sm" onClick={() => void cart.refetch()}>
          {t('cart.retry')}
        </Button>
      </Alert>
    );
  const items = cart.data.items;
  if (items.length === 0)
    return (
      <Stack gap="xs">
        <Text fw={600}>{t('cart.emptyTitle')}</Text>
        <Text c="dimmed">{t('cart.emptyText')}</Text>
      </Stack>
    );
  const current = items.find((e) => e.id === selected) ?? items[0]!;

  return (
    <div className={classes.layout}>
      <ul className={classes.list} aria-label={t('cart.listLabel')}>
        {items.map((e) => (
          <li key={e.id}>
            <button type="button" className={classes.listItem} aria-current={e.id === current.id || undefined} onClick={() => setSelected(e.id)}>
              <span className={classes.listName} data-reserved={e.termEndsAt ? true : undefined}>
                {e.tmc.name}
              </span>
              <span className={classes.listMeta}>
                <Badge size="sm" color={STATUS_COLOURS[e.status]} variant="light" tt="none">
                  {RESERVATION_STATUS_LABELS[e.status]}
                </Badge>
                {e.termEndsAt && <Countdown until={e.termEndsAt} />}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className={classes.detail}>
        <CartContactsPanel key={current.id} entryId={current.id} callback={callback} />
        <CartEntryView entry={current} side="buyer" />
      </div>
    </div>
  );
}
