import { Intro } from './intro';

export default function AdminLogsAggregatedRoute() {
  return <Intro page="adminLogsAggregated" />;
}
