import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteTmc } from '../api/delete-tmc';

export interface ConfirmDeleteModalProps {
  /** The item to delete, or null when the dialog is closed. */
  item: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting an item; the server's refusal (a buyer holds it) is shown in the dialog. */
export function ConfirmDeleteModal({ item, onClose, onDeleted }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteTmc();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={item !== null} onClose={close} title={t('tmc.delete.title')} centered>
      {item && (
        <>
          <Text>{t('tmc.delete.text', { name: item.name })}</Text>
          {remove.isError && (
            <Text role="alert" c="red.7" mt="sm">
              {remove.error.message}
            </Text>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('tmc.delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    close();
                    onDeleted?.();
                  },
                })
              }
            >
              {t('tmc.delete.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
