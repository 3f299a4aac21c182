import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useUnsubscribeDigest } from '../../features/subscriptions/api/subscription-actions';

/**
 * /subscription/unsubscribe?token=...: the weekly digest's link, working without signing in. The page
 * asks for a press rather than unsubscribing on load, so that a mail scanner opening links does nothing.
 */
export default function SubscriptionUnsubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeDigest();
  return (
    <MantineScope>
      <PageIntro title={t('pages.subscriptionUnsubscribe.title')} lead={t('pages.subscriptionUnsubscribe.lead')}>
        <Stack gap="sm" align="flex-start">
          {!token && <Alert color="red" role="alert">{t('subscription.unsubscribe.noToken')}</Alert>}
          {token && !unsubscribe.isSuccess && (
            <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
              {t('subscription.unsubscribe.confirm')}
            </Button>
          )}
          {unsubscribe.isSuccess && <Text role="status">{t('subscription.unsubscribe.done')}</Text>}
          {unsubscribe.isError && (
            <Alert color="red" role="alert">
              {unsubscribe.error.message}
            </Alert>
          )}
          <Link to={paths.subscriptionKeyword.getHref()}>{t('subscription.unsubscribe.toSubscription')}</Link>
        </Stack>
      </PageIntro>
    </MantineScope>
  );
}
