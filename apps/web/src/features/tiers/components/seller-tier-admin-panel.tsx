import { useState } from 'react';
import { Box, Button, Group, Modal, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import { SELLER_TARIFF_LABELS } from '@tmc/shared/seller-tiers';
import { formatDate } from '../../../lib/dates';
import { useSellerTier } from '../api/get-seller-tier';
import { TierChangeForm } from './tier-change-form';
import { QueryView } from '../../../components/query-view';

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
      <Box mt="xs">
        <QueryView query={tier} loading={<Skeleton height={60} />}>
          {(data) => (
            <>
              <Text fw={600}>
                {SELLER_TARIFF_LABELS[data.effective]}
                {data.effective !== data.tariff && ` (${t('tiers.admin.endedTier', { tier: SELLER_TARIFF_LABELS[data.tariff] })})`}
              </Text>
              <Text size="sm">
                {data.tariff === 'free'
                  ? t('tiers.freePeriod')
                  : data.endsAt
                    ? t('tiers.period', { from: formatDate(data.startedAt) ?? '—', to: formatDate(data.endsAt) ?? '—' })
                    : t('tiers.admin.open')}
              </Text>
              <Text size="sm">
                {data.limit === null
                  ? t('tiers.admin.usedUnlimited', { used: formatNumber(data.used) })
                  : t(data.window === 'half-year' ? 'tiers.admin.usedHalfYear' : 'tiers.admin.used', { used: formatNumber(data.used), limit: formatNumber(data.limit) })}
                {data.paused > 0 && ` · ${t('tiers.admin.pausedShort', { n: formatNumber(data.paused) })}`}
              </Text>
              {editable && (
                <Group mt="sm">
                  <Button variant="outline" onClick={() => setOpen(true)}>
                    {t('tiers.admin.change')}
                  </Button>
                </Group>
              )}
              <Modal opened={open} onClose={() => setOpen(false)} title={t('tiers.admin.modalTitle', { title: data.title })}>
                <TierChangeForm sellerCode={sellerCode} tariff={data.tariff} endsAt={data.endsAt} onDone={() => setOpen(false)} />
              </Modal>
            </>
          )}
        </QueryView>
      </Box>
    </Paper>
  );
}
