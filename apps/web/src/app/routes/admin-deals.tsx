import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { SellerDealsView } from '../../features/cart/components/seller-deals-view';

/** /admins/deals: every seller's holds and deals (a curator: its own sellers'). */
export default function AdminDealsRoute() {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <PageIntro title={t('pages.adminDeals.title')} lead={t('pages.adminDeals.lead')}>
        <SellerDealsView sellerCode={null} />
      </PageIntro>
    </MantineScope>
  );
}
