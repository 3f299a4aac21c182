import { Intro } from './intro';

export default function AccountRoute() {
  return <Intro page="account" />;
}
