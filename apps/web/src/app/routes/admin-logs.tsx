import { useBuyerLog } from '../../features/logs/api/get-buyer-log';
import { BuyerLogPage } from '../../features/logs/components/buyer-log-page';
import { BuyerLogTable } from '../../features/logs/components/buyer-log-table';

/** /admins/logs: the chart of visits and page views, then the buyer log page by page. */
export default function AdminLogsRoute() {
  return <BuyerLogPage pageKey="adminLogs" useLog={useBuyerLog} renderTable={(data) => <BuyerLogTable data={data} />} />;
}
