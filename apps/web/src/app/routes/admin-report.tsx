import { InformationReportPage } from '../../features/admin-report/components/information-report-page';
import { Intro } from './intro';

/** /admins/report: the information report (L1, L2) with its chart and XLSX. */
export default function AdminReportRoute() {
  return (
    <>
      <Intro page="adminReport">
        <InformationReportPage />
      </Intro>
    </>
  );
}
