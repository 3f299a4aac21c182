import { Intro } from './intro';

export default function FavouritesRoute() {
  return <Intro page="favourites" />;
}
