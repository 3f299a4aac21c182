import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingSection } from '../../components/landing-section';
import { paths } from '../../config/paths';
import { usePremiumSellers } from '../../features/sellers/api/get-premium-sellers';
import { PremiumSellerCards } from '../../features/sellers/components/premium-seller-cards';
import { HowItWorks } from '../../features/showcase/components/how-it-works';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import { TmcCards } from '../../features/tmc/components/tmc-cards';
import { searchHrefForFilters } from '../../features/tmc/search-params';

const NEW_ARRIVALS = 8;
const PREMIUM_SHOWN = 6;

/**
 * The landing page below its first screen: new arrivals, premium suppliers with their cards, and how
 * buying works. A lazy part of home.tsx: its code and data come after the first screen's.
 */
export default function HomeMore() {
  const { t } = useTranslation();
  // The previous Moscow day's goods, or, when there were none, the newest of the base.
  const latest = useTmcSearch('latest/search', { page: 0, size: NEW_ARRIVALS });
  const fallback = useTmcSearch('search', { page: 0, size: NEW_ARRIVALS }, { enabled: latest.data?.items.length === 0 });
  const arrivals = latest.data?.items.length ? latest.data.items : (fallback.data?.items ?? []);
  const premium = usePremiumSellers();
  const sellers = (premium.data?.items ?? []).filter((s) => s.deletedAt === null).slice(0, PREMIUM_SHOWN);
  return (
    <>
      {arrivals.length > 0 && (
        <LandingSection
          title={t('landing.arrivals.title')}
          aside={
            <Link to={paths.latest.getHref()}>
              {t('landing.arrivals.all')}
            </Link>
          }
        >
          <TmcCards items={arrivals} />
        </LandingSection>
      )}
      {sellers.length > 0 && (
        <LandingSection title={t('landing.premium.title')}>
          <PremiumSellerCards sellers={sellers} goodsHref={(sellerCode) => searchHrefForFilters({ seller_code: sellerCode })} />
        </LandingSection>
      )}
      <HowItWorks />
    </>
  );
}
