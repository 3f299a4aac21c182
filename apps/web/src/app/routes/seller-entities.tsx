import { useMemo, useState } from 'react';
import { Group, Select, Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canPlaceGoods, canViewSellerGoods, isSellerUser } from '@tmc/shared/roles';
import { TMC_LIMITS, TMC_STATUS_LABELS, TMC_STATUSES, type TmcOwnListItem, type TmcStatus } from '@tmc/shared/tmc-schemas';
import { tmcInventoryQuerySchema, tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { MantineScope } from '../../components/mantine-scope';
import { Pager, pageCountOf } from '../../components/pager';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useSellerInventory } from '../../features/tmc/api/get-seller-inventory';
import { useSellerReserve } from '../../features/tmc/api/get-seller-reserve';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import { ConfirmDeleteModal } from '../../features/tmc/components/confirm-delete-modal';
import { InventoryTable } from '../../features/tmc/components/inventory-table';
import { ReserveTable } from '../../features/tmc/components/reserve-table';
import { TmcListEmpty, TmcListError, TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { PageIntro } from '../../components/page-intro';
import { LinkButton } from '../../features/tmc/components/link-button';
import { parseListParams } from '../../lib/list-params';

const PAGE_SIZE = TMC_LIMITS.pageSizeDefault;

/**
 * /sellers/{code}/entities: the supplier's own goods area (its goods with their moderation state, the
 * goods buyers hold, placing and editing) for the seller's representative, administrators and its
 * curator; for anyone else the seller's published goods.
 */
export default function SellerEntitiesRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const { status, profile, principal } = useSignInStatus();
  const own = isSellerUser(principal) ? profile?.sellerCode === sellerCode : canViewSellerGoods(principal);
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerEntities.title')} lead={t('pages.sellerEntities.lead', { code: sellerCode })}>
        {status === 'unknown' ? (
          <TmcListSkeleton />
        ) : own ? (
          <SellerGoodsArea sellerCode={sellerCode} canEdit={canPlaceGoods(principal)} />
        ) : (
          <PublishedGoods sellerCode={sellerCode} />
        )}
      </PageIntro>
    </MantineScope>
  );
}

function PublishedGoods({ sellerCode }: { sellerCode: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page } = parseListParams(tmcSearchQuerySchema, params);
  const results = useTmcSearch('search', { seller_code: sellerCode, page, size: PAGE_SIZE });
  return (
    <TmcResults
      query={results}
      page={page}
      onPageChange={(next) => setParams(next > 0 ? { page: String(next) } : {})}
      emptyTitle={t('tmc.states.sellerEmptyTitle')}
    />
  );
}

function SellerGoodsArea({ sellerCode, canEdit }: { sellerCode: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'reserve' ? 'reserve' : 'goods';
  return (
    <>
      {canEdit && (
        <Group mt="md" mb="md">
          <LinkButton to={paths.sellerEntityNew.getHref(sellerCode)}>
            {t('tmc.inventory.add')}
          </LinkButton>
        </Group>
      )}
      <Tabs value={tab} onChange={(next) => setParams(next === 'reserve' ? { tab: 'reserve' } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="goods">{t('tmc.inventory.tab')}</Tabs.Tab>
          <Tabs.Tab value="reserve">{t('tmc.reserve.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="goods">
          <Inventory sellerCode={sellerCode} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="reserve">
          <Reserve sellerCode={sellerCode} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function Inventory({ sellerCode, canEdit }: { sellerCode: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, status } = parseListParams(tmcInventoryQuerySchema, params);
  const query = useMemo(() => ({ seller_code: sellerCode, status, page, size: PAGE_SIZE }), [sellerCode, status, page]);
  const inventory = useSellerInventory(query);
  const [deleting, setDeleting] = useState<TmcOwnListItem | null>(null);

  const setQuery = (next: { status?: TmcStatus | undefined; page?: number }) => {
    const out: Record<string, string> = {};
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) out.status = nextStatus;
    if (next.page) out.page = String(next.page);
    setParams(out);
  };

  return (
    <>
      <Select
        label={t('tmc.inventory.statusFilter')}
        placeholder={t('tmc.inventory.allStatuses')}
        data={TMC_STATUSES.map((s) => ({ value: s, label: TMC_STATUS_LABELS[s] }))}
        value={status ?? null}
        onChange={(value) => setQuery({ status: (value as TmcStatus | null) ?? undefined, page: 0 })}
        clearable
        maw={260}
        mb="md"
      />
      {inventory.isPending ? (
        <TmcListSkeleton rows={3} />
      ) : inventory.isError ? (
        <TmcListError error={inventory.error} onRetry={() => void inventory.refetch()} />
      ) : inventory.data.items.length === 0 ? (
        <TmcListEmpty title={t('tmc.inventory.emptyTitle')} text={canEdit ? t('tmc.inventory.emptyText') : undefined} />
      ) : (
        <>
          <InventoryTable
            items={inventory.data.items}
            editHref={canEdit ? (item) => paths.sellerEntityEdit.getHref(sellerCode, item.id) : null}
            onDelete={canEdit ? setDeleting : null}
          />
          <Pager page={page} pages={pageCountOf(inventory.data.total, PAGE_SIZE)} onChange={(next) => setQuery({ page: next })} />
        </>
      )}
      <ConfirmDeleteModal item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function Reserve({ sellerCode }: { sellerCode: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const reserve = useSellerReserve({ seller_code: sellerCode, page, size: PAGE_SIZE });
  if (reserve.isPending) return <TmcListSkeleton rows={3} />;
  if (reserve.isError) return <TmcListError error={reserve.error} onRetry={() => void reserve.refetch()} />;
  if (reserve.data.items.length === 0) return <TmcListEmpty title={t('tmc.reserve.emptyTitle')} text={t('tmc.reserve.emptyText')} />;
  return (
    <>
      <ReserveTable items={reserve.data.items} />
      <Pager page={page} pages={pageCountOf(reserve.data.total, PAGE_SIZE)} onChange={setPage} />
    </>
  );
}
