import { useState } from 'react';
import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESERVATION_STATUSES, SELLER_RESERVATION_STATUS_LABELS, type ReservationStatus } from '@tmc/shared/cart-schemas';
import { Pager } from '../../../components/pager';
import { useSellerDeals } from '../api/get-seller-deals';
import { CartEntryView } from './cart-entry-view';
import { QueryView } from '../../../components/query-view';

/** The supplier's cabinet 'deals': buyers' holds on its goods ('покупатель заинтересован') and the deals that follow. */
export function SellerDealsView({ sellerCode }: { sellerCode: string | null }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReservationStatus | 'all'>('all');
  const [page, setPage] = useState(0);
  const deals = useSellerDeals({ sellerCode, status: status === 'all' ? undefined : status, page });
  return (
    <Stack>
      {/* A list rather than a segmented strip: six long Russian labels do not fit one row, even at 1440 px. */}
      <Select
        label={t('cart.deals.status')}
        data={[{ value: 'all', label: t('cart.deals.all') }, ...RESERVATION_STATUSES.map((s) => ({ value: s, label: SELLER_RESERVATION_STATUS_LABELS[s] }))]}
        value={status}
        onChange={(v) => {
          setStatus((v ?? 'all') as ReservationStatus | 'all');
          setPage(0);
        }}
        allowDeselect={false}
        w={320}
        maw="100%"
      />
      <QueryView query={deals} loading={<Skeleton height={200} />} isEmpty={(data) => data.items.length === 0} empty={<Text c="dimmed">{t('cart.deals.empty')}</Text>}>
        {(data) => (
          <>
            {data.items.map((entry) => (
              <CartEntryView key={entry.id} entry={entry} side="seller" />
            ))}
            <Pager page={page} pages={Math.ceil(data.total / data.size)} onChange={setPage} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
