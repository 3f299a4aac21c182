import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isBuyer } from '@tmc/shared/roles';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { SubscriptionView } from '../../features/subscriptions/components/subscription-view';

/** /subscription/keyword: a buyer orders the keyword subscription by invoice and chooses the item names. */
export default function SubscriptionKeywordRoute() {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status, principal } = useSignInStatus();
  return (
    <MantineScope>
      <PageIntro title={t('pages.subscriptionKeyword.title')} lead={t('pages.subscriptionKeyword.lead')}>
        {status === 'unknown' && <Skeleton height={200} />}
        {status === 'signed-out' && (
          <Stack gap="xs" align="flex-start">
            <Text>{t('subscription.signInText')}</Text>
            <Button onClick={() => accountModal.open('sign-in')}>{t('topBar.signIn')}</Button>
          </Stack>
        )}
        {status === 'signed-in' && !isBuyer(principal) && <Text>{t('subscription.notForRole')}</Text>}
        {status === 'signed-in' && isBuyer(principal) && <SubscriptionView />}
      </PageIntro>
    </MantineScope>
  );
}
