import { Intro } from './intro';

export default function StatRoute() {
  return <Intro page="stat" />;
}
