import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { AdminSubscriptionsTable } from '../../features/subscriptions/components/admin-subscriptions-table';

/** /admins/subscriptions: every buyer's keyword subscription; L1 and L2 change its type or last day. */
export default function AdminSubscriptionsRoute() {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <PageIntro title={t('pages.adminSubscriptions.title')} lead={t('pages.adminSubscriptions.lead')}>
        <AdminSubscriptionsTable />
      </PageIntro>
    </MantineScope>
  );
}
