import { Intro } from './intro';

export default function AdminDealsRoute() {
  return <Intro page="adminDeals" />;
}
