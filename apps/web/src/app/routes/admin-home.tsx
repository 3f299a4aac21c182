import { Intro } from './intro';

export default function AdminHomeRoute() {
  return <Intro page="adminHome" />;
}
