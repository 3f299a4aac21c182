import { useState, type ReactNode } from 'react';
import { Badge, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESERVATION_STATUS_LABELS, type CartEntry } from '@tmc/shared/cart-schemas';
import { QueryView } from '../../../components/query-view';
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

  return (
    <QueryView
      query={cart}
      loading={<Skeleton height={240} />}
      errorTitle={t('cart.loadError')}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Stack gap="xs">
          <Text fw={600}>{t('cart.emptyTitle')}</Text>
          <Text c="dimmed">{t('cart.emptyText')}</Text>
        </Stack>
      }
    >
      {(data) => <CartEntries items={data.items} selected={selected} onSelect={setSelected} callback={callback} />}
    </QueryView>
  );
}

/** The entries on the left, the selected one (the first by default) with its contacts on the right. */
function CartEntries({ items, selected, onSelect, callback }: { items: CartEntry[]; selected: string | null; onSelect: (id: string) => void; callback: ReactNode }) {
  const { t } = useTranslation();
  const current = items.find((e) => e.id === selected) ?? items[0]!;

  return (
    <div className={classes.layout}>
      <ul className={classes.list} aria-label={t('cart.listLabel')}>
        {items.map((e) => (
          <li key={e.id}>
            <button type="button" className={classes.listItem} aria-current={e.id === current.id || undefined} onClick={() => onSelect(e.id)}>
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
