import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canPlaceGoods, isSellerUser } from '@tmc/shared/roles';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { PageIntro } from '../../components/page-intro';
import { LinkButton } from '../../features/tmc/components/link-button';

/**
 * /placement: where a supplier starts placing goods. A supplier's user goes on to the goods form and
 * its goods list in the sellers module; anyone else learns how placement works and whom to ask.
 */
export default function PlacementRoute() {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status, profile, principal } = useSignInStatus();
  const code = isSellerUser(principal) ? profile?.sellerCode : null;

  return (
    <MantineScope>
      <PageIntro title={t('pages.placement.title')} lead={t('pages.placement.lead')}>
        {status === 'signed-out' && (
          <>
            <p>{t('tmc.placement.signIn')}</p>
            <Button onClick={() => accountModal.open('sign-in')}>{t('topBar.signIn')}</Button>
          </>
        )}
        {status === 'signed-in' && code && canPlaceGoods(principal) && (
          <>
            <p>{t('tmc.placement.supplier', { code })}</p>
            <Group>
              <LinkButton to={paths.sellerEntityNew.getHref(code)}>
                {t('tmc.inventory.add')}
              </LinkButton>
              <LinkButton to={paths.sellerEntities.getHref(code)} variant="light">
                {t('tmc.placement.myGoods')}
              </LinkButton>
            </Group>
          </>
        )}
        {status === 'signed-in' && !code && (
          <p>
            {t('tmc.placement.notSupplier')}{' '}
            <Link to={paths.sellProduct.getHref()}>{t('tmc.placement.howTo')}</Link>
          </p>
        )}
      </PageIntro>
    </MantineScope>
  );
}
