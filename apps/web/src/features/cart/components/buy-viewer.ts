import { canUseCart, type Principal } from '@tmc/shared/roles';
import type { BuyViewer } from './buy-button';

/** Who looks, as the 'Купить' button needs it, from the sign-in status. */
export function buyViewer(status: 'unknown' | 'signed-in' | 'signed-out', principal: Principal | null): BuyViewer {
  if (status === 'unknown') return 'unknown';
  if (status === 'signed-out') return 'anonymous';
  return canUseCart(principal) ? 'buyer' : 'other';
}
