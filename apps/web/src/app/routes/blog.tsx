import { Intro } from './intro';

export default function BlogRoute() {
  return <Intro page="blog" />;
}
