import { useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { TopBar } from './top-bar';
import { paths } from '../../config/paths';
import { canUseCart } from '@tmc/shared/roles';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useCartCount } from '../../features/cart/api/get-cart-count';
import { useActiveSubscription } from '../../features/subscriptions/api/get-active-subscription';
import { useDaySlogan } from '../../features/content/api/get-day-slogan';
import { useUnblockedCorporations } from '../../features/corporations/api/get-unblocked-corporations';
import { usePremiumSellers } from '../../features/sellers/api/get-premium-sellers';
import { useVisitTotals } from '../../features/stat/api/get-visit-totals';

const NONE: readonly never[] = [];

/** The landing top bar with its data: slogan, visits, sign-in status, sellers, corporations. */
export function LandingTopBar() {
  const { pathname } = useLocation();
  const slogan = useDaySlogan();
  const visits = useVisitTotals();
  const signIn = useSignInStatus();
  const signedIn = signIn.status === 'signed-in';
  const cartCount = useCartCount({ enabled: signedIn && canUseCart(signIn.principal) });
  // 'до dd.MM.yy' next to 'Подписка'; reloaded after a sign-in with every other query (features/auth/session.ts).
  const subscription = useActiveSubscription({ enabled: signedIn });

  // The lists load when a dropdown is about to open (hover, focus or click on its button).
  const [sellersWanted, setSellersWanted] = useState(false);
  const [corporationsWanted, setCorporationsWanted] = useState(false);
  const sellers = usePremiumSellers({ enabled: sellersWanted });
  const corporations = useUnblockedCorporations({ enabled: corporationsWanted });

  return (
    <TopBar
      slogan={slogan.data?.daySlogan.trim() || null}
      visits={visits.data ?? null}
      signInStatus={signIn.status}
      cartCount={signedIn ? (cartCount.data?.count ?? null) : null}
      subscriptionExpiredAt={signedIn ? (subscription.data?.expiredAt ?? null) : null}
      sellers={{
        status: sellers.status,
        items: sellers.data?.items ?? NONE,
        onIntent: () => setSellersWanted(true),
      }}
      corporations={{
        status: corporations.status,
        items: corporations.data?.items ?? NONE,
        onIntent: () => setCorporationsWanted(true),
      }}
      selectedSellerCode={matchPath(paths.sellerEntities.path, pathname)?.params.sellerCode ?? null}
      selectedCorporationId={matchPath(paths.corporation.path, pathname)?.params.id ?? null}
    />
  );
}
