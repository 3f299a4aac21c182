import { Navigate } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePageViewLog } from '../../features/logs/use-page-view-log';
import { RunningLineTicker } from '../../features/running-line/components/running-line-ticker';
import { useAppModule } from '../use-app-module';
import { Intro } from './intro';

/**
 * The index page of each module: the buyers' landing page; on the admin host the admin area's start;
 * on the seller host the seller cabinet's start.
 */
export default function HomeRoute() {
  const module = useAppModule();
  if (module === 'admins') return <Navigate to={paths.admin.home.getHref()} replace />;
  if (module === 'sellers') return <Intro page="sellerHome" />;
  return <BuyersLanding />;
}

function BuyersLanding() {
  const { t } = useTranslation();
  // The landing page is a page view like the others ('index'): a visitor who sees only it is a visit.
  usePageViewLog('index');
  return (
    <>
      <RunningLineTicker type="main" />
      <PageIntro title={t('pages.home.title')} lead={t('pages.home.lead')} documentTitle={false} />
    </>
  );
}
