import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buyerLogMethodSchema } from '@tmc/shared/logs';

/** Narrows a log page to one page key or action ('stat', 'about'); empty shows every one. */
export function LogMethodFilter({ value, onChange }: { value: string; onChange: (method: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) {
      const parsed = buyerLogMethodSchema.safeParse(trimmed);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? t('buyerLog.filter.invalid'));
        return;
      }
    }
    setError(null);
    onChange(trimmed);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('buyerLog.filter.label')}>
      <Group align="flex-start" gap="sm" mb="md">
        <TextInput
          label={t('buyerLog.filter.field')}
          placeholder="stat"
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
          w={260}
        />
        <Button type="submit" variant="light" mt={24}>
          {t('buyerLog.filter.apply')}
        </Button>
      </Group>
    </form>
  );
}
