import { Intro } from './intro';

export default function PlacementRoute() {
  return <Intro page="placement" />;
}
