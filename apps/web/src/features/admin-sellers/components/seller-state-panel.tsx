import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_MAX, blockRequestSchema, premiumPeriodSchema, type AdminSeller } from '@tmc/shared/admin-sellers';
import { formatDate } from '../../../lib/dates';
import { ApiError } from '../../../lib/api-client';
import { useSellerAction, type SellerAction } from '../api/seller-actions';
import { DateField } from '../../../components/date-field';

const messageOf = (error: unknown, fallback: string) => {
  if (error instanceof ApiError) return Object.values(error.fields)[0] ?? error.message;
  return fallback;
};

export interface SellerStatePanelProps {
  seller: AdminSeller;
  /** yyyy-mm-dd (Moscow): the end-of-conditions colour. */
  today: string;
}

/**
 * A seller's state and the actions on it (issue 11, item 3): block with a reason / unblock, delete, the
 * end-of-conditions date, the premium period, trust (item 9: goods published at once). Shown to L1/L2
 * with buttons, to others as badges only.
 */
export function SellerStatePanel({ seller, today }: SellerStatePanelProps) {
  const { t } = useTranslation();
  const action = useSellerAction();
  const [dialog, setDialog] = useState<'block' | 'delete' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [endDate, setEndDate] = useState(seller.endConditionAt ?? '');
  const [premium, setPremium] = useState({ start: seller.premiumStart ?? today, end: seller.premiumEnd ?? '' });
  const [premiumError, setPremiumError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const target = seller.username ?? seller.sellerCode;
  const editable = seller.editable && !seller.deletedAt;

  const run = async (next: SellerAction, doneText: string) => {
    setDone(null);
    try {
      await action.mutateAsync(next);
      setDone(doneText);
      return true;
    } catch {
      return false;
    }
  };

  const block = async () => {
    const parsed = blockRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (await run({ kind: 'block', target, reason: parsed.data.reason }, t('adminSellers.state.blockedDone'))) {
      setDialog(null);
      setReason('');
    }
  };

  const addPremium = async () => {
    const parsed = premiumPeriodSchema.safeParse(premium);
    if (!parsed.success) {
      setPremiumError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPremiumError(null);
    await run({ kind: 'add-premium', sellerCode: seller.sellerCode, period: parsed.data }, t('adminSellers.state.premiumDone'));
  };

  const ended = seller.endConditionAt !== null && seller.endConditionAt <= today;
  const premiumNow = seller.premiumStart !== null && seller.premiumEnd !== null && seller.premiumStart <= today && today <= seller.premiumEnd;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('adminSellers.state.title')}
        </Title>
        <Group gap="xs" aria-label={t('adminSellers.state.badges')}>
          {seller.deletedAt && <Badge color="blue">{t('adminSellers.state.deleted', { date: formatDate(seller.deletedAt) })}</Badge>}
          {seller.blocked && <Badge color="gray">{t('adminSellers.state.blocked')}</Badge>}
          {ended && <Badge color="red">{t('adminSellers.state.ended', { date: formatDate(seller.endConditionAt) })}</Badge>}
          {premiumNow && <Badge color="yellow">{t('adminSellers.state.premium', { date: formatDate(seller.premiumEnd) })}</Badge>}
          {seller.trusted && <Badge color="teal">{t('adminSellers.state.trusted')}</Badge>}
          {!seller.deletedAt && !seller.blocked && !ended && <Badge color="green">{t('adminSellers.state.active')}</Badge>}
        </Group>
        {seller.blocked && seller.blockReason && (
          <Text size="sm">
            {t('adminSellers.state.reason')}: {seller.blockReason}
          </Text>
        )}
        {action.isError && (
          <Alert color="red" role="alert">
            {messageOf(action.error, t('adminSellers.card.saveFailed'))}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {editable && (
          <>
            <Group>
              {seller.blocked ? (
                <Button variant="light" loading={action.isPending} onClick={() => void run({ kind: 'unblock', target }, t('adminSellers.state.unblockedDone'))}>
                  {t('adminSellers.state.unblock')}
                </Button>
              ) : (
                <Button color="gray" onClick={() => setDialog('block')}>
                  {t('adminSellers.state.block')}
                </Button>
              )}
              <Button color="red" variant="outline" onClick={() => setDialog('delete')}>
                {t('adminSellers.state.delete')}
              </Button>
            </Group>
            <Switch
              checked={seller.trusted}
              disabled={action.isPending}
              label={t('adminSellers.state.trustedLabel')}
              description={t('adminSellers.state.trustedHint')}
              onChange={(event) => {
                const trusted = event.currentTarget.checked;
                void run({ kind: 'trusted', sellerCode: seller.sellerCode, trusted }, t(trusted ? 'adminSellers.state.trustedDone' : 'adminSellers.state.untrustedDone'));
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Stack gap="xs">
                <DateField label={t('adminSellers.fields.endConditionAt')} value={endDate} onChange={setEndDate} />
                <Group gap="xs">
                  <Button
                    size="xs"
                    disabled={!endDate}
                    onClick={() => void run({ kind: 'end-condition', sellerCode: seller.sellerCode, endConditionAt: endDate }, t('adminSellers.state.endDone'))}
                  >
                    {t('adminSellers.state.setEnd')}
                  </Button>
                  {seller.endConditionAt && (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => {
                        setEndDate('');
                        void run({ kind: 'end-condition', sellerCode: seller.sellerCode, endConditionAt: null }, t('adminSellers.state.endDone'));
                      }}
                    >
                      {t('adminSellers.state.clearEnd')}
                    </Button>
                  )}
                </Group>
              </Stack>
              <Stack gap="xs">
                <Group grow gap="xs" align="flex-start">
                  <DateField label={t('adminSellers.state.premiumStart')} value={premium.start} max={premium.end} onChange={(start) => setPremium({ ...premium, start })} />
                  <DateField
                    label={t('adminSellers.state.premiumEnd')}
                    value={premium.end}
                    min={premium.start}
                    error={premiumError}
                    onChange={(end) => setPremium({ ...premium, end })}
                  />
                </Group>
                <Group gap="xs">
                  <Button size="xs" onClick={() => void addPremium()}>
                    {t('adminSellers.state.addPremium')}
                  </Button>
                  {seller.premiumStart && (
                    <Button size="xs" variant="subtle" onClick={() => void run({ kind: 'remove-premium', sellerCode: seller.sellerCode }, t('adminSellers.state.premiumRemoved'))}>
                      {t('adminSellers.state.removePremium')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </SimpleGrid>
          </>
        )}
      </Stack>

      <Modal opened={dialog === 'block'} onClose={() => setDialog(null)} title={t('adminSellers.state.blockTitle', { title: seller.title })} centered>
        <Stack>
          <Text size="sm">{t('adminSellers.state.blockText')}</Text>
          <Textarea
            label={t('adminSellers.state.reason')}
            required
            autosize
            minRows={3}
            maxLength={BLOCK_REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('adminSellers.state.cancel')}
            </Button>
            <Button color="gray" loading={action.isPending} onClick={() => void block()}>
              {t('adminSellers.state.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={dialog === 'delete'} onClose={() => setDialog(null)} title={t('adminSellers.state.deleteTitle', { title: seller.title })} centered>
        <Stack>
          <Text size="sm">{t('adminSellers.state.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('adminSellers.state.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() => void run({ kind: 'delete', sellerCode: seller.sellerCode }, t('adminSellers.state.deletedDone')).then((ok) => ok && setDialog(null))}
            >
              {t('adminSellers.state.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
