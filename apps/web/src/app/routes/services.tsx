import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPageLayout } from '../../features/info-pages/components/info-page-layout';
import { servicesContent } from '../../features/info-pages/content/services';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function ServicesRoute() {
  const { t } = useTranslation();
  usePageViewLog('services');
  const content = servicesContent;
  return (
    <InfoPageLayout title={t('pages.services.title')} description={content.description} canonicalPath={paths.services.getHref()}>
      <InfoContent content={content} />
    </InfoPageLayout>
  );
}
