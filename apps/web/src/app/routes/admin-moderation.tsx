import { useMemo, useState } from 'react';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canModerateGoods, canViewGoodsQueue } from '@tmc/shared/roles';
import { TMC_LIMITS, TMC_STATUS_LABELS, TMC_STATUSES, type TmcStatus } from '@tmc/shared/tmc-schemas';
import { tmcAdminSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { PageIntro } from '../../components/page-intro';
import { Pager, pageCountOf } from '../../components/pager';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useAdminTmcSearch } from '../../features/tmc/api/get-admin-search';
import { useModerateTmc } from '../../features/tmc/api/moderate-tmc';
import { ModerationTable } from '../../features/tmc/components/moderation-table';
import { RejectModal } from '../../features/tmc/components/reject-modal';
import { TmcPreviewModal } from '../../features/tmc/components/tmc-preview-modal';
import { TmcListEmpty, TmcListError, TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';
import { parseListParams } from '../../lib/list-params';

const PAGE_SIZE = TMC_LIMITS.pageSizeDefault;
const ALL = 'all';

/** /admins/moderation: goods waiting for a decision (admin/search?status=moderation), and any other status. */
export default function AdminModerationRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  // The queue by default; 'all' shows every status.
  const status: TmcStatus | undefined =
    rawStatus === ALL ? undefined : (TMC_STATUSES as readonly string[]).includes(rawStatus ?? '') ? (rawStatus as TmcStatus) : 'moderation';
  // 'all' (every status) is the page's own value; q and page are read as the API reads them.
  const { q, page } = parseListParams(tmcAdminSearchQuerySchema, params);
  const query = useMemo(() => ({ status, q, page, size: PAGE_SIZE }), [status, q, page]);
  const list = useAdminTmcSearch(query);
  const moderate = useModerateTmc();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<{ id: number; name: string } | null>(null);
  const [qDraft, setQDraft] = useState(q ?? '');
  const mayModerate = canModerateGoods(principal);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };

  const publish = (item: { id: number }) => moderate.mutate({ id: item.id, action: 'publish' });

  if (!canViewGoodsQueue(principal)) {
    return (
      <Alert color="red" role="alert">
        {t('admin.forbidden')}
      </Alert>
    );
  }

  return (
    <>
      <PageIntro title={t('tmc.moderation.title')} lead={t('tmc.moderation.lead')}>
        <Group align="flex-end" mt="md" mb="md">
          <Select
            label={t('tmc.inventory.statusFilter')}
            data={[
              { value: ALL, label: t('tmc.inventory.allStatuses') },
              ...TMC_STATUSES.map((s) => ({ value: s, label: TMC_STATUS_LABELS[s] })),
            ]}
            value={status ?? ALL}
            onChange={(value) => update({ status: value === 'moderation' ? undefined : (value ?? undefined) })}
            allowDeselect={false}
            w={220}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: qDraft.trim() || undefined });
            }}
          >
            <Group align="flex-end" gap="xs">
              <TextInput label={t('tmc.moderation.search')} value={qDraft} onChange={(e) => setQDraft(e.currentTarget.value)} w={300} />
              <Button type="submit" variant="light">
                {t('tmc.filters.apply')}
              </Button>
            </Group>
          </form>
        </Group>
        {moderate.isError && (
          <Alert color="red" role="alert" mb="md">
            {moderate.error.message}
          </Alert>
        )}
        {list.isPending ? (
          <TmcListSkeleton rows={3} />
        ) : list.isError ? (
          <TmcListError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <TmcListEmpty title={status === 'moderation' ? t('tmc.moderation.emptyTitle') : t('tmc.states.emptyTitle')} />
        ) : (
          <>
            <ModerationTable
              items={list.data.items}
              onPreview={(item) => setPreviewId(item.id)}
              onPublish={mayModerate ? publish : null}
              onReject={mayModerate ? setRejecting : null}
              busyId={moderate.isPending ? moderate.variables.id : null}
            />
            <Pager page={page} pages={pageCountOf(list.data.total, PAGE_SIZE)} onChange={(next) => update({ page: next ? String(next) : undefined })} />
          </>
        )}
        <TmcPreviewModal
          id={previewId}
          onClose={() => setPreviewId(null)}
          actions={(data) =>
            data.status === 'moderation' && mayModerate ? (
              <>
                <Button color="green" loading={moderate.isPending} onClick={() => moderate.mutate({ id: data.id, action: 'publish' }, { onSuccess: () => setPreviewId(null) })}>
                  {t('tmc.moderation.publish')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => {
                    setPreviewId(null);
                    setRejecting({ id: data.id, name: data.name });
                  }}
                >
                  {t('tmc.moderation.reject')}
                </Button>
              </>
            ) : null
          }
        />
        <RejectModal item={rejecting} onClose={() => setRejecting(null)} />
      </PageIntro>
    </>
  );
}
