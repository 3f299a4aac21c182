import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { sellProductContent } from '../../features/info-pages/content/sell-product';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function SellProductRoute() {
  const { t } = useTranslation();
  usePageViewLog('sell-product');
  const content = sellProductContent;
  return (
    <InfoPage title={t('pages.sellProduct.title')} description={content.description} canonicalPath={paths.sellProduct.getHref()}>
      <InfoContent content={content} />
    </InfoPage>
  );
}
