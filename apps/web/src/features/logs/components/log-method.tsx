import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { logPageTitleKey } from '../log-format';

/** A log row's page in Russian ('Статистика'), with its key ('stat') that the filter takes; an action shows its key. */
export function LogMethod({ method }: { method: string }) {
  const { t } = useTranslation();
  const titleKey = logPageTitleKey(method);
  if (!titleKey) return <>{method}</>;
  return (
    <>
      {t(titleKey)}{' '}
      <Text span size="xs" c="dimmed">
        ({method})
      </Text>
    </>
  );
}
