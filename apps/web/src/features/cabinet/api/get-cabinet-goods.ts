import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CabinetGoodsPage } from '@tmc/shared/cabinet-schemas';
import type { TmcStatus } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export interface CabinetGoodsRequest {
  status?: TmcStatus | undefined;
  q?: string | undefined;
  page: number;
  size: number;
}

/** GET /api/cabinet/{code}/goods: the seller's goods of every status with favourites and holds. */
export function getCabinetGoods(sellerCode: string, query: CabinetGoodsRequest, signal?: AbortSignal): Promise<CabinetGoodsPage> {
  return api.get<CabinetGoodsPage>(`/api/cabinet/${encodeURIComponent(sellerCode)}/goods`, { query: { ...query }, signal });
}

export const getCabinetGoodsQueryOptions = (sellerCode: string, query: CabinetGoodsRequest) =>
  queryOptions({
    queryKey: ['cabinet', sellerCode, 'goods', query],
    queryFn: ({ signal }) => getCabinetGoods(sellerCode, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCabinetGoods = (sellerCode: string, query: CabinetGoodsRequest) => useQuery(getCabinetGoodsQueryOptions(sellerCode, query));
