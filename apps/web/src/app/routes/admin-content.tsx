import { Intro } from './intro';

export default function AdminContentRoute() {
  return <Intro page="adminContent" />;
}
