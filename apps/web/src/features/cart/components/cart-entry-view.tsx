import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CART_ACTOR_LABELS,
  CART_EVENT_LABELS,
  RESERVATION_STATUS_LABELS,
  SELLER_RESERVATION_STATUS_LABELS,
  type CartEntry,
} from '@tmc/shared/cart-schemas';
import { INVOICE_STATUS_LABELS } from '@tmc/shared/billing-schemas';
import { InnRequiredAlert, isEmptyInnError } from '../../../components/inn-required-alert';
import { paths } from '../../../config/paths';
import { useCartAction, type CartAction } from '../api/cart-actions';
import { downloadCartDocument } from '../api/download-document';
import { Countdown, formatDateTime } from './countdown';
import classes from './cart.module.css';

export const STATUS_COLOURS = { reserved: 'red', ordered: 'orange', paid: 'blue', concluded: 'green', cancelled: 'gray' } as const;

const money = (v: number) => `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(v)} ₽`;
const qty = (v: number) => String(v).replace('.', ',');

export interface CartEntryViewProps {
  entry: CartEntry;
  /** 'buyer' in the cart; 'seller' in the supplier's cabinet (its own labels, 'покупатель заинтересован'). */
  side: 'buyer' | 'seller';
}

/** One entry with its state, the live countdown of its term, the steps the viewer may take, documents and history. */
export function CartEntryView({ entry, side }: CartEntryViewProps) {
  const { t } = useTranslation();
  const action = useCartAction();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const run = (a: CartAction) => action.mutate({ id: entry.id, action: a }, { onSuccess: () => setCancelling(false) });
  const labels = side === 'seller' ? SELLER_RESERVATION_STATUS_LABELS : RESERVATION_STATUS_LABELS;
  const emptyInn = isEmptyInnError(action.error);
  const download = (kind: 'invoice' | 'upd') => {
    setDownloadError(null);
    const name = kind === 'invoice' ? `schet-${entry.invoice?.number ?? entry.id}.pdf` : `upd-${entry.tmc.id}.pdf`;
    downloadCartDocument(entry.id, kind, name).catch((error: unknown) => setDownloadError(error instanceof Error ? error.message : String(error)));
  };

  const termLabel: Record<string, string> = { reserved: t('cart.term.hold'), ordered: t('cart.term.pay'), paid: t('cart.term.deal') };
  const rows: Array<[string, ReactNode]> = [
    [t('cart.fields.quantity'), `${qty(entry.quantity)} (${t('cart.fields.stockNow', { quantity: qty(entry.tmc.quantity) })})`],
    [t('cart.fields.price'), money(entry.tmc.price)],
    [t('cart.fields.amount'), money(Math.round(entry.tmc.price * entry.quantity * 100) / 100)],
    [side === 'buyer' ? t('cart.fields.seller') : t('cart.fields.buyer'), side === 'buyer' ? `${entry.seller.title} (${entry.seller.sellerCode})` : (entry.buyerTitle ?? '—')],
    [t('cart.fields.createdAt'), formatDateTime(entry.createdAt)],
  ];
  if (entry.invoice) rows.push([t('cart.fields.invoice'), t('cart.fields.invoiceValue', { number: entry.invoice.number, amount: money(entry.invoice.amount), status: INVOICE_STATUS_LABELS[entry.invoice.status] })]);
  if (entry.cancelReason) rows.push([t('cart.fields.cancelReason'), entry.cancelReason]);

  return (
    <article className={classes.entry} data-status={entry.status} aria-label={entry.tmc.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Link to={paths.tmcItem.getHref(entry.tmc.id)} className={classes.entryName} data-reserved={entry.status !== 'concluded' && entry.status !== 'cancelled' ? true : undefined}>
          {entry.tmc.name}
        </Link>
        <Badge color={STATUS_COLOURS[entry.status]} variant="light" tt="none">
          {labels[entry.status]}
        </Badge>
      </Group>
      {entry.termEndsAt && (
        <p className={classes.term}>
          {termLabel[entry.status]} {formatDateTime(entry.termEndsAt)} · <Countdown until={entry.termEndsAt} />
        </p>
      )}
      <dl className={classes.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <Group gap="xs" wrap="wrap">
        {entry.can.order && (
          <Button color="red" onClick={() => run({ kind: 'order' })} loading={action.isPending}>
            {t('cart.actions.order')}
          </Button>
        )}
        {entry.can.outcome && (
          <>
            <Button color="green" onClick={() => run({ kind: 'outcome', concluded: true })} loading={action.isPending}>
              {t('cart.actions.concluded')}
            </Button>
            <Button color="gray" variant="light" onClick={() => run({ kind: 'outcome', concluded: false })} loading={action.isPending}>
              {t('cart.actions.notConcluded')}
            </Button>
          </>
        )}
        {entry.can.invoice && (
          <Button variant="light" onClick={() => download('invoice')}>
            {t('cart.actions.invoice')}
          </Button>
        )}
        {entry.can.upd && (
          <Button variant="light" onClick={() => download('upd')}>
            {t('cart.actions.upd')}
          </Button>
        )}
        {entry.can.nomenclature && (
          <Button variant="subtle" onClick={() => run({ kind: 'nomenclature' })} loading={action.isPending}>
            {t('cart.actions.nomenclature')}
          </Button>
        )}
        {entry.can.cancel && !cancelling && (
          <Button variant="subtle" color="gray" onClick={() => setCancelling(true)}>
            {t('cart.actions.cancel')}
          </Button>
        )}
      </Group>
      {cancelling && (
        <Stack gap="xs" mt="sm">
          <Textarea label={t('cart.actions.cancelReason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <Group gap="xs">
            <Button color="red" variant="light" onClick={() => run({ kind: 'cancel', reason: reason.trim() })} loading={action.isPending}>
              {t('cart.actions.cancelConfirm')}
            </Button>
            <Button variant="default" onClick={() => setCancelling(false)}>
              {t('cart.actions.keep')}
            </Button>
          </Group>
        </Stack>
      )}
      {emptyInn && <InnRequiredAlert />}
      {action.isError && !emptyInn && (
        <Alert color="red" role="alert" mt="sm">
          {action.error.message}
        </Alert>
      )}
      {downloadError && (
        <Alert color="red" role="alert" mt="sm">
          {downloadError}
        </Alert>
      )}

      <section className={classes.history} aria-label={t('cart.history')}>
        <Text fw={600} size="sm">
          {t('cart.history')}
        </Text>
        <ol>
          {entry.events.map((e, i) => (
            <li key={i}>
              <span className={classes.when}>{formatDateTime(e.at)}</span> {CART_EVENT_LABELS[e.event]}
              <span className={classes.who}>
                {' '}
                — {CART_ACTOR_LABELS[e.actor]}
                {e.actorName ? ` (${e.actorName})` : ''}
              </span>
              {e.note && <span className={classes.note}> · {e.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
