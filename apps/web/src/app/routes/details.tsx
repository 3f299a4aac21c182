import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { detailsContent } from '../../features/info-pages/content/details';
import { useAppConfig } from '../../lib/app-config-context';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function DetailsRoute() {
  const { t } = useTranslation();
  usePageViewLog('details');
  const content = detailsContent(useAppConfig());
  return (
    <InfoPage title={t('pages.details.title')} description={content.description} canonicalPath={paths.details.getHref()}>
      <InfoContent content={content} />
    </InfoPage>
  );
}
