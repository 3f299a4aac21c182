import { Intro } from './intro';

export default function AdminCuratorsRoute() {
  return <Intro page="adminCurators" />;
}
