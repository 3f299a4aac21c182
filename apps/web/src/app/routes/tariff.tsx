import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canEditPrices, isSellerUser } from '@tmc/shared/roles';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { InfoPage } from '../layouts/info-page';
import { usePageViewLog } from '../../features/logs/use-page-view-log';
import { TariffTable } from '../../features/services/components/tariff-table';

/**
 * /tariff: the services price table with the tier footnotes, in the information pages' layout. The
 * page keeps the site's browser title and description (specification, section 2).
 */
export default function TariffRoute() {
  const { t } = useTranslation();
  const { principal, profile } = useSignInStatus();
  // A supplier's representative buys its tier in the cabinet: the page leads there.
  const sellerCode = isSellerUser(principal) ? (profile?.sellerCode ?? null) : null;
  usePageViewLog('tariff');
  return (
    <InfoPage title={t('pages.tariff.title')} documentTitle={null} description={null} canonicalPath={paths.tariff.getHref()}>
      {sellerCode && (
        <p>
          <Link to={paths.sellerTariff.getHref(sellerCode)}>{t('pages.tariff.ownTier')}</Link>
        </p>
      )}
      <TariffTable editable={canEditPrices(principal)} sellersOnly />
    </InfoPage>
  );
}
