import { sql } from 'drizzle-orm';
import type { CabinetReport, CabinetReportTotals } from '@tmc/shared/cabinet-schemas';
import type { Db } from '../../db/client.ts';
import { addDays, moscowMidnightInstant } from '../../lib/moscow-time.ts';

type Rows<T> = { rows: T[] };

/** The first day of the month after the given day's month ('YYYY-MM-DD'). */
function nextMonthStart(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The whole months inside [start, end] as [first, after): read from tmc_monthly_stats; the days before
 * `first` and from `after` on come from tmc_daily_stats. No whole month gives first = after past the edge.
 */
export function wholeMonths(start: string, end: string): { first: string; after: string } {
  const first = start.endsWith('-01') ? start : nextMonthStart(start);
  const endsMonth = nextMonthStart(end) === addDays(end, 1);
  const after = endsMonth ? addDays(end, 1) : `${end.slice(0, 8)}01`;
  return after > first ? { first, after } : { first: addDays(end, 1), after: addDays(end, 1) };
}
const n = (v: unknown) => Number(v ?? 0);

/**
 * The supplier's demand report over whole Moscow days: the seller's days from seller_daily_stats and its
 * goods' totals from tmc_monthly_stats plus the edge days of tmc_daily_stats (views, search appearances,
 * favourites; the roll-ups are kept by triggers, migration 0020), holds and deals from the reservations of its goods, the texts that found its
 * goods, and the searches that found nothing in the regions of its goods (or its own region).
 */
export function createAnalyticsService({ db }: { db: Db }) {
  return {
    async sellerReport(seller: { id: string; region: string | null }, start: string, end: string): Promise<CabinetReport> {
      const from = moscowMidnightInstant(start).toISOString();
      const to = moscowMidnightInstant(addDays(end, 1)).toISOString();
      const months = wholeMonths(start, end);
      const [statsDays, holdDays, items, searches, unmet] = await Promise.all([
        db.execute(sql`
          select day::text as day, views::int as views, search_hits::int as search_hits, favourites::int as favourites
          from seller_daily_stats where seller_id = ${seller.id} and day between ${start}::date and ${end}::date`) as unknown as Promise<Rows<{ day: string; views: number; search_hits: number; favourites: number }>>,
        db.execute(sql`
          select d.day::text as day, sum(d.holds)::int as holds, sum(d.deals)::int as deals from (
            select (created_at at time zone 'Europe/Moscow')::date as day, 1 as holds, 0 as deals
              from reservations where seller_id = ${seller.id} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
            union all
            select (updated_at at time zone 'Europe/Moscow')::date, 0, 1
              from reservations where seller_id = ${seller.id} and status = 'concluded' and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz
          ) d group by d.day`) as unknown as Promise<Rows<{ day: string; holds: number; deals: number }>>,
        db.execute(sql`
          with s as (
            select tmc_id, sum(views)::int as views, sum(search_hits)::int as search_hits, sum(favourites)::int as favourites from (
              select tmc_id, views, search_hits, favourites from tmc_monthly_stats
                where seller_id = ${seller.id} and month >= ${months.first}::date and month < ${months.after}::date
              union all
              select tmc_id, views, search_hits, favourites from tmc_daily_stats
                where seller_id = ${seller.id} and day >= ${start}::date and day < ${months.first}::date
              union all
              select tmc_id, views, search_hits, favourites from tmc_daily_stats
                where seller_id = ${seller.id} and day >= ${months.after}::date and day <= ${end}::date
            ) x group by tmc_id
          ), r as (
            select tmc_id, count(*)::int as holds, count(*) filter (where status = 'concluded')::int as deals
            from reservations where seller_id = ${seller.id} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by tmc_id
          )
          select t.id, t.name, coalesce(s.views, 0) as views, coalesce(s.search_hits, 0) as search_hits, coalesce(s.favourites, 0) as favourites,
                 coalesce(r.holds, 0) as holds, coalesce(r.deals, 0) as deals
          from (select tmc_id from s union select tmc_id from r) ids
          join tmc t on t.id = ids.tmc_id
          left join s on s.tmc_id = ids.tmc_id left join r on r.tmc_id = ids.tmc_id
          order by views desc, search_hits desc, t.id limit 200`) as unknown as Promise<
          Rows<{ id: number; name: string; views: number; search_hits: number; favourites: number; holds: number; deals: number }>
        >,
        db.execute(sql`
          select query, sum(hits)::int as hits from seller_search_daily
          where seller_id = ${seller.id} and day between ${start}::date and ${end}::date
          group by query order by hits desc, query limit 50`) as unknown as Promise<Rows<{ query: string; hits: number }>>,
        db.execute(sql`
          with regions as (
            select distinct region from tmc where seller_id = ${seller.id} and region is not null
            union select ${seller.region ?? ''} where ${seller.region ?? ''} <> ''
          )
          select z.query, z.region, sum(z.count)::int as count from zero_result_searches z
          where z.region in (select region from regions) and z.day between ${start}::date and ${end}::date
          group by z.query, z.region order by count desc, z.query limit 50`) as unknown as Promise<Rows<{ query: string; region: string; count: number }>>,
      ]);

      const byDay = new Map<string, CabinetReportTotals>();
      const dayRow = (day: string) => {
        let row = byDay.get(day);
        if (!row) byDay.set(day, (row = { views: 0, searchHits: 0, favourites: 0, holds: 0, deals: 0 }));
        return row;
      };
      for (const r of statsDays.rows) Object.assign(dayRow(r.day), { views: n(r.views), searchHits: n(r.search_hits), favourites: n(r.favourites) });
      for (const r of holdDays.rows) Object.assign(dayRow(r.day), { holds: n(r.holds), deals: n(r.deals) });
      const days: CabinetReport['days'] = [];
      for (let day = start; day <= end; day = addDays(day, 1)) days.push({ day, ...(byDay.get(day) ?? { views: 0, searchHits: 0, favourites: 0, holds: 0, deals: 0 }) });
      const totals = days.reduce<CabinetReportTotals>(
        (sum, d) => ({ views: sum.views + d.views, searchHits: sum.searchHits + d.searchHits, favourites: sum.favourites + d.favourites, holds: sum.holds + d.holds, deals: sum.deals + d.deals }),
        { views: 0, searchHits: 0, favourites: 0, holds: 0, deals: 0 },
      );
      return {
        start,
        end,
        totals,
        days,
        items: items.rows.map((r) => ({ id: n(r.id), name: r.name, views: n(r.views), searchHits: n(r.search_hits), favourites: n(r.favourites), holds: n(r.holds), deals: n(r.deals) })),
        searches: searches.rows.map((r) => ({ query: r.query, hits: n(r.hits) })),
        unmet: unmet.rows.map((r) => ({ query: r.query, region: r.region, count: n(r.count) })),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
