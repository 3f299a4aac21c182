import { canManagePlatform } from '@tmc/shared/roles';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { sellerListScopeOf } from '../../features/admin-sellers/api/get-admin-sellers';
import { AdminSellerList } from '../../features/admin-sellers/components/admin-seller-list';
import { CreateSellerButton } from '../../features/admin-sellers/components/create-seller-button';
import { Intro } from './intro';

/** /admins/settings: the seller list whose lines open each seller's card (the dropdown's 'settings' location). */
export default function AdminSettingsRoute() {
  const { principal } = useSignInStatus();
  return (
    <>
      <Intro page="adminSettings">
        {canManagePlatform(principal) && <CreateSellerButton />}
        <AdminSellerList scope={sellerListScopeOf(principal)} location="settings" principal={principal} />
      </Intro>
    </>
  );
}
