import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Showcase } from '@tmc/shared/stat';
import { api } from '../../../lib/api-client';

export const getShowcase = (signal?: AbortSignal): Promise<Showcase> => api.get<Showcase>('/api/stat/showcase', { signal });

export const getShowcaseQueryOptions = () =>
  queryOptions({ queryKey: ['stat', 'showcase'], queryFn: ({ signal }) => getShowcase(signal), staleTime: 5 * 60_000 });

/** The landing page's figures and goods per category (the server keeps them for a few minutes). */
export const useShowcase = () => useQuery(getShowcaseQueryOptions());
