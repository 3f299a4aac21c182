import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { CabinetReport } from '../../features/cabinet/components/cabinet-report';

/** /sellers/{code}/report: the supplier's demand report with its chart and the XLSX download. */
export default function SellerReportRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerReport.title')} lead={t('pages.sellerReport.lead')}>
        <CabinetReport sellerCode={sellerCode} />
      </PageIntro>
    </MantineScope>
  );
}
