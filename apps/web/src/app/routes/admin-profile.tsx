import { Intro } from './intro';

export default function AdminProfileRoute() {
  return <Intro page="adminProfile" />;
}
