import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { buyerAgreementContent } from '../../features/info-pages/content/buyer-agreement';
import { sellerAgreementContent } from '../../features/info-pages/content/seller-agreement';
import { usePageViewLog } from '../../features/logs/use-page-view-log';
import { useAppModule } from '../use-app-module';

/** /rules: the buyer agreement in the buyers module, the seller agreement in the sellers module (specification, section 2). */
export default function RulesRoute() {
  const { t } = useTranslation();
  const module = useAppModule();
  usePageViewLog('rules');
  const content = module === 'sellers' ? sellerAgreementContent : buyerAgreementContent;
  return (
    <InfoPage
      title={t('pages.rules.title')}
      description={module === 'sellers' ? t('infoPages.rulesDescriptionSellers') : t('infoPages.rulesDescriptionBuyers')}
      canonicalPath={paths.rules.getHref()}
    >
      <InfoContent content={content} />
    </InfoPage>
  );
}
