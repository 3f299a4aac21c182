import type { ServicePriceRow, ServicePriceUpdate } from '@tmc/shared/services-schemas';
import { api } from '../../../lib/api-client';

/** Saves one edited row of the price table (ADMIN L1 only). */
export const updateServicePrice = (row: ServicePriceUpdate): Promise<ServicePriceRow> => api.put<ServicePriceRow>('/api/services', row);
