import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerLogAggregatedPage, BuyerLogDaily, BuyerLogPage } from '@tmc/shared/logs';
import { api } from '../../../lib/api-client';

export interface BuyerLogParams {
  page: number;
  size: number;
  method?: string | undefined;
}

export const getBuyerLog = (params: BuyerLogParams, signal?: AbortSignal): Promise<BuyerLogPage> =>
  api.get<BuyerLogPage>('/api/admin-panel/buyer-log', { query: { ...params }, signal });

export const getBuyerLogQueryOptions = (params: BuyerLogParams) =>
  queryOptions({
    queryKey: ['logs', 'buyer-log', params],
    queryFn: ({ signal }) => getBuyerLog(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useBuyerLog = (params: BuyerLogParams) => useQuery(getBuyerLogQueryOptions(params));

export const getBuyerLogAggregated = (params: BuyerLogParams, signal?: AbortSignal): Promise<BuyerLogAggregatedPage> =>
  api.get<BuyerLogAggregatedPage>('/api/admin-panel/buyer-log/aggregated', { query: { ...params }, signal });

export const getBuyerLogAggregatedQueryOptions = (params: BuyerLogParams) =>
  queryOptions({
    queryKey: ['logs', 'aggregated', params],
    queryFn: ({ signal }) => getBuyerLogAggregated(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useBuyerLogAggregated = (params: BuyerLogParams) => useQuery(getBuyerLogAggregatedQueryOptions(params));

export const getBuyerLogDaily = (days: number, signal?: AbortSignal): Promise<BuyerLogDaily> =>
  api.get<BuyerLogDaily>('/api/admin-panel/buyer-log/daily', { query: { days }, signal });

export const getBuyerLogDailyQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['logs', 'daily', days],
    queryFn: ({ signal }) => getBuyerLogDaily(days, signal),
    staleTime: 0,
  });

export const useBuyerLogDaily = (days: number) => useQuery(getBuyerLogDailyQueryOptions(days));
