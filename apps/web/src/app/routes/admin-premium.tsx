import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePremiumSellers } from '../../features/sellers/api/get-premium-sellers';
import { PremiumSellerCards } from '../../features/sellers/components/premium-seller-cards';
import { Intro } from './intro';

/**
 * /admins/premium: the sellers premium today, with their business cards; each opens the seller's card,
 * where an administrator sets or removes the premium period (add-premium, remove-premium).
 */
export default function AdminPremiumRoute() {
  const { t } = useTranslation();
  const sellers = usePremiumSellers();
  return (
    <Intro page="adminPremium">
      {sellers.isPending && <p role="status">{t('app.loading')}</p>}
      {sellers.isError && <p role="alert">{t('sellersPage.loadError')}</p>}
      {sellers.isSuccess &&
        (sellers.data.items.length === 0 ? (
          <p>{t('sellersPage.emptyAdmin')}</p>
        ) : (
          <PremiumSellerCards sellers={sellers.data.items} goodsHref={(code) => paths.admin.sellerProfile.getHref(code)} linkLabel={t('sellersPage.adminCard')} />
        ))}
    </Intro>
  );
}
