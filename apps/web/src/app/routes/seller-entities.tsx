import { useParams } from 'react-router';
import { Intro } from './intro';

export default function SellerEntitiesRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="sellerEntities" values={{ code: sellerCode }} />;
}
