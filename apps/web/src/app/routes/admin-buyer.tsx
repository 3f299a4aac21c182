import { Intro } from './intro';

export default function AdminBuyerRoute() {
  return <Intro page="adminBuyer" />;
}
