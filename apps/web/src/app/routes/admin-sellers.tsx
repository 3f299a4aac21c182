import { Intro } from './intro';

export default function AdminSellersRoute() {
  return <Intro page="adminSellers" />;
}
