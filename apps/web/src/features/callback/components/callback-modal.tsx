import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineScope } from '../../../components/mantine-scope';
import { CallbackForm } from './callback-form';

export interface CallbackModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The callback form as a modal (specification, section 2: 'Callback form (modal, and on terms and info
 * pages)'). A default export so the place that opens it can load it lazily, keeping Mantine and zod
 * out of the first page's JS.
 */
export default function CallbackModal({ opened, onClose }: CallbackModalProps) {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <Modal opened={opened} onClose={onClose} title={t('callback.title')} centered size="sm" closeButtonProps={{ 'aria-label': t('callback.close') }}>
        <CallbackForm />
      </Modal>
    </MantineScope>
  );
}
