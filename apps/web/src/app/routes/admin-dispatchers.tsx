import { Intro } from './intro';

export default function AdminDispatchersRoute() {
  return <Intro page="adminDispatchers" />;
}
