import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { InvoicesTable } from '../../features/billing/components/invoices-table';

/** /admins/invoices: invoices for platform services; L1 and L2 mark them paid. */
export default function AdminInvoicesRoute() {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <PageIntro title={t('pages.adminInvoices.title')} lead={t('pages.adminInvoices.lead')}>
        <InvoicesTable />
      </PageIntro>
    </MantineScope>
  );
}
