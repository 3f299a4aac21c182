import { useBuyerLogAggregated } from '../../features/logs/api/get-buyer-log';
import { BuyerLogAggregatedTable } from '../../features/logs/components/buyer-log-aggregated-table';
import { BuyerLogPage } from '../../features/logs/components/buyer-log-page';

/** /admins/logs-aggregated: the chart, then page views and visitors by day and method. */
export default function AdminLogsAggregatedRoute() {
  return (
    <BuyerLogPage pageKey="adminLogsAggregated" useLog={useBuyerLogAggregated} renderTable={(data) => <BuyerLogAggregatedTable data={data} />} />
  );
}
