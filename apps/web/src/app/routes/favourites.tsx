import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isBuyer } from '@tmc/shared/roles';
import { pageQuerySchema } from '@tmc/shared/lists';
import { TMC_LIMITS } from '@tmc/shared/tmc-constants';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useFavourites } from '../../features/favourites/api/get-favourites';
import { FavouriteButton } from '../../features/favourites/components/favourite-button';
import { TmcListEmpty, TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { PageIntro } from '../../components/page-intro';
import { parseListParams } from '../../lib/list-params';

/** /favourites: the signed-in buyer's favourites, each with a button to remove it. */
export default function FavouritesRoute() {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status, principal } = useSignInStatus();
  const [params, setParams] = useSearchParams();
  const page = useMemo(() => parseListParams(pageQuerySchema, params).page, [params]);
  const buyer = status === 'signed-in' && isBuyer(principal);
  const favourites = useFavourites({ page, size: TMC_LIMITS.pageSizeDefault }, { enabled: buyer });

  return (
    <MantineScope>
      <PageIntro title={t('pages.favourites.title')} lead={t('pages.favourites.lead')}>
        {status === 'unknown' && <TmcListSkeleton />}
        {status === 'signed-out' && (
          <TmcListEmpty title={t('favourites.signInTitle')} text={t('favourites.signInText')} />
        )}
        {status === 'signed-out' && (
          <Button mt="md" onClick={() => accountModal.open('sign-in')}>
            {t('topBar.signIn')}
          </Button>
        )}
        {status === 'signed-in' && !buyer && <TmcListEmpty title={t('favourites.buyersOnly')} />}
        {buyer && (
          <TmcResults
            query={favourites}
            page={page}
            onPageChange={(next) => setParams(next > 0 ? { page: String(next) } : {})}
            emptyTitle={t('favourites.emptyTitle')}
            emptyText={t('favourites.emptyText')}
            renderActions={(item) => <FavouriteButton tmcId={item.id} favourite viewer="buyer" size="compact" />}
          />
        )}
      </PageIntro>
    </MantineScope>
  );
}
