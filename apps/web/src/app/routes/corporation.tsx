import { Intro } from './intro';

export default function CorporationRoute() {
  return <Intro page="corporation" />;
}
