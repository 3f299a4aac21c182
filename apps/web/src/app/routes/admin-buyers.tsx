import { Intro } from './intro';

export default function AdminBuyersRoute() {
  return <Intro page="adminBuyers" />;
}
