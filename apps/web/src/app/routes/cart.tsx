import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canUseCart } from '@tmc/shared/roles';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { CallbackForm } from '../../features/callback/components/callback-form';
import { CartView } from '../../features/cart/components/cart-view';

/** /cart: the buyer's reservations and deals, with the contacts of the selected one and the callback form. */
export default function CartRoute() {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status, principal } = useSignInStatus();
  return (
    <MantineScope>
      <PageIntro title={t('pages.cart.title')} lead={t('pages.cart.lead')}>
        {status === 'unknown' && <Skeleton height={200} />}
        {status === 'signed-out' && (
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('cart.signInTitle')}</Text>
            <Text c="dimmed">{t('cart.signInText')}</Text>
            <Button onClick={() => accountModal.open('sign-in')}>{t('topBar.signIn')}</Button>
          </Stack>
        )}
        {status === 'signed-in' && !canUseCart(principal) && <Text>{t('cart.notForRole')}</Text>}
        {status === 'signed-in' && canUseCart(principal) && <CartView callback={<CallbackForm />} />}
      </PageIntro>
    </MantineScope>
  );
}
