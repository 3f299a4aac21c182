import { useParams } from 'react-router';
import { Intro } from './intro';

export default function SellerDealsRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="sellerDeals" values={{ code: sellerCode }} />;
}
