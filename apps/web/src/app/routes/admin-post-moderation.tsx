import { useMemo, useState } from 'react';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canModerateGoods } from '@tmc/shared/roles';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { tmcPostModerationQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { PageIntro } from '../../components/page-intro';
import { Pager, pageCountOf } from '../../components/pager';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { usePostModeration } from '../../features/tmc/api/get-post-moderation';
import { useModerateTmc } from '../../features/tmc/api/moderate-tmc';
import { PostModerationTable } from '../../features/tmc/components/post-moderation-table';
import { RejectModal } from '../../features/tmc/components/reject-modal';
import { TmcPreviewModal } from '../../features/tmc/components/tmc-preview-modal';
import { TmcListEmpty, TmcListError, TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';
import { parseListParams } from '../../lib/list-params';

const PAGE_SIZE = TMC_LIMITS.pageSizeDefault;

/**
 * /admins/post-moderation (issue 11, item 9): goods trusted sellers published at once, newest first, for
 * an administrator (L1, L2) to look at: leave published, or take down with a reason the supplier reads.
 */
export default function AdminPostModerationRoute() {
  const { t } = useTranslation();
  const { principal } = useSignInStatus();
  const [params, setParams] = useSearchParams();
  const { seller_code: sellerCode, page } = parseListParams(tmcPostModerationQuerySchema, params);
  const query = useMemo(() => ({ seller_code: sellerCode, page, size: PAGE_SIZE }), [sellerCode, page]);
  const list = usePostModeration(query);
  const moderate = useModerateTmc();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [takingDown, setTakingDown] = useState<{ id: number; name: string } | null>(null);
  const [codeDraft, setCodeDraft] = useState(sellerCode ?? '');
  const [done, setDone] = useState<string | null>(null);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };

  const reviewed = (item: { id: number; name: string }) => {
    setDone(null);
    moderate.mutate({ id: item.id, action: 'reviewed' }, { onSuccess: () => setDone(t('tmc.postModeration.doneReviewed', { name: item.name })) });
  };

  if (!canModerateGoods(principal)) {
    return (
      <Alert color="red" role="alert">
        {t('admin.forbidden')}
      </Alert>
    );
  }

  return (
    <PageIntro title={t('tmc.postModeration.title')} lead={t('tmc.postModeration.lead')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update({ seller_code: codeDraft.trim() || undefined });
        }}
      >
        <Group align="flex-end" gap="xs" mt="md" mb="md">
          <TextInput label={t('tmc.postModeration.sellerFilter')} value={codeDraft} onChange={(e) => setCodeDraft(e.currentTarget.value)} inputMode="numeric" maxLength={6} w={180} />
          <Button type="submit" variant="light">
            {t('tmc.filters.apply')}
          </Button>
        </Group>
      </form>
      {moderate.isError && !takingDown && (
        <Alert color="red" role="alert" mb="md">
          {moderate.error.message}
        </Alert>
      )}
      {done && (
        <Alert color="green" role="status" mb="md">
          {done}
        </Alert>
      )}
      {list.isPending ? (
        <TmcListSkeleton rows={3} />
      ) : list.isError ? (
        <TmcListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <TmcListEmpty title={t('tmc.postModeration.emptyTitle')} />
      ) : (
        <>
          <PostModerationTable
            items={list.data.items}
            onPreview={(item) => setPreviewId(item.id)}
            onReviewed={reviewed}
            onTakeDown={(item) => {
              setDone(null);
              setTakingDown(item);
            }}
            busyId={moderate.isPending ? moderate.variables.id : null}
          />
          <Pager page={page} pages={pageCountOf(list.data.total, PAGE_SIZE)} onChange={(next) => update({ page: next ? String(next) : undefined })} />
        </>
      )}
      <TmcPreviewModal
        id={previewId}
        onClose={() => setPreviewId(null)}
        actions={(data) =>
          data.status === 'published' ? (
            <>
              <Button
                color="green"
                loading={moderate.isPending}
                onClick={() => {
                  reviewed(data);
                  setPreviewId(null);
                }}
              >
                {t('tmc.postModeration.reviewed')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  setPreviewId(null);
                  setTakingDown({ id: data.id, name: data.name });
                }}
              >
                {t('tmc.postModeration.reject')}
              </Button>
            </>
          ) : null
        }
      />
      <RejectModal item={takingDown} variant="take-down" onClose={() => setTakingDown(null)} />
    </PageIntro>
  );
}
