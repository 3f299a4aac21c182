import { Intro } from './intro';

export default function AdminPremiumRoute() {
  return <Intro page="adminPremium" />;
}
