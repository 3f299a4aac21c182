import { Intro } from './intro';

export default function AdminReportRoute() {
  return <Intro page="adminReport" />;
}
