import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { sellerAgreementContent } from '../../features/info-pages/content/seller-agreement';

/** The supplier terms, sections 1-7, with the callback form at the top right (specification, section 2). */
export default function SellerAgreementRoute() {
  const { t } = useTranslation();
  return (
    <InfoPage
      title={t('pages.sellerAgreement.title')}
      description={sellerAgreementContent.description}
      canonicalPath={paths.sellerAgreement.getHref()}
    >
      <InfoContent content={sellerAgreementContent} />
    </InfoPage>
  );
}
