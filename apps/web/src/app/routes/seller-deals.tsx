import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { Pager, pageCountOf } from '../../components/pager';
import { useSellerReserve } from '../../features/tmc/api/get-seller-reserve';
import { ReserveTable } from '../../features/tmc/components/reserve-table';
import { TmcListEmpty, TmcListError, TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';

const PAGE_SIZE = TMC_LIMITS.pageSizeDefault;

/** /sellers/{code}/deals: the buyers' holds on the seller's goods with their state and terms (GET seller/reserve). */
export default function SellerDealsRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const [page, setPage] = useState(0);
  const reserve = useSellerReserve({ seller_code: sellerCode, page, size: PAGE_SIZE });
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerDeals.title')} lead={t('pages.sellerDeals.lead', { code: sellerCode })}>
        {reserve.isPending ? (
          <TmcListSkeleton rows={3} />
        ) : reserve.isError ? (
          <TmcListError error={reserve.error} onRetry={() => void reserve.refetch()} />
        ) : reserve.data.items.length === 0 ? (
          <TmcListEmpty title={t('tmc.reserve.emptyTitle')} text={t('tmc.reserve.emptyText')} />
        ) : (
          <>
            <ReserveTable items={reserve.data.items} />
            <Pager page={page} pages={pageCountOf(reserve.data.total, PAGE_SIZE)} onChange={setPage} />
          </>
        )}
      </PageIntro>
    </MantineScope>
  );
}
