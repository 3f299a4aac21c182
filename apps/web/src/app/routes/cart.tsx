import { Intro } from './intro';

export default function CartRoute() {
  return <Intro page="cart" />;
}
