import { MantineScope } from '../../components/mantine-scope';
import { PeoplePage } from '../../features/people/components/people-page';
import { Intro } from './intro';

/** /admins/buyers: buyers, quick registrations, allowed placement and sellers' representatives (section 7 'Lists'). */
export default function AdminBuyersRoute() {
  return (
    <MantineScope>
      <Intro page="adminBuyers">
        <PeoplePage />
      </Intro>
    </MantineScope>
  );
}
