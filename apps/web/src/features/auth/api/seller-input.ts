import type { SellerEntrySession } from '@tmc/shared/seller-entry';
import { api } from '../../../lib/api-client';

/** POST /api/auth/seller-input {token}: an administrator's entry link exchanged for a session of the seller's representative. */
export const exchangeSellerEntryToken = (token: string): Promise<SellerEntrySession> =>
  api.post<SellerEntrySession>('/api/auth/seller-input', { token });
