import { Intro } from './intro';

export default function EulaRoute() {
  return <Intro page="eula" />;
}
