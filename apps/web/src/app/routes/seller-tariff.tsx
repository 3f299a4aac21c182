import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { SellerTierView } from '../../features/tiers/components/seller-tier-view';

/** /sellers/{code}/tariff: the supplier's tier, its period and room, buying or renewing one by invoice. */
export default function SellerTariffRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  return (
    <MantineScope>
      <PageIntro title={t('pages.sellerTariff.title')} lead={t('pages.sellerTariff.lead')}>
        <SellerTierView sellerCode={sellerCode} />
      </PageIntro>
    </MantineScope>
  );
}
