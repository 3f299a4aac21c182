import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { SellerEntry } from '../../features/auth/components/seller-entry';

/** /sellers/input/{token}: the seller dropdown's 'input' opens the seller's cabinet here, in a new tab. */
export default function SellerInputRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <PageIntro title={t('sellerEntry.title')} lead={t('sellerEntry.lead')}>
      <SellerEntry token={token} />
    </PageIntro>
  );
}
