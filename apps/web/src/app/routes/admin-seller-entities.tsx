import { useParams } from 'react-router';
import { Intro } from './intro';

export default function AdminSellerEntitiesRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="adminSellerEntities" values={{ code: sellerCode }} />;
}
