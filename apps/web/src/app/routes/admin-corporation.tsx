import { Intro } from './intro';

export default function AdminCorporationRoute() {
  return <Intro page="adminCorporation" />;
}
