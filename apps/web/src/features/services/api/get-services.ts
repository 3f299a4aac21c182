import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceGroup } from '@tmc/shared/services-schemas';
import { api } from '../../../lib/api-client';

export const getServices = (signal?: AbortSignal): Promise<ServiceGroup[]> => api.get<ServiceGroup[]>('/api/services', { signal });

export const getServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['services'],
    queryFn: ({ signal }) => getServices(signal),
    // A load failure is ignored silently (specification, section 8): the table is simply not shown.
    retry: false,
  });

export const useServices = () => useQuery(getServicesQueryOptions());
