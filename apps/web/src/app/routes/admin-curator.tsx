import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhoneMask } from '@tmc/shared/phone-mask';
import { NotFoundPage } from '../../components/not-found';
import { sellerListScopeOf } from '../../features/admin-sellers/api/get-admin-sellers';
import { useStaffList } from '../../features/admin-sellers/api/staff';
import { AdminSellerList } from '../../features/admin-sellers/components/admin-seller-list';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import classes from './admin-curator.module.css';
import { Intro } from './intro';

/**
 * /admins/curators/{username}: a curator's contacts and the sellers it supports (the admin list's colours,
 * each line opening the seller's card); an address no curator has is the site's 404 page. A curator opening
 * its own page sees its own sellers (its list is already only its own).
 */
export default function AdminCuratorRoute() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { principal } = useSignInStatus();
  const curators = useStaffList('curator');
  const curator = curators.data?.items.find((c) => c.username.toLowerCase() === username.toLowerCase());
  if (curators.isSuccess && !curator) return <NotFoundPage />;
  return (
    <Intro page="adminCurator" values={{ username }}>
      {curator && (
        <dl className={classes.contacts}>
          <dt>{t('adminSellers.curatorPage.name')}</dt>
          <dd>{curator.name ?? '—'}</dd>
          <dt>{t('adminSellers.curatorPage.email')}</dt>
          <dd>{curator.email}</dd>
          <dt>{t('adminSellers.curatorPage.phone')}</dt>
          <dd>{curator.phoneNumber ? formatPhoneMask(curator.phoneNumber) : '—'}</dd>
          <dt>{t('adminSellers.curatorPage.sellers')}</dt>
          <dd>{curator.sellers}</dd>
        </dl>
      )}
      <AdminSellerList scope={sellerListScopeOf(principal)} location="settings" principal={principal} curator={username} />
    </Intro>
  );
}
