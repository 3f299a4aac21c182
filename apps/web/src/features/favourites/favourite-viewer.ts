import { isBuyer, type Principal } from '@tmc/shared/roles';
import type { FavouriteViewer } from './components/favourite-button';

/** Who looks, as the favourites button needs it, from the sign-in status. */
export function favouriteViewer(status: 'unknown' | 'signed-in' | 'signed-out', principal: Principal | null): FavouriteViewer {
  if (status === 'unknown') return 'unknown';
  if (status === 'signed-out') return 'anonymous';
  return isBuyer(principal) ? 'buyer' : 'other';
}
