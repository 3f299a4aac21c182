import { Intro } from './intro';

export default function AdminCorporationsRoute() {
  return <Intro page="adminCorporations" />;
}
