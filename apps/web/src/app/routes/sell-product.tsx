import { Intro } from './intro';

export default function SellProductRoute() {
  return <Intro page="sellProduct" />;
}
