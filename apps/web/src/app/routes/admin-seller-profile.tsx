import { useParams } from 'react-router';
import { Intro } from './intro';

export default function AdminSellerProfileRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="adminSellerProfile" values={{ code: sellerCode }} />;
}
