import { Intro } from './intro';

export default function AdminSettingsRoute() {
  return <Intro page="adminSettings" />;
}
