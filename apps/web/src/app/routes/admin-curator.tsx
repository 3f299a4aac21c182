import { useParams } from 'react-router';
import { Intro } from './intro';

export default function AdminCuratorRoute() {
  const { username = '' } = useParams();
  return <Intro page="adminCurator" values={{ username: username }} />;
}
