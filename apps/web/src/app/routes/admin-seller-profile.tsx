import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/**
 * /admins/sellers/{code}/profile: for administrators a seller's profile is its card (every field of
 * section 3 'Seller', its state and actions), so this path opens the card.
 */
export default function AdminSellerProfileRoute() {
  const { sellerCode = '' } = useParams();
  return <Navigate to={paths.admin.settingsEntities.getHref(sellerCode)} replace />;
}
