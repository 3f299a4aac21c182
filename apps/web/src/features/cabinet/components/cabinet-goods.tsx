import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, NumberInput, Select, Table, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cabinetGoodsQuerySchema, type CabinetBulkAction, type CabinetGoodsItem } from '@tmc/shared/cabinet-schemas';
import { findUnit } from '@tmc/shared/dictionaries';
import { formatNumber, formatPrice } from '@tmc/shared/number-format';
import { TMC_STATUS_LABELS, TMC_STATUSES, type TmcStatus } from '@tmc/shared/tmc-schemas';
import { Pager, pageCountOf } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { ApiError } from '../../../lib/api-client';
import { parseListParams } from '../../../lib/list-params';
import { useBulkCabinetGoods } from '../api/bulk-cabinet-goods';
import { useCabinetGoods } from '../api/get-cabinet-goods';

const PAGE_SIZE = 20;

const STATUS_COLOURS: Readonly<Record<TmcStatus, string>> = {
  draft: 'gray',
  moderation: 'yellow',
  published: 'green',
  rejected: 'red',
  archived: 'gray',
  paused: 'orange',
};

export interface CabinetGoodsProps {
  sellerCode: string;
  /** The representative changes goods; the curator only reads. */
  canEdit: boolean;
}

/**
 * The cabinet's goods ('entities'): every status with the moderation reason, stock, price, favourites and
 * holds; the representative picks goods and takes them down, deletes them or changes their price by a
 * percentage after a confirmation. The URL holds the status filter, the text and the page.
 */
export function CabinetGoods({ sellerCode, canEdit }: CabinetGoodsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, status, q } = parseListParams(cabinetGoodsQuerySchema, params);
  const query = useMemo(() => ({ status, q: q || undefined, page, size: PAGE_SIZE }), [status, q, page]);
  const goods = useCabinetGoods(sellerCode, query);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [action, setAction] = useState<CabinetBulkAction | null>(null);
  const [text, setText] = useState(q ?? '');

  // A new page or filter starts a new choice.
  useEffect(() => setSelected(new Set()), [sellerCode, status, q, page]);

  const setQuery = (next: { status?: TmcStatus | undefined; q?: string | undefined; page?: number }) => {
    const out: Record<string, string> = {};
    const nextStatus = 'status' in next ? next.status : status;
    const nextQ = 'q' in next ? next.q : q;
    if (nextStatus) out.status = nextStatus;
    if (nextQ) out.q = nextQ;
    if (next.page) out.page = String(next.page);
    setParams(out);
  };

  const items = goods.data?.items ?? [];
  const allChosen = items.length > 0 && items.every((i) => selected.has(i.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Select
          label={t('cabinet.goods.statusFilter')}
          placeholder={t('cabinet.goods.allStatuses')}
          data={TMC_STATUSES.map((s) => ({ value: s, label: TMC_STATUS_LABELS[s] }))}
          value={status ?? null}
          onChange={(value) => setQuery({ status: (value as TmcStatus | null) ?? undefined, page: 0 })}
          clearable
          w={220}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ q: text.trim() || undefined, page: 0 });
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput label={t('cabinet.goods.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={240} maxLength={200} />
            <Button type="submit" variant="light">
              {t('cabinet.goods.find')}
            </Button>
          </Group>
        </form>
        {canEdit && (
          <Button component={Link} to={paths.sellerEntityNew.getHref(sellerCode)} ml="auto">
            {t('cabinet.goods.add')}
          </Button>
        )}
      </Group>

      {canEdit && (
        <Group gap="xs" mb="sm" role="toolbar" aria-label={t('cabinet.goods.bulkLabel')}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('cabinet.goods.chosen', { count: selected.size })}
          </Text>
          <Button size="xs" variant="light" disabled={selected.size === 0} onClick={() => setAction('take-down')}>
            {t('cabinet.goods.takeDown')}
          </Button>
          <Button size="xs" variant="light" disabled={selected.size === 0} onClick={() => setAction('price')}>
            {t('cabinet.goods.reprice')}
          </Button>
          <Button size="xs" variant="light" color="red" disabled={selected.size === 0} onClick={() => setAction('delete')}>
            {t('cabinet.goods.delete')}
          </Button>
        </Group>
      )}

      {goods.isPending ? (
        <Text role="status">{t('cabinet.loading')}</Text>
      ) : goods.isError ? (
        <Alert color="red" role="alert" title={t('cabinet.goods.loadError')}>
          {goods.error.message}
          <Button size="xs" variant="white" ml="sm" onClick={() => void goods.refetch()}>
            {t('cabinet.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text>{status || q ? t('cabinet.goods.noneFound') : t('cabinet.goods.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={940} type="native" tabIndex={0}>
            <Table verticalSpacing="xs" striped highlightOnHover aria-label={t('cabinet.goods.label')}>
              <Table.Thead>
                <Table.Tr>
                  {canEdit && (
                    <Table.Th w={36}>
                      <Checkbox
                        aria-label={t('cabinet.goods.chooseAll')}
                        checked={allChosen}
                        indeterminate={!allChosen && items.some((i) => selected.has(i.id))}
                        onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((i) => i.id)))}
                      />
                    </Table.Th>
                  )}
                  <Table.Th miw={220}>{t('cabinet.goods.name')}</Table.Th>
                  <Table.Th miw={140}>{t('cabinet.goods.status')}</Table.Th>
                  <Table.Th>{t('cabinet.goods.stock')}</Table.Th>
                  <Table.Th>{t('cabinet.goods.price')}</Table.Th>
                  <Table.Th>{t('cabinet.goods.views')}</Table.Th>
                  <Table.Th>{t('cabinet.goods.favourites')}</Table.Th>
                  <Table.Th>{t('cabinet.goods.holds')}</Table.Th>
                  <Table.Th>{t('cabinet.goods.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <GoodsRow key={item.id} item={item} sellerCode={sellerCode} canEdit={canEdit} chosen={selected.has(item.id)} onToggle={toggle} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} pages={pageCountOf(goods.data.total, PAGE_SIZE)} onChange={(next) => setQuery({ page: next })} />
        </>
      )}

      {canEdit && (
        <BulkConfirm
          sellerCode={sellerCode}
          action={action}
          ids={[...selected]}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            setSelected(new Set());
          }}
        />
      )}
    </>
  );
}

function GoodsRow({
  item,
  sellerCode,
  canEdit,
  chosen,
  onToggle,
}: {
  item: CabinetGoodsItem;
  sellerCode: string;
  canEdit: boolean;
  chosen: boolean;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-status={item.status} data-held={item.heldNow || undefined}>
      {canEdit && (
        <Table.Td>
          <Checkbox aria-label={t('cabinet.goods.choose', { name: item.name })} checked={chosen} onChange={() => onToggle(item.id)} />
        </Table.Td>
      )}
      <Table.Td>
        <Anchor component={Link} to={canEdit ? paths.sellerEntityEdit.getHref(sellerCode, item.id) : paths.tmcItem.getHref(item.id)}>
          {item.name}
        </Anchor>
        {item.stockNumber && (
          <Text size="xs" c="dimmed">
            {item.stockNumber}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOURS[item.status]} variant="light" tt="none">
          {TMC_STATUS_LABELS[item.status]}
        </Badge>
        {item.status === 'rejected' && item.rejectReason && (
          <Text size="xs" c="red.8" mt={4}>
            {t('cabinet.goods.reason', { reason: item.rejectReason })}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatNumber(item.quantity)}&nbsp;{findUnit(item.unit)?.name ?? item.unit}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(item.price)}</Table.Td>
      <Table.Td>{formatNumber(item.views)}</Table.Td>
      <Table.Td>{formatNumber(item.favourites)}</Table.Td>
      <Table.Td>
        {formatNumber(item.holds)}
        {item.heldNow && (
          <Text size="xs" c="red.7">
            {t('cabinet.goods.heldNow')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDate(item.updatedAt)}</Table.Td>
    </Table.Tr>
  );
}

function BulkConfirm({
  sellerCode,
  action,
  ids,
  onClose,
  onDone,
}: {
  sellerCode: string;
  action: CabinetBulkAction | null;
  ids: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkCabinetGoods(sellerCode);
  const [percent, setPercent] = useState<number | string>('');
  const close = () => {
    bulk.reset();
    setPercent('');
    onClose();
  };
  const fields = bulk.error instanceof ApiError ? bulk.error.fields : {};
  const percentError = fields.percent;
  const confirm = () => {
    if (!action) return;
    const input = action === 'price' ? { action, ids, percent: typeof percent === 'number' ? percent : Number.NaN } : { action, ids };
    bulk.mutate(input, {
      onSuccess: () => {
        bulk.reset();
        setPercent('');
        onDone();
      },
    });
  };
  return (
    <Modal opened={action !== null} onClose={close} title={action ? t(`cabinet.bulk.${action}.title`) : ''} centered>
      {action && (
        <>
          <Text>{t(`cabinet.bulk.${action}.text`, { count: ids.length })}</Text>
          {action === 'price' && (
            <NumberInput
              mt="md"
              label={t('cabinet.bulk.price.percent')}
              description={t('cabinet.bulk.price.hint')}
              value={percent}
              onChange={setPercent}
              min={-99}
              max={1000}
              decimalScale={2}
              decimalSeparator=","
              suffix=" %"
              error={percentError}
              data-autofocus
            />
          )}
          {bulk.isError && !percentError && (
            <Text role="alert" c="red.7" mt="sm">
              {fields.ids ?? bulk.error.message}
            </Text>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('cabinet.bulk.cancel')}
            </Button>
            <Button color={action === 'delete' ? 'red' : undefined} loading={bulk.isPending} onClick={confirm}>
              {t(`cabinet.bulk.${action}.confirm`)}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
