import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useCreateSeller } from '../api/seller-actions';
import { useStaffList } from '../api/staff';
import { SellerCardForm } from './seller-card-form';

/** 'Создать поставщика' (L1/L2): the empty card in a dialog; on success the new seller's card opens. */
export function CreateSellerButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const create = useCreateSeller();
  const curators = useStaffList('curator', { enabled: opened });
  const dispatchers = useStaffList('dispatcher', { enabled: opened });
  return (
    <>
      <Button onClick={() => setOpened(true)} mb="md">
        {t('adminSellers.create.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('adminSellers.create.title')} size="xl">
        <SellerCardForm
          mode="create"
          seller={null}
          curators={(curators.data?.items ?? []).map((c) => ({ value: c.username, label: c.name ? `${c.name} (${c.username})` : c.username }))}
          dispatchers={(dispatchers.data?.items ?? []).map((d) => ({ value: d.id, label: d.name ? `${d.name} (${d.username})` : d.username }))}
          submitting={create.isPending}
          onSubmit={async (values) => {
            const seller = await create.mutateAsync(values);
            setOpened(false);
            void navigate(paths.admin.settingsEntities.getHref(seller.sellerCode));
          }}
        />
      </Modal>
    </>
  );
}
