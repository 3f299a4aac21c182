import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import { SELLER_TARIFF_LABELS } from '@tmc/shared/seller-tiers';
import { formatDate } from '../../../lib/dates';
import { useSellerTier } from '../api/get-seller-tier';
import { TierChangeForm } from './tier-change-form';

/** The tier on an administrator's seller card: the tier, its period and use; L1 and L2 change it. */
export function SellerTierAdminPanel({ sellerCode, editable }: { sellerCode: string; editable: boolean }) {
  const { t } = useTranslation();
  const tier = useSellerTier(sellerCode);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="seller-tier-admin">
      <Title order={3} size="h4" id="seller-tier-admin">
        {t('tiers.admin.panelTitle')}
      </Title>
      {tier.isPending ? (
        <Skeleton height={60} mt="sm" />
      ) : tier.isError ? (
        <Alert color="red" mt="sm">
          {tier.error.message}
        </Alert>
      ) : (
        <>
          <Text mt="xs" fw={600}>
            {SELLER_TARIFF_LABELS[tier.data.effective]}
            {tier.data.effective !== tier.data.tariff && ` (${t('tiers.admin.endedTier', { tier: SELLER_TARIFF_LABELS[tier.data.tariff] })})`}
          </Text>
          <Text size="sm">
            {tier.data.tariff === 'free'
              ? t('tiers.freePeriod')
              : tier.data.endsAt
                ? t('tiers.period', { from: formatDate(tier.data.startedAt) ?? '—', to: formatDate(tier.data.endsAt) ?? '—' })
                : t('tiers.admin.open')}
          </Text>
          <Text size="sm">
            {tier.data.limit === null
              ? t('tiers.admin.usedUnlimited', { used: formatNumber(tier.data.used) })
              : t(tier.data.window === 'half-year' ? 'tiers.admin.usedHalfYear' : 'tiers.admin.used', { used: formatNumber(tier.data.used), limit: formatNumber(tier.data.limit) })}
            {tier.data.paused > 0 && ` · ${t('tiers.admin.pausedShort', { n: formatNumber(tier.data.paused) })}`}
          </Text>
          {editable && (
            <Group mt="sm">
              <Button variant="outline" onClick={() => setOpen(true)}>
                {t('tiers.admin.change')}
              </Button>
            </Group>
          )}
          <Modal opened={open} onClose={() => setOpen(false)} title={t('tiers.admin.modalTitle', { title: tier.data.title })}>
            <TierChangeForm sellerCode={sellerCode} tariff={tier.data.tariff} endsAt={tier.data.endsAt} onDone={() => setOpen(false)} />
          </Modal>
        </>
      )}
    </Paper>
  );
}
