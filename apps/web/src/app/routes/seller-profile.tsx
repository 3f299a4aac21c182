import { useParams } from 'react-router';
import { Intro } from './intro';

export default function SellerProfileRoute() {
  const { sellerCode = '' } = useParams();
  return <Intro page="sellerProfile" values={{ code: sellerCode }} />;
}
