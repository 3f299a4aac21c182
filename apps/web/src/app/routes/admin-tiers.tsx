import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { AdminTiersTable } from '../../features/tiers/components/admin-tiers-table';

/** /admins/tiers: every seller's tier, its period and use of its limit; L1 and L2 change one. */
export default function AdminTiersRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <MantineScope>
      <PageIntro title={t('pages.adminTiers.title')} lead={t('pages.adminTiers.lead')}>
        <AdminTiersTable initialQuery={params.get('q') ?? ''} />
      </PageIntro>
    </MantineScope>
  );
}
