import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useAppModule } from '../use-app-module';

/** /rules: the buyer agreement in the buyers module, the seller agreement in the sellers module. */
export default function RulesRoute() {
  const module = useAppModule();
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('pages.rules.title')}
      lead={module === 'sellers' ? t('pages.rules.leadSellers') : t('pages.rules.leadBuyers')}
    />
  );
}
