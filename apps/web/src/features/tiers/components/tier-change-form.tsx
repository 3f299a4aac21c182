import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SELLER_TARIFF_LABELS, SELLER_TARIFFS, type SellerTariff } from '@tmc/shared/seller-tiers';
import { adminTierUpdateSchema } from '@tmc/shared/tier-schemas';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api-client';
import { moscowDay } from '../../../lib/dates';
import { useSetSellerTier } from '../api/admin-tiers';

/** The Moscow day before an instant: the last day of a period that ends at that midnight. */
function lastDayOf(endsAt: string | null): string {
  if (!endsAt) return '';
  return moscowDay(new Date(new Date(endsAt).getTime() - 1));
}

export interface TierChangeFormProps {
  sellerCode: string;
  tariff: SellerTariff;
  endsAt: string | null;
  onDone?: () => void;
}

/**
 * An administrator (L1, L2) sets a seller's tier and the last day of its period (empty: open-ended); the
 * server records it in the action log and makes the seller's published goods fit the tier's limit.
 */
export function TierChangeForm({ sellerCode, tariff, endsAt, onDone }: TierChangeFormProps) {
  const { t } = useTranslation();
  const set = useSetSellerTier();
  const [next, setNext] = useState<SellerTariff>(tariff);
  const [lastDay, setLastDay] = useState(lastDayOf(endsAt));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const save = async () => {
    setDone(false);
    const parsed = adminTierUpdateSchema.safeParse({ tariff: next, endsAt: next === 'free' ? null : lastDay || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await set.mutateAsync({ sellerCode, input: parsed.data });
      setDone(true);
      onDone?.();
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('tiers.admin.tariff')}
        data={SELLER_TARIFFS.map((value) => ({ value, label: SELLER_TARIFF_LABELS[value] }))}
        value={next}
        onChange={(v) => setNext((v as SellerTariff | null) ?? 'free')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {next !== 'free' && (
        <DateField label={t('tiers.admin.lastDay')} description={t('tiers.admin.lastDayHint')} value={lastDay} onChange={setLastDay} min={moscowDay()} />
      )}
      <Text size="sm" c="dimmed">
        {t('tiers.admin.fitHint')}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {done && (
        <Text c="green.9" role="status">
          {t('tiers.admin.saved')}
        </Text>
      )}
      <Group>
        <Button onClick={() => void save()} loading={set.isPending}>
          {t('tiers.admin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
