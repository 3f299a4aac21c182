import { Intro } from './intro';

export default function SellersRoute() {
  return <Intro page="sellers" />;
}
