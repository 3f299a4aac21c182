import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { moscowDay } from '../../../lib/dates';
import { PageIntro } from '../../../components/page-intro';
import { useAdminSeller } from '../api/get-admin-seller';
import { useSellerEntry } from '../api/seller-entry';
import { useUpdateSeller } from '../api/seller-actions';
import { useStaffList } from '../api/staff';
import { SellerCardForm } from './seller-card-form';
import { SellerStatePanel } from './seller-state-panel';

/**
 * /admins/settings/{code}/entities: a seller's card with its state and actions (`aside`: what the route adds
 * beside the state, the tier). L1/L2 edit (the server
 * says so in `editable`); L3 and the seller's curator see it read-only; anyone else is refused.
 */
export function AdminSellerCard({ sellerCode, aside }: { sellerCode: string; aside?: ReactNode }) {
  const { t } = useTranslation();
  const seller = useAdminSeller(sellerCode);
  const editable = seller.data?.editable === true && !seller.data.deletedAt;
  const curators = useStaffList('curator', { enabled: editable });
  const dispatchers = useStaffList('dispatcher', { enabled: editable });
  const update = useUpdateSeller(sellerCode);
  const entry = useSellerEntry();

  if (seller.isPending) return <Loader aria-label={t('app.loading')} />;
  if (seller.isError) {
    const status = seller.error instanceof ApiError ? seller.error.status : 0;
    return (
      <PageIntro title={t('adminSellers.card.title', { code: sellerCode })} lead="">
        <Alert color="red" role="alert">
          {status === 404 ? t('adminSellers.card.notFound') : status === 403 ? t('adminSellers.card.forbidden') : seller.error.message}
        </Alert>
      </PageIntro>
    );
  }
  const data = seller.data;
  const option = (s: { username: string; name: string | null }) => ({ value: s.username, label: s.name ? `${s.name} (${s.username})` : s.username });
  return (
    <PageIntro title={data.title} lead={t('adminSellers.card.lead', { code: data.sellerCode, username: data.username ?? '—' })}>
      <Stack gap="lg" mt="md">
        {editable && !data.blocked && data.username && (
          <Group gap="sm">
            <Button variant="outline" onClick={() => entry.enter(data.sellerCode)}>
              {t('sellerEntry.cardButton')}
            </Button>
            {entry.error && (
              <Alert color="red" role="alert" py={6}>
                {entry.error}
              </Alert>
            )}
          </Group>
        )}
        <SellerStatePanel seller={data} today={moscowDay()} />
        {aside}
        <SellerCardForm
          key={data.sellerCode}
          mode={editable ? 'edit' : 'view'}
          seller={data}
          curators={(curators.data?.items ?? []).map(option)}
          dispatchers={(dispatchers.data?.items ?? []).map((d) => ({ value: d.id, label: d.name ? `${d.name} (${d.username})` : d.username }))}
          submitting={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
          }}
        />
      </Stack>
    </PageIntro>
  );
}
