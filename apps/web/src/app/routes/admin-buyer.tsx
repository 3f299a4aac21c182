import { useParams } from 'react-router';
import { MantineScope } from '../../components/mantine-scope';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { PersonCard } from '../../features/people/components/person-card';

/** /admins/buyers/{id}: a buyer's (or a representative's) card with block/unblock and edit. */
export default function AdminBuyerRoute() {
  const { buyerId = '' } = useParams();
  const { principal } = useSignInStatus();
  return (
    <MantineScope>
      <PersonCard id={buyerId} principal={principal} />
    </MantineScope>
  );
}
