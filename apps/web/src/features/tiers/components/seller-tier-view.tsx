import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Progress, Radio, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_LABELS } from '@tmc/shared/billing-schemas';
import { formatNumber, formatPrice } from '@tmc/shared/number-format';
import { SELLER_TARIFF_LABELS } from '@tmc/shared/seller-tiers';
import type { PaidTier } from '@tmc/shared/seller-tiers';
import type { SellerTier, TierOrder } from '@tmc/shared/tier-schemas';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useSellerTier } from '../api/get-seller-tier';
import { useTierPrices } from '../api/get-tier-prices';
import { downloadTierInvoice, useOrderTier } from '../api/order-tier';
import { QueryView } from '../../../components/query-view';

const label = (tariff: keyof typeof SELLER_TARIFF_LABELS) => SELLER_TARIFF_LABELS[tariff];

/**
 * /sellers/{code}/tariff: the supplier's tier, its period and how much of its limit is used, ordering or
 * renewing a tier by invoice (the representative), and the orders with their invoices. The curator reads.
 */
export function SellerTierView({ sellerCode }: { sellerCode: string }) {
  const { t } = useTranslation();
  const tier = useSellerTier(sellerCode);
  return (
    <QueryView query={tier} loading={<Skeleton height={240} />} errorTitle={t('tiers.loadError')}>
      {(data) => (
        <Stack gap="xl">
          <CurrentTier tier={data} />
          {data.mode === 'owner' ? <OrderForm sellerCode={sellerCode} current={data} /> : <Text c="dimmed">{t('tiers.orderByRepresentative')}</Text>}
          <Orders orders={data.orders} />
        </Stack>
      )}
    </QueryView>
  );
}

function CurrentTier({ tier }: { tier: SellerTier }) {
  const { t } = useTranslation();
  const period =
    tier.tariff === 'free'
      ? t('tiers.freePeriod')
      : tier.endsAt
        ? t('tiers.period', { from: formatDate(tier.startedAt) ?? '—', to: formatDate(tier.endsAt) ?? '—' })
        : tier.startedAt
          ? t('tiers.periodOpen', { from: formatDate(tier.startedAt) ?? '—' })
          : t('tiers.periodNone');
  const usedPercent = tier.limit ? Math.min(100, Math.round((tier.used / tier.limit) * 100)) : 0;
  return (
    <Paper withBorder p="md" radius="md" mt="md" component="section" aria-labelledby="tier-current">
      <Title order={2} size="h3" id="tier-current">
        {tier.effective === 'free' ? t('tiers.currentFree') : t('tiers.current', { tier: label(tier.effective) })}
      </Title>
      {tier.effective !== tier.tariff && (
        <Alert color="yellow" mt="sm">
          {t('tiers.ended', { tier: label(tier.tariff), then: label(tier.effective) })}
        </Alert>
      )}
      <Text mt="xs">{period}</Text>
      {tier.then && tier.endsAt && <Text mt={4}>{t('tiers.then', { date: formatDate(tier.endsAt) ?? '—', tier: tier.then === 'free' ? t('tiers.freeTier') : t('tiers.tierName', { tier: label(tier.then) }) })}</Text>}
      {tier.limit === null ? (
        <Text mt="sm">{t('tiers.unlimited')}</Text>
      ) : (
        <>
          <Text mt="sm" fw={600}>
            {t(tier.window === 'half-year' ? 'tiers.usedHalfYear' : 'tiers.usedHeld', { used: formatNumber(tier.used), limit: formatNumber(tier.limit) })}{' '}
            {t('tiers.room', { room: formatNumber(tier.room ?? 0) })}
          </Text>
          <Progress
            mt="xs"
            value={usedPercent}
            color={tier.room === 0 ? 'red' : 'green'}
            aria-label={t('tiers.usedLabel', { percent: usedPercent })}
          />
        </>
      )}
      {tier.paused > 0 && (
        <Alert color="orange" mt="md" title={t('tiers.pausedTitle', { count: tier.paused, n: formatNumber(tier.paused) })}>
          {t('tiers.pausedText')}
        </Alert>
      )}
    </Paper>
  );
}

function OrderForm({ sellerCode, current }: { sellerCode: string; current: SellerTier }) {
  const { t } = useTranslation();
  const prices = useTierPrices();
  const order = useOrderTier(sellerCode);
  // The paid tier still running (renewing it extends it from its end).
  const running = current.tariff !== 'free' && current.effective === current.tariff ? current.tariff : null;
  const [choice, setChoice] = useState<PaidTier | null>(running);
  const chosen = prices.data?.find((p) => p.tariff === choice) ?? null;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <section aria-labelledby="tier-order">
      <Title order={2} size="h3" id="tier-order">
        {running ? t('tiers.renewTitle') : t('tiers.orderTitle')}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('tiers.orderText')}{' '}
        <Anchor component={Link} to={paths.tariff.getHref()} underline="always">
          {t('tiers.tariffPage')}
        </Anchor>
      </Text>
      <Box mt="md">
        <QueryView query={prices} loading={<Skeleton height={160} />}>
          {(data) => (
            <Radio.Group label={t('tiers.choose')} value={choice ?? ''} onChange={(v) => setChoice(v as PaidTier)}>
              <Stack gap={8} mt={6}>
                {data.map((p) => (
                  <Radio
                    key={p.tariff}
                    value={p.tariff}
                    disabled={!p.orderable}
                    label={t('tiers.option', {
                      tier: label(p.tariff),
                      amount: p.limit === null ? t('tiers.noLimit') : t('tiers.upTo', { n: formatNumber(p.limit) }),
                      validity: p.validityPeriod ?? '—',
                      price: p.price === null ? t('tiers.noPrice') : formatPrice(p.price),
                    })}
                    description={p.tariff === running && current.endsAt ? t('tiers.renewHint', { date: formatDate(current.endsAt) ?? '—' }) : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </QueryView>
      </Box>
      <Group mt="md" gap="sm">
        <Button disabled={!chosen?.orderable} loading={order.isPending} onClick={() => chosen && order.mutate({ tier: chosen.tariff })}>
          {t('tiers.pay')}
        </Button>
      </Group>
      {order.isSuccess && (
        <Alert color="green" mt="sm" role="status" title={t('tiers.issuedTitle', { number: order.data.invoiceNumber ?? '' })}>
          <Text size="sm">{t('tiers.issuedText')}</Text>
          {order.data.invoiceNumber && (
            <Button
              size="xs"
              mt="xs"
              variant="outline"
              onClick={() => {
                setDownloadError(null);
                downloadTierInvoice(order.data.id, order.data.invoiceNumber!).catch((e: unknown) => setDownloadError(e instanceof Error ? e.message : String(e)));
              }}
            >
              {t('tiers.download', { number: order.data.invoiceNumber })}
            </Button>
          )}
        </Alert>
      )}
      {order.isError && (
        <Alert color="red" role="alert" mt="sm">
          {order.error.message}
        </Alert>
      )}
      {downloadError && (
        <Alert color="red" role="alert" mt="sm">
          {downloadError}
        </Alert>
      )}
    </section>
  );
}

function Orders({ orders }: { orders: TierOrder[] }) {
  const { t } = useTranslation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="tier-orders">
      <Title order={2} size="h3" id="tier-orders">
        {t('tiers.ordersTitle')}
      </Title>
      <Table.ScrollContainer minWidth={600} mt="sm" tabIndex={0}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tiers.columns.invoice')}</Table.Th>
              <Table.Th>{t('tiers.columns.tier')}</Table.Th>
              <Table.Th>{t('tiers.columns.amount')}</Table.Th>
              <Table.Th>{t('tiers.columns.status')}</Table.Th>
              <Table.Th>{t('tiers.columns.period')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  {o.invoiceNumber && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => {
                        setDownloadError(null);
                        downloadTierInvoice(o.id, o.invoiceNumber!).catch((e: unknown) => setDownloadError(e instanceof Error ? e.message : String(e)));
                      }}
                    >
                      {t('tiers.invoicePdf', { number: o.invoiceNumber })}
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  {label(o.tariff)}, {o.validityPeriod}
                </Table.Td>
                <Table.Td>{formatPrice(o.price)}</Table.Td>
                <Table.Td>
                  {o.invoiceStatus && (
                    <Badge variant="light" tt="none" color={o.invoiceStatus === 'paid' ? 'green' : o.invoiceStatus === 'cancelled' ? 'gray' : 'yellow'}>
                      {INVOICE_STATUS_LABELS[o.invoiceStatus]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {o.periodFrom ? (o.periodTo ? `${formatDate(o.periodFrom)} — ${formatDate(o.periodTo)}` : t('tiers.periodFromOpen', { from: formatDate(o.periodFrom) ?? '—' })) : '—'}
                </Table.Td>
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
