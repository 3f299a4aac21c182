import { Intro } from './intro';

export default function ReviewRoute() {
  return <Intro page="review" />;
}
