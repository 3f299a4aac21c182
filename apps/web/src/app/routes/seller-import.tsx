import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useCabinet } from '../../features/cabinet/api/get-cabinet';
import { ImportPage } from '../../features/import/components/import-page';

/**
 * /sellers/{code}/import: the supplier's import of goods from a file. The sellers layout lets in only the
 * seller's representatives and its curator, who sees the imports and the log but runs nothing.
 */
export default function SellerImportRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const cabinet = useCabinet(sellerCode);
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerImport.title')} lead={t('pages.sellerImport.lead', { code: sellerCode })}>
        {cabinet.data && (
          <ImportPage
            sellerCode={sellerCode}
            canEdit={cabinet.data.mode === 'owner'}
            goodsHref={paths.sellerEntities.getHref(sellerCode)}
            publishesAtOnce={cabinet.data.trusted}
            tierHref={cabinet.data.mode === 'owner' ? paths.sellerTariff.getHref(sellerCode) : null}
          />
        )}
      </PageIntro>
    </MantineScope>
  );
}
