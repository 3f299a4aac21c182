import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePremiumSellers } from '../../features/sellers/api/get-premium-sellers';
import { PremiumSellerCards } from '../../features/sellers/components/premium-seller-cards';
import { Intro } from './intro';

/** /sellers: the platform's premium suppliers with their business cards, each leading to its public page. */
export default function SellersRoute() {
  const { t } = useTranslation();
  const sellers = usePremiumSellers();
  return (
    <Intro page="sellers">
      {sellers.isPending && <p role="status">{t('app.loading')}</p>}
      {sellers.isError && <p role="alert">{t('sellersPage.loadError')}</p>}
      {sellers.isSuccess &&
        (sellers.data.items.length === 0 ? (
          <p>{t('sellersPage.empty')}</p>
        ) : (
          <PremiumSellerCards sellers={sellers.data.items} goodsHref={(code) => paths.sellerPublic.getHref(code)} />
        ))}
    </Intro>
  );
}
