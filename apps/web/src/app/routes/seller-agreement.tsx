import { Intro } from './intro';

export default function SellerAgreementRoute() {
  return <Intro page="sellerAgreement" />;
}
