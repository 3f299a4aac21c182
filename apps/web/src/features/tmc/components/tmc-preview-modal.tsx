import type { ReactNode } from 'react';
import { Modal, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TmcDetails } from '@tmc/shared/tmc-schemas';
import { useTmc } from '../api/get-tmc';
import { TmcDetailsView } from './tmc-details-view';
import { TmcListError } from './tmc-list-states';

export interface TmcPreviewModalProps {
  id: number | null;
  onClose: () => void;
  /** The decision buttons for the loaded item (none: only look). */
  actions?: (item: TmcDetails) => ReactNode;
}

/** The item as buyers see it, in a dialog, with the administrator's decision buttons (moderation, post-moderation). */
export function TmcPreviewModal({ id, onClose, actions }: TmcPreviewModalProps) {
  const { t } = useTranslation();
  const item = useTmc(id ?? 0, { enabled: id !== null });
  const data = id !== null ? item.data : undefined;
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={data?.name ?? t('tmc.moderation.preview')}>
      {id !== null && item.isPending && <Skeleton height={300} />}
      {id !== null && item.isError && <TmcListError error={item.error} onRetry={() => void item.refetch()} />}
      {data && <TmcDetailsView item={data} variant="preview" showStatus actions={actions?.(data) ?? undefined} />}
    </Modal>
  );
}
