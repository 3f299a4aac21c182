import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { SellerDealsView } from '../../features/cart/components/seller-deals-view';

/**
 * /sellers/{code}/deals: the buyers' holds on the seller's goods and the deals that follow (GET /api/cart/seller/deals),
 * with the outcome buttons and the УПД for the seller's representatives; its curator reads them (the server's `can`).
 */
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
