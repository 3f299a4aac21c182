import { Intro } from './intro';

export default function AdminReviewsRoute() {
  return <Intro page="adminReviews" />;
}
