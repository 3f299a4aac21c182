import { api } from '../../../lib/api-client';

/**
 * Records a page view or an action in the buyer log. The anonymous id travels in the `aid` cookie,
 * which the server sets (HttpOnly) on the first call of the day, so the page does not send it.
 */
export const logBuyerRequest = (method: string): Promise<void> =>
  api.post<void>('/api/auth/buyer-log', undefined, { query: { method } });
