import { useState } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_KIND_LABELS, INVOICE_KINDS, INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceKind, type InvoiceStatus } from '@tmc/shared/billing-schemas';
import { DateField } from '../../../components/date-field';
import { Pager } from '../../../components/pager';
import { downloadInvoicesXlsx } from '../api/export-invoices';
import { useInvoices, type InvoicesFilter } from '../api/get-invoices';
import { downloadInvoice, useMarkInvoicePaid } from '../api/mark-paid';
import classes from './invoices.module.css';
import { QueryView } from '../../../components/query-view';

const dateTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const money = (v: number) => `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v)} ₽`;

/**
 * /admins/invoices: every invoice for platform services with its state and payer, filtered by state, kind,
 * number or payer and the days of issue, exported as XLSX; an administrator (L1, L2) opens the PDF and
 * marks one paid.
 */
export function InvoicesTable() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('issued');
  const [kind, setKind] = useState<InvoiceKind | 'all'>('all');
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const filter: InvoicesFilter = { status: status === 'all' ? undefined : status, kind: kind === 'all' ? undefined : kind, q, from, to };
  const invoices = useInvoices({ ...filter, page });
  const markPaid = useMarkInvoicePaid();
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(0);
  };

  return (
    <Stack mt="md">
      <Group wrap="wrap" align="flex-end">
        <Select
          label={t('billing.status')}
          value={status}
          onChange={(v) => filtered(setStatus)((v as InvoiceStatus | 'all' | null) ?? 'all')}
          data={[...INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] })), { value: 'all', label: t('billing.all') }]}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('billing.kind')}
          data={[{ value: 'all', label: t('billing.allKinds') }, ...INVOICE_KINDS.map((k) => ({ value: k, label: INVOICE_KIND_LABELS[k] }))]}
          value={kind}
          onChange={(v) => filtered(setKind)((v as InvoiceKind | 'all' | null) ?? 'all')}
          allowDeselect={false}
          w={220}
        />
        <TextInput label={t('billing.search')} value={q} onChange={(e) => filtered(setQ)(e.currentTarget.value)} w={280} maw="100%" />
      </Group>
      <Group wrap="wrap" align="flex-end">
        <DateField label={t('billing.from')} value={from} onChange={filtered(setFrom)} w={170} />
        <DateField label={t('billing.to')} value={to} onChange={filtered(setTo)} w={170} />
        <Button
          variant="outline"
          loading={exporting}
          onClick={() => {
            setError(null);
            setExporting(true);
            downloadInvoicesXlsx(filter)
              .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
              .finally(() => setExporting(false));
          }}
        >
          {t('billing.xlsx')}
        </Button>
      </Group>
      {(error || markPaid.isError) && <Alert color="red" role="alert">{error ?? markPaid.error?.message}</Alert>}
      <QueryView query={invoices} loading={<Skeleton height={200} />} isEmpty={(data) => data.items.length === 0} empty={<Text c="dimmed">{t('billing.empty')}</Text>}>
        {(data) => (
          <>
            <div className={classes.wrap}>
              <table className={classes.table}>
                <thead>
                  <tr>
                    <th>{t('billing.number')}</th>
                    <th>{t('billing.payer')}</th>
                    <th>{t('billing.subject')}</th>
                    <th>{t('billing.amount')}</th>
                    <th>{t('billing.status')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((inv) => (
                    <tr key={inv.id}>
                      <td>
                        № {inv.number}
                        <div className={classes.muted}>{dateTime.format(new Date(inv.createdAt))}</div>
                      </td>
                      <td>
                        {inv.payerName}
                        <div className={classes.muted}>
                          {inv.payerInn ? `ИНН ${inv.payerInn}` : ''}
                          {inv.payerEmail && <div>{inv.payerEmail}</div>}
                        </div>
                      </td>
                      <td>
                        {inv.subject}
                        <div className={classes.muted}>{INVOICE_KIND_LABELS[inv.kind]}</div>
                      </td>
                      <td className={classes.nowrap}>{money(inv.amount)}</td>
                      <td>
                        {INVOICE_STATUS_LABELS[inv.status]}
                        {inv.status === 'issued' && inv.payUntil && <div className={classes.muted}>{t('billing.payUntil', { date: dateTime.format(new Date(inv.payUntil)) })}</div>}
                        {inv.status === 'paid' && inv.paidAt && (
                          <div className={classes.muted}>
                            {dateTime.format(new Date(inv.paidAt))} {inv.paidBy ?? ''}
                          </div>
                        )}
                      </td>
                      <td>
                        <Group gap={4} wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => downloadInvoice(inv.id, inv.number).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))}>
                            {t('billing.pdf')}
                          </Button>
                          {inv.status === 'issued' && (
                            <Button size="xs" color="green" loading={markPaid.isPending && markPaid.variables === inv.id} onClick={() => markPaid.mutate(inv.id)}>
                              {t('billing.markPaid')}
                            </Button>
                          )}
                        </Group>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pages={Math.ceil(data.total / data.size)} onChange={setPage} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
