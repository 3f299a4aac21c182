import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS, tmcRejectInputSchema, type TmcRejectInput } from '@tmc/shared/tmc-schemas';
import { ApiError } from '../../../lib/api-client';
import { useModerateTmc } from '../api/moderate-tmc';

export interface RejectModalProps {
  item: { id: number; name: string } | null;
  onClose: () => void;
  onDone?: () => void;
  /** 'take-down': a published item leaves the common base (post-moderation); the same call, other words. */
  variant?: 'reject' | 'take-down';
}

/**
 * Rejecting goods needs a reason (the supplier sees it). Every message under the field is the shared
 * schema's (tmcRejectInputSchema: required, too long), checked here and by the server alike.
 */
export function RejectModal({ item, onClose, onDone, variant = 'reject' }: RejectModalProps) {
  const { t } = useTranslation();
  const words = variant === 'take-down' ? 'tmc.postModeration' : 'tmc.moderation';
  const moderate = useModerateTmc();
  const form = useForm<TmcRejectInput>({ resolver: zodResolver(tmcRejectInputSchema), defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    moderate.reset();
    onClose();
  };
  // The server's own message for the field when it names one, else its message for the request.
  const serverError = moderate.error
    ? ((moderate.error instanceof ApiError ? moderate.error.fields.reason : undefined) ?? moderate.error.message)
    : undefined;
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!item) return;
    try {
      await moderate.mutateAsync({ id: item.id, action: 'reject', reason });
      close();
      onDone?.();
    } catch {
      // shown below from moderate.error
    }
  });
  return (
    <Modal opened={item !== null} onClose={close} title={t(`${words}.rejectTitle`, { name: item?.name ?? '' })} centered>
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t(`${words}.reason`)}
          required
          autosize
          minRows={3}
          maxLength={TMC_LIMITS.rejectReasonMax}
          error={form.formState.errors.reason?.message ?? serverError}
          data-autofocus
          {...form.register('reason')}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('tmc.delete.cancel')}
          </Button>
          <Button type="submit" color="red" loading={moderate.isPending}>
            {t(`${words}.reject`)}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
