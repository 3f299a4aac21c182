import { Intro } from './intro';

export default function AdminServicesRoute() {
  return <Intro page="adminServices" />;
}
