import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  INFORMATION_FIGURE_LABELS,
  INFORMATION_FIGURES,
  type InformationDay,
  type InformationFigure,
  type InformationReport,
  type InformationRequest,
} from '@tmc/shared/admin-sellers';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { reservations } from '../../db/schema/cart.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { invoices } from '../../db/schema/billing.ts';
import { ROLE_IDS, users } from '../../db/schema/users.ts';
import { addDays, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import { writeXlsx, type XlsxValue } from '../documents/xlsx.ts';
import { COUNTED_FIGURES, countsPerDay } from './report-counts.ts';

// The information report (issue 11, item 7): for each Moscow day of a period, what happened on the
// platform. The busiest figures (goods placed and published, searches, searches that found nothing) are
// counted per day as they happen (platform_daily_counts, report-counts.ts), so a year reads a few
// hundred rows, not millions; the others are one grouped count over a date range of a small table.

type Counts = Map<string, number>;

export function createInformationReportService({ db }: { db: Db }) {
  /** Rows of `table` whose `at` falls in the period, counted per Moscow day (and per `by` when given). */
  async function perDay(table: PgTable, at: AnyPgColumn, from: Date, to: Date, where?: SQL, by?: AnyPgColumn): Promise<Array<{ day: string; key: string | null; n: number }>> {
    const day = sql<string>`to_char((${at} at time zone 'Europe/Moscow')::date, 'YYYY-MM-DD')`;
    const key = by ? sql<string | null>`${by}::text` : sql<string | null>`null`;
    const rows = await db
      .select({ day, key, n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(gte(at, from), lt(at, to), where))
      .groupBy(sql`1`, sql`2`);
    return rows;
  }

  async function build({ start, end }: InformationRequest): Promise<InformationReport> {
    const from = moscowMidnightInstant(start);
    const to = moscowMidnightInstant(addDays(end, 1));
    const figures = new Map<InformationFigure, Counts>(INFORMATION_FIGURES.map((f) => [f, new Map()]));
    const put = (figure: InformationFigure, rows: Array<{ day: string; n: number }>) => {
      const counts = figures.get(figure)!;
      for (const r of rows) counts.set(r.day, (counts.get(r.day) ?? 0) + r.n);
    };
    const [newSellers, newBuyers, counted, rejected, holds, issued, paid] = await Promise.all([
      perDay(sellers, sellers.createdAt, from, to),
      perDay(users, users.createdAt, from, to, eq(users.roleId, ROLE_IDS.BUYER)),
      // Placements, publications and searches as they happened (a deleted item or a pruned search still counts).
      countsPerDay(db, start, end),
      // Rejections are moderators' decisions, recorded in the action log when they are made.
      perDay(auditLog, auditLog.createdAt, from, to, inArray(auditLog.action, ['tmc.reject', 'tmc.take-down'])),
      // Holds made on the day, by the state they are in now.
      perDay(reservations, reservations.createdAt, from, to, undefined, reservations.status),
      perDay(invoices, invoices.createdAt, from, to),
      perDay(invoices, invoices.paidAt, from, to),
    ]);
    put('newSellers', newSellers);
    put('newBuyers', newBuyers);
    for (const figure of COUNTED_FIGURES) put(figure, counted.filter((c) => c.figure === figure));
    put('rejected', rejected);
    for (const state of ['reserved', 'ordered', 'paid', 'concluded', 'cancelled'] as const) put(state, holds.filter((h) => h.key === state));
    put('invoicesIssued', issued);
    put('invoicesPaid', paid);

    const days: InformationDay[] = [];
    const totals = Object.fromEntries(INFORMATION_FIGURES.map((f) => [f, 0])) as Record<InformationFigure, number>;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const row = { day } as InformationDay;
      for (const f of INFORMATION_FIGURES) {
        const n = figures.get(f)!.get(day) ?? 0;
        row[f] = n;
        totals[f] += n;
      }
      days.push(row);
    }
    return { start, end, days, totals };
  }

  return {
    build,

    /** The report as an XLSX file: a row per day and the totals (modules/documents writeXlsx: no formulas from data). */
    async xlsx(request: InformationRequest): Promise<Buffer> {
      const report = await build(request);
      const columns = [{ header: 'Дата', format: 'date' as const }, ...INFORMATION_FIGURES.map((f) => ({ header: INFORMATION_FIGURE_LABELS[f], format: 'integer' as const }))];
      const rows: XlsxValue[][] = report.days.map((d) => [new Date(`${d.day}T00:00:00+03:00`), ...INFORMATION_FIGURES.map((f) => d[f])]);
      rows.push(['Итого', ...INFORMATION_FIGURES.map((f) => report.totals[f])]);
      return writeXlsx([{ name: `Отчёт ${report.start} — ${report.end}`, columns, rows }]);
    },
  };
}
export type InformationReportService = ReturnType<typeof createInformationReportService>;
