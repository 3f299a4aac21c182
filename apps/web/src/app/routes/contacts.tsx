import { Intro } from './intro';

export default function ContactsRoute() {
  return <Intro page="contacts" />;
}
