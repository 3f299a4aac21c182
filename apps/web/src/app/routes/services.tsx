import { Intro } from './intro';

export default function ServicesRoute() {
  return <Intro page="services" />;
}
