import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { buyerAgreementContent } from '../../features/info-pages/content/buyer-agreement';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function EulaRoute() {
  const { t } = useTranslation();
  usePageViewLog('eula');
  const content = buyerAgreementContent;
  return (
    <InfoPage title={t('pages.eula.title')} description={content.description} canonicalPath={paths.eula.getHref()}>
      <InfoContent content={content} />
    </InfoPage>
  );
}
