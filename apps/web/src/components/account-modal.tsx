import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountModalView } from './account-modal-context';
import { MantineScope } from './mantine-scope';

const TITLE_KEYS: Record<AccountModalView, string> = {
  'sign-in': 'accountModal.signInTitle',
  registration: 'accountModal.registrationTitle',
  recovery: 'accountModal.recoveryTitle',
};

/** The account modal. Its body (forms and their states) comes with the accounts issue. */
export default function AccountModal({ view, onClose }: { view: AccountModalView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = view ?? 'sign-in';
  return (
    <MantineScope>
      <Modal
      opened={view !== null}
      onClose={onClose}
      title={t(TITLE_KEYS[shown])}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('accountModal.close') }}
    >
        <Text>{t('accountModal.signInPending')}</Text>
      </Modal>
    </MantineScope>
  );
}
