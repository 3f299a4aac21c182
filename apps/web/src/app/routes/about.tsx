import { Intro } from './intro';

export default function AboutRoute() {
  return <Intro page="about" />;
}
