import { useParams } from 'react-router';
import { Intro } from './intro';

export default function AdminSellerDealsRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="adminSellerDeals" values={{ code: sellerCode }} />;
}
