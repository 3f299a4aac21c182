import { Intro } from './intro';

export default function SearchRoute() {
  return <Intro page="search" />;
}
