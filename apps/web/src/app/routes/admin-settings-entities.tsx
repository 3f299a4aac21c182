import { useParams } from 'react-router';
import { Intro } from './intro';

export default function AdminSettingsEntitiesRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="adminSettingsEntities" values={{ code: sellerCode }} />;
}
