import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { useCabinet } from '../../features/cabinet/api/get-cabinet';
import { CabinetGoods } from '../../features/cabinet/components/cabinet-goods';

/**
 * /sellers/{code}/entities, the cabinet's goods: every status with the moderation reason, stock, price,
 * favourites and holds, and the representative's bulk actions. The sellers layout lets in only the
 * seller's representatives and its curator (who reads only).
 */
export default function SellerEntitiesRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const cabinet = useCabinet(sellerCode);
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerEntities.title')} lead={t('pages.sellerEntities.lead', { code: sellerCode })}>
        {cabinet.data && <CabinetGoods sellerCode={sellerCode} canEdit={cabinet.data.mode === 'owner'} />}
      </PageIntro>
    </MantineScope>
  );
}
