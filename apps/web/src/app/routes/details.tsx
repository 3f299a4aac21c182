import { Intro } from './intro';

export default function DetailsRoute() {
  return <Intro page="details" />;
}
