import { canManagePlatform } from '@tmc/shared/roles';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { sellerListScopeOf } from '../../features/admin-sellers/api/get-admin-sellers';
import { AdminSellerList } from '../../features/admin-sellers/components/admin-seller-list';
import { CreateSellerButton } from '../../features/admin-sellers/components/create-seller-button';
import { Intro } from './intro';

/** /admins: the sellers this staff member sees, numbered and coloured by status; each opens its card. */
export default function AdminHomeRoute() {
  const { principal } = useSignInStatus();
  return (
    <>
      <Intro page="adminHome">
        {canManagePlatform(principal) && <CreateSellerButton />}
        <AdminSellerList scope={sellerListScopeOf(principal)} location="settings" principal={principal} />
      </Intro>
    </>
  );
}
