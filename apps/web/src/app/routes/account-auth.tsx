import { Intro } from './intro';

export default function AccountAuthRoute() {
  return <Intro page="accountAuth" />;
}
