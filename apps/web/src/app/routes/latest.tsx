import { Intro } from './intro';

export default function LatestRoute() {
  return <Intro page="latest" />;
}
