import { useParams } from 'react-router';
import { AdminSellerCard } from '../../features/admin-sellers/components/admin-seller-card';

/** /admins/settings/{code}/entities (the seller dropdown's 'settings' location): the seller's card. */
export default function AdminSettingsEntitiesRoute() {
  const { sellerCode = '' } = useParams();
  return <AdminSellerCard key={sellerCode} sellerCode={sellerCode} />;
}
