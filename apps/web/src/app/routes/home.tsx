import { Navigate } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useAppModule } from '../use-app-module';
import { Intro } from './intro';

/**
 * The index page of each module: the buyers' landing page; on the admin host the admin area's start;
 * on the seller host the seller cabinet's start.
 */
export default function HomeRoute() {
  const module = useAppModule();
  const { t } = useTranslation();
  if (module === 'admins') return <Navigate to={paths.admin.home.getHref()} replace />;
  if (module === 'sellers') return <Intro page="sellerHome" />;
  return <PageIntro title={t('pages.home.title')} lead={t('pages.home.lead')} documentTitle={false} />;
}
