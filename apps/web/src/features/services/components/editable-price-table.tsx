import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import { servicePriceUpdateSchema, type ServiceGroup, type ServicePriceRow } from '@tmc/shared/services-schemas';
import { getServicesQueryOptions } from '../api/get-services';
import { updateServicePrice } from '../api/update-service-price';
import { parsePriceInput } from '../price-input';
import type { PriceTableRow } from '../price-table-rows';
import { createRowSaveQueue } from '../row-save-queue';
import { PriceTable } from './price-table';
import classes from './price-table.module.css';

interface Draft {
  price: string;
  validityPeriod: string;
}

const draftOf = (row: ServicePriceRow): Draft => ({
  price: row.price === null ? '' : formatNumber(row.price),
  validityPeriod: row.validityPeriod ?? '',
});

const checkDraft = (id: number, draft: Draft) =>
  servicePriceUpdateSchema.safeParse({ id, price: parsePriceInput(draft.price), validityPeriod: draft.validityPeriod });

/**
 * The price table with price and validity inputs, for ADMIN L1 (its own chunk: nobody else loads the
 * schema and the editor). Each edited row is queued once and saved when the focus leaves the row or on
 * Enter, one call per row (specification, section 4 'Price editing'). Failures are ignored silently
 * (section 8), but the typed value stays in the input and the row is saved on the next attempt.
 */
export default function EditablePriceTable({ rows }: { rows: readonly PriceTableRow[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Readonly<Record<number, Draft>>>({});
  const latest = useRef(drafts);
  latest.current = drafts;

  const queue = useMemo(
    () =>
      createRowSaveQueue<number>(async (id) => {
        const draft = latest.current[id];
        if (!draft) return;
        const parsed = checkDraft(id, draft);
        if (!parsed.success) throw new Error('invalid row');
        const saved = await updateServicePrice(parsed.data);
        queryClient.setQueryData(getServicesQueryOptions().queryKey, (groups: ServiceGroup[] | undefined) =>
          groups?.map((g) => ({ ...g, priceLists: g.priceLists.map((r) => (r.id === saved.id ? saved : r)) })),
        );
        // The draft goes once the table shows the saved row, unless it was edited again meanwhile.
        setDrafts((current) => {
          if (current[id] !== draft) return current;
          const next = { ...current };
          delete next[id];
          return next;
        });
      }),
    [queryClient],
  );

  const change = (row: ServicePriceRow, field: keyof Draft, value: string) => {
    const draft = { ...(latest.current[row.id] ?? draftOf(row)), [field]: value };
    latest.current = { ...latest.current, [row.id]: draft };
    setDrafts(latest.current);
    queue.edit(row.id);
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const row = event.currentTarget.closest('tr');
    const next = event.relatedTarget;
    if (next instanceof Node && row?.contains(next)) return;
    void queue.flush();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void queue.flush();
  };

  const input = ({ row, nameGeneral, priceListNumber }: PriceTableRow, field: keyof Draft) => {
    const draft = drafts[row.id];
    const value = (draft ?? draftOf(row))[field];
    const check = draft ? checkDraft(row.id, draft) : null;
    const issue = check && !check.success ? check.error.issues.find((i) => i.path[0] === field) : undefined;
    const errorId = `price-${row.id}-${field}-error`;
    return (
      <>
        <input
          className={classes.input}
          value={value}
          inputMode={field === 'price' ? 'decimal' : 'text'}
          aria-label={t(field === 'price' ? 'tariff.edit.price' : 'tariff.edit.validity', { service: nameGeneral, row: priceListNumber })}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? errorId : undefined}
          onChange={(e) => change(row, field, e.currentTarget.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        {issue && (
          <span id={errorId} className={classes.error}>
            {issue.message}
          </span>
        )}
      </>
    );
  };

  return <PriceTable rows={rows} renderPrice={(row) => input(row, 'price')} renderValidity={(row) => input(row, 'validityPeriod')} />;
}
