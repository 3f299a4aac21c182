import { useParams } from 'react-router';
import { canManageTariffs } from '@tmc/shared/roles';
import { AdminSellerCard } from '../../features/admin-sellers/components/admin-seller-card';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { SellerTierAdminPanel } from '../../features/tiers/components/seller-tier-admin-panel';

/** /admins/settings/{code}/entities (the seller dropdown's 'settings' location): the seller's card, with its tier. */
export default function AdminSettingsEntitiesRoute() {
  const { sellerCode = '' } = useParams();
  const { principal } = useSignInStatus();
  return (
    <AdminSellerCard
      key={sellerCode}
      sellerCode={sellerCode}
      aside={<SellerTierAdminPanel key={sellerCode} sellerCode={sellerCode} editable={canManageTariffs(principal)} />}
    />
  );
}
