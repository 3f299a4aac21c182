import { useTranslation } from 'react-i18next';
import { canEditPrices } from '@tmc/shared/roles';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { TariffTable } from '../../features/services/components/tariff-table';

/** The admin area's price list: the tariff table, editable for ADMIN L1 and read-only for the others. */
export default function AdminServicesRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  return (
    <PageIntro title={t('pages.adminServices.title')} lead={t('pages.adminServices.lead')}>
      <TariffTable editable={canEditPrices(principal)} />
    </PageIntro>
  );
}
