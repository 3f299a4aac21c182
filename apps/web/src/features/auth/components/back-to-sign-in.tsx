import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function BackToSignIn({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {t('auth.recovery.back')}
      </Anchor>
    </Group>
  );
}
