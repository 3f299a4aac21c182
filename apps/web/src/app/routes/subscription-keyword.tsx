import { Intro } from './intro';

export default function SubscriptionKeywordRoute() {
  return <Intro page="subscriptionKeyword" />;
}
