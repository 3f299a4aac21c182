import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManagePlatform } from '@tmc/shared/roles';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useAdminSeller } from '../../features/admin-sellers/api/get-admin-seller';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { ImportPage } from '../../features/import/components/import-page';

/** /admins/sellers/{code}/import: an L1/L2 administrator imports goods for the chosen seller; a curator reads. */
export default function AdminSellerImportRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const { principal } = useSignInStatus();
  // Whether the seller is trusted (imported goods published at once), from its card.
  const seller = useAdminSeller(sellerCode);
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerImport.title')} lead={t('pages.sellerImport.lead', { code: sellerCode })}>
        <ImportPage
          sellerCode={sellerCode}
          canEdit={canManagePlatform(principal)}
          goodsHref={paths.admin.sellerEntities.getHref(sellerCode)}
          publishesAtOnce={seller.data?.trusted ?? false}
          tierHref={paths.admin.tiers.getHref(sellerCode)}
        />
      </PageIntro>
    </MantineScope>
  );
}
