import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_LABELS } from '@tmc/shared/billing-schemas';
import { formatPrice } from '@tmc/shared/number-format';
import {
  normalizeSubscriptionWords,
  SUBSCRIPTION_DURATION_LABELS,
  SUBSCRIPTION_DURATIONS,
  SUBSCRIPTION_TYPE_LABELS,
  SUBSCRIPTION_TYPES,
  subscriptionWordsError,
  type ActiveSubscription,
  type SubscriptionDuration,
  type SubscriptionType,
} from '@tmc/shared/subscription-schemas';
import { InnRequiredAlert, isEmptyInnError } from '../../../components/inn-required-alert';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/dates';
import { useActiveSubscription } from '../api/get-active-subscription';
import { downloadSubscriptionInvoice, useSubscriptionOrders } from '../api/get-subscription-orders';
import { useSubscriptionPrices } from '../api/get-subscription-prices';
import { usePaySubscription, useSaveSubscriptionWords } from '../api/subscription-actions';
import { QueryView } from '../../../components/query-view';

/** /subscription/keyword for a buyer: the active subscription with its words, ordering or renewing by invoice, the orders. */
export function SubscriptionView() {
  const { t } = useTranslation();
  const active = useActiveSubscription();
  // No subscription answers null, which is data (QueryView takes only undefined as missing).
  return (
    <QueryView query={active} loading={<Skeleton height={240} />} errorTitle={t('subscription.loadError')}>
      {(subscription) => (
        <Stack gap="xl">
          {subscription ? <WordsEditor subscription={subscription} /> : <Text>{t('subscription.none')}</Text>}
          <OrderForm renewing={Boolean(subscription)} />
          <Orders />
        </Stack>
      )}
    </QueryView>
  );
}

function WordsEditor({ subscription }: { subscription: ActiveSubscription }) {
  const { t } = useTranslation();
  const save = useSaveSubscriptionWords();
  const [text, setText] = useState(subscription.words.join('\n'));
  const [saved, setSaved] = useState(false);
  useEffect(() => setText(subscription.words.join('\n')), [subscription.words]);
  const words = normalizeSubscriptionWords(text.split('\n'));
  const localError = subscriptionWordsError(words, subscription.type);
  const serverError = save.error instanceof ApiError ? (save.error.fields?.['words'] ?? save.error.message) : save.error?.message;
  return (
    <section aria-labelledby="subscription-active">
      <Title order={2} size="h3" id="subscription-active">
        {t('subscription.activeTitle', { date: formatShortDate(subscription.expiredAt) })}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('subscription.activeText', { type: SUBSCRIPTION_TYPE_LABELS[subscription.type].toLowerCase() })}
      </Text>
      {!subscription.digestEnabled && (
        <Alert color="yellow" mt="sm">
          {t('subscription.digestOff')}
        </Alert>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          if (localError) return;
          save.mutate(words, { onSuccess: () => setSaved(true) });
        }}
      >
        <Textarea
          mt="md"
          label={t('subscription.wordsLabel')}
          description={t('subscription.wordsHint', { n: words.length, limit: subscription.wordLimit })}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setSaved(false);
          }}
          autosize
          minRows={5}
          maxRows={20}
          error={localError ?? serverError ?? undefined}
        />
        <Group mt="sm" gap="sm">
          <Button type="submit" loading={save.isPending} disabled={Boolean(localError)}>
            {t('subscription.save')}
          </Button>
          {saved && (
            <Text c="green.9" role="status">
              {t('subscription.saved')}
            </Text>
          )}
        </Group>
      </form>
    </section>
  );
}

function OrderForm({ renewing }: { renewing: boolean }) {
  const { t } = useTranslation();
  const prices = useSubscriptionPrices();
  const pay = usePaySubscription();
  const [duration, setDuration] = useState<SubscriptionDuration>('month');
  const [type, setType] = useState<SubscriptionType>('up_to_10');
  const priceOf = (d: SubscriptionDuration, ty: SubscriptionType) => prices.data?.find((p) => p.duration === d && p.type === ty)?.price ?? null;
  const price = priceOf(duration, type);
  const emptyInn = isEmptyInnError(pay.error);
  return (
    <section aria-labelledby="subscription-order">
      <Title order={2} size="h3" id="subscription-order">
        {renewing ? t('subscription.renewTitle') : t('subscription.orderTitle')}
      </Title>
      <Text c="dimmed" mt={4}>
        {renewing ? t('subscription.renewText') : t('subscription.orderText')}
      </Text>
      <Group mt="md" align="flex-start" gap="xl">
        <Radio.Group label={t('subscription.duration')} value={duration} onChange={(v) => setDuration(v as SubscriptionDuration)}>
          <Stack gap={6} mt={6}>
            {SUBSCRIPTION_DURATIONS.map((d) => (
              <Radio key={d} value={d} label={SUBSCRIPTION_DURATION_LABELS[d]} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group label={t('subscription.type')} value={type} onChange={(v) => setType(v as SubscriptionType)}>
          <Stack gap={6} mt={6}>
            {SUBSCRIPTION_TYPES.map((ty) => {
              const p = priceOf(duration, ty);
              return <Radio key={ty} value={ty} label={p === null ? SUBSCRIPTION_TYPE_LABELS[ty] : `${SUBSCRIPTION_TYPE_LABELS[ty]} — ${formatPrice(p)}`} />;
            })}
          </Stack>
        </Radio.Group>
      </Group>
      <Group mt="md" gap="sm">
        <Text fw={600}>{price === null ? t('subscription.noPrice') : t('subscription.price', { price: formatPrice(price) })}</Text>
        <Button onClick={() => pay.mutate({ duration, type })} loading={pay.isPending} disabled={price === null}>
          {t('subscription.pay')}
        </Button>
      </Group>
      {pay.isSuccess && (
        <Alert color="green" mt="sm" role="status" title={t('subscription.issuedTitle', { number: pay.data.invoiceNumber ?? '' })}>
          {t('subscription.issuedText')}
        </Alert>
      )}
      {emptyInn && <InnRequiredAlert />}
      {pay.isError && !emptyInn && (
        <Alert color="red" role="alert" mt="sm">
          {pay.error.message}
        </Alert>
      )}
    </section>
  );
}

function Orders() {
  const { t } = useTranslation();
  const orders = useSubscriptionOrders();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (!orders.data?.length) return null;
  return (
    <section aria-labelledby="subscription-orders">
      <Title order={2} size="h3" id="subscription-orders">
        {t('subscription.ordersTitle')}
      </Title>
      <Table.ScrollContainer minWidth={560} mt="sm" tabIndex={0}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscription.orderColumns.invoice')}</Table.Th>
              <Table.Th>{t('subscription.orderColumns.tariff')}</Table.Th>
              <Table.Th>{t('subscription.orderColumns.amount')}</Table.Th>
              <Table.Th>{t('subscription.orderColumns.status')}</Table.Th>
              <Table.Th>{t('subscription.orderColumns.period')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  {o.invoiceNumber && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => {
                        setDownloadError(null);
                        downloadSubscriptionInvoice(o.id, o.invoiceNumber!).catch((e: unknown) => setDownloadError(e instanceof Error ? e.message : String(e)));
                      }}
                    >
                      {t('subscription.invoicePdf', { number: o.invoiceNumber })}
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  {SUBSCRIPTION_TYPE_LABELS[o.type]}, {SUBSCRIPTION_DURATION_LABELS[o.duration].toLowerCase()}
                </Table.Td>
                <Table.Td>{o.amount === null ? '—' : formatPrice(o.amount)}</Table.Td>
                <Table.Td>
                  {o.invoiceStatus && (
                    <Badge variant="light" tt="none" color={o.invoiceStatus === 'paid' ? 'green' : o.invoiceStatus === 'cancelled' ? 'gray' : 'yellow'}>
                      {INVOICE_STATUS_LABELS[o.invoiceStatus]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{o.periodFrom && o.periodTo ? `${formatShortDate(o.periodFrom)} — ${formatShortDate(o.periodTo)}` : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {downloadError && (
        <Alert color="red" role="alert" mt="sm">
          {downloadError}
        </Alert>
      )}
    </section>
  );
}
