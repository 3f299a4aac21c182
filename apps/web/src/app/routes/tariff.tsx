import { Intro } from './intro';

/** The tariff page keeps the site's browser title and description (specification, section 2). */
export default function TariffRoute() {
  return <Intro page="tariff" documentTitle={false} />;
}
