import { lazy, Suspense } from 'react';
import { EntryBanner } from '../../features/auth/components/entry-banner';
import { AccountModalProvider } from '../shell/account-modal-provider';
import { useAppModule } from '../use-app-module';
import { BuyersLayout } from './buyers-layout';
import { ScrollToTop } from './scroll-to-top';
import ui from '../../components/ui.module.css';
import classes from './layouts.module.css';

// Buyers never download the admin and seller layouts (one module holds both).
const loadCabinets = () => import('./cabinet-layouts');
const AdminsLayout = lazy(() => loadCabinets().then((m) => ({ default: m.AdminsLayout })));
const SellersLayout = lazy(() => loadCabinets().then((m) => ({ default: m.SellersLayout })));

export function LayoutPending() {
  return (
    <div className={classes.pending}>
      <span className={ui.spinner} data-size="lg" aria-hidden="true" />
    </div>
  );
}

/** The root route: picks the module's layout (specification, section 2, 'Module selection'). */
export function AppLayout() {
  const module = useAppModule();
  return (
    <AccountModalProvider>
      <ScrollToTop />
      <EntryBanner />
      {module === 'buyers' ? (
        <BuyersLayout />
      ) : (
        <Suspense fallback={<LayoutPending />}>{module === 'admins' ? <AdminsLayout /> : <SellersLayout />}</Suspense>
      )}
    </AccountModalProvider>
  );
}
