import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import SellerEntitiesRoute from './seller-entities';

// /admins/sellers/{code}/entities (the seller dropdown's 'sellers' location in the admin module) is the
// seller's goods area, the same page as /sellers/{code}/entities, with the ways to the seller's import,
// deals and card.
export default function AdminSellerEntitiesRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  return (
    <>
      <p>
        <Link to={paths.admin.sellerImport.getHref(sellerCode)}>{t('import.adminLink')}</Link>
        {' · '}
        <Link to={paths.admin.sellerDeals.getHref(sellerCode)}>{t('adminSellers.dealsLink')}</Link>
        {' · '}
        <Link to={paths.admin.sellerProfile.getHref(sellerCode)}>{t('adminSellers.profileLink')}</Link>
      </p>
      <SellerEntitiesRoute />
    </>
  );
}
