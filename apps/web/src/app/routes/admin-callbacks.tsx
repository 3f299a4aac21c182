import { Intro } from './intro';

export default function AdminCallbacksRoute() {
  return <Intro page="adminCallbacks" />;
}
