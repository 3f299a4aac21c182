import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { InfoContent } from '../../features/info-pages/components/info-content';
import { InfoPage } from '../layouts/info-page';
import { aboutContent } from '../../features/info-pages/content/about';
import { usePageViewLog } from '../../features/logs/use-page-view-log';

export default function AboutRoute() {
  const { t } = useTranslation();
  usePageViewLog('about');
  const content = aboutContent;
  return (
    <InfoPage title={t('pages.about.title')} description={content.description} canonicalPath={paths.about.getHref()}>
      <InfoContent content={content} />
    </InfoPage>
  );
}
