import { Intro } from './intro';

export default function AdminLogsRoute() {
  return <Intro page="adminLogs" />;
}
