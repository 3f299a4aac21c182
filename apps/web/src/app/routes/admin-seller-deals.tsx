import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { SellerDealsView } from '../../features/cart/components/seller-deals-view';

/** /admins/sellers/{code}/deals: one seller's holds and deals, for administrators and its curator. */
export default function AdminSellerDealsRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  return (
    <MantineScope>
      <PageIntro title={t('pages.adminSellerDeals.title')} lead={t('pages.adminSellerDeals.lead', { code: sellerCode })}>
        <SellerDealsView sellerCode={sellerCode} />
      </PageIntro>
    </MantineScope>
  );
}
