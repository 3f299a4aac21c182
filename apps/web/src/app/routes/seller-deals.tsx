import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { SellerDealsView } from '../../features/cart/components/seller-deals-view';

/** /sellers/{code}/deals: buyers' holds on the supplier's goods and the deals (the supplier, its curator, administrators). */
export default function SellerDealsRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerDeals.title')} lead={t('pages.sellerDeals.lead', { code: sellerCode })}>
        <SellerDealsView sellerCode={sellerCode} />
      </PageIntro>
    </MantineScope>
  );
}
