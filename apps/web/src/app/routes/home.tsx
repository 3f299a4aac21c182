import { lazy } from 'react';
import { Link, Navigate } from 'react-router';
import { isSellerUser } from '@tmc/shared/roles';
import { useAccountModal } from '../../components/account-modal-context';
import { LazyPart } from '../../components/lazy-part';
import ui from '../../components/ui.module.css';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { PageIntro } from '../../components/page-intro';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePageViewLog } from '../../features/logs/use-page-view-log';
import { RunningLineTicker } from '../../features/running-line/components/running-line-ticker';
import { useShowcase } from '../../features/showcase/api/get-showcase';
import { CategoryGrid } from '../../features/showcase/components/category-grid';
import { ShowcaseFigures } from '../../features/showcase/components/showcase-figures';
import { SearchBox } from '../../features/tmc/components/search-box';
import { searchHrefForFilters } from '../../features/tmc/search-params';
import { useAppModule } from '../use-app-module';
import { Intro } from './intro';

// Below the first screen (new arrivals, premium suppliers, the three steps): loaded after it.
const HomeMore = lazy(() => import('./home-more'));

/**
 * The index page of each module: the buyers' landing page; on the admin host the admin area's start;
 * on the seller host the seller cabinet's start.
 */
export default function HomeRoute() {
  const module = useAppModule();
  if (module === 'admins') return <Navigate to={paths.admin.home.getHref()} replace />;
  if (module === 'sellers') return <SellerHome />;
  return <BuyersLanding />;
}

function BuyersLanding() {
  const { t } = useTranslation();
  // The landing page is a page view like the others ('index'): a visitor who sees only it is a visit.
  usePageViewLog('index');
  const showcase = useShowcase();
  return (
    <>
      <RunningLineTicker type="main" />
      {/* The shop window: the search box first, the platform's figures, the categories with counts. */}
      <PageIntro title={t('pages.home.title')} lead={t('pages.home.lead')} documentTitle={false}>
        <SearchBox variant="page" />
        <ShowcaseFigures showcase={showcase.data} />
        <CategoryGrid categories={showcase.data?.categories} searchHref={(slug) => searchHrefForFilters({ category: slug })} />
        <LazyPart>
          <HomeMore />
        </LazyPart>
      </PageIntro>
    </>
  );
}

/**
 * The seller host's start: a representative goes straight to its cabinet (as after signing in); anyone
 * else reads what the cabinet is for and signs in, or reads the supplier terms and how to place goods.
 */
function SellerHome() {
  const { t } = useTranslation();
  const { status, principal, profile } = useSignInStatus();
  const accountModal = useAccountModal();
  if (isSellerUser(principal) && profile?.sellerCode) return <Navigate to={paths.sellerEntities.getHref(profile.sellerCode)} replace />;
  return (
    <Intro page="sellerHome">
      {status === 'signed-out' && (
        <p>
          <button type="button" className={ui.button} onClick={() => accountModal.open('sign-in')}>
            {t('auth.signIn.submit')}
          </button>
        </p>
      )}
      <ul>
        <li>
          <Link to={paths.sellerAgreement.getHref()}>{t('pages.sellerHome.agreement')}</Link>
        </li>
        <li>
          <Link to={paths.sellProduct.getHref()}>{t('pages.sellerHome.howTo')}</Link>
        </li>
      </ul>
    </Intro>
  );
}
