import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { servicesContent } from '../../features/info-pages/content/services';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function ServicesRoute() {
  const { t } = useTranslation();
  usePageViewLog('services');
  const content = servicesContent;
  return (
    <InfoPage title={t('pages.services.title')} description={content.description} canonicalPath={paths.services.getHref()}>
      <InfoContent content={content} />
    </InfoPage>
  );
}
