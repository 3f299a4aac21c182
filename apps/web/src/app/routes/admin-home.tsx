import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { sellerListScopeOf } from '../../features/admin-sellers/api/get-admin-sellers';
import { AdminSellerList } from '../../features/admin-sellers/components/admin-seller-list';
import { Intro } from './intro';

/** /admins: the sellers this staff member sees, numbered and coloured by status; each opens its card. */
export default function AdminHomeRoute() {
  const { principal } = useSignInStatus();
  return (
    <>
      <Intro page="adminHome" />
      <AdminSellerList scope={sellerListScopeOf(principal)} location="settings" />
    </>
  );
}
