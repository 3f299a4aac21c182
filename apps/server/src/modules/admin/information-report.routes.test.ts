import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { platformDailyCounts, searchLog, tmc } from '../../db/schema/tmc.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moscowToday, addDays } from '../../lib/moscow-time.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';
import { compactCounts } from './report-counts.ts';

let t: TestApp;
let matrix: AccessMatrix;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
});
afterAll(async () => t.close());

const today = () => moscowToday();
const report = (body: Record<string, unknown>, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'POST', url: '/api/admin-panel/information', headers, payload: body });

describeAccess(() => matrix, [
  { name: 'POST /api/admin-panel/information', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => report({ start: today(), end: today() }, h) },
  {
    name: 'POST /api/admin-panel/information/xlsx',
    allowed: ['L1', 'L2'],
    allowedStatus: 200,
    call: (h) => t.app.inject({ method: 'POST', url: '/api/admin-panel/information/xlsx', headers: h, payload: { start: today(), end: today() } }),
  },
]);

describe('the information report', () => {
  it("counts the day's new sellers, buyers, goods, publications, rejections and searches, with totals", async () => {
    const before = (await report({ start: addDays(today(), -1), end: today() })).json();
    const seller = await buildSeller(t.database.db);
    await buildUser(t.database.db, { role: 'BUYER' });
    await buildGoods(t.database.db, { sellerId: seller.id });
    await buildGoods(t.database.db, { sellerId: seller.id, status: 'moderation' });
    await t.database.db.insert(searchLog).values([
      { query: 'труба', resultCount: 3 },
      { query: 'абырвалг', resultCount: 0 },
    ]);
    await t.database.db.insert(auditLog).values({ action: 'tmc.reject', targetType: 'tmc', targetId: '1' });

    const res = await report({ start: addDays(today(), -1), end: today() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days.map((d: { day: string }) => d.day)).toEqual([addDays(today(), -1), today()]);
    const grew = (figure: string) => body.days[1][figure] - before.days[1][figure];
    expect(['newSellers', 'newBuyers', 'placed', 'published', 'rejected', 'searches', 'zeroSearches'].map(grew)).toEqual([1, 1, 2, 1, 1, 2, 1]);
    expect(body.totals.newSellers).toBe(body.days[0].newSellers + body.days[1].newSellers);
  });

  it('counts placements, publications and searches as they happen: a deleted item, a pruned search and a second publication still count', async () => {
    const day = today();
    const figures = async () => {
      const body = (await report({ start: day, end: day })).json();
      return { placed: body.totals.placed, published: body.totals.published, searches: body.totals.searches, zeroSearches: body.totals.zeroSearches };
    };
    const before = await figures();
    const seller = await buildSeller(t.database.db);
    // Two goods in one statement, one of them published already.
    const [waiting, shown] = await t.database.db
      .insert(tmc)
      .values([
        { sellerId: seller.id, name: 'Манометр ДМ 02', unit: '796', price: 900, vat: '20', status: 'moderation' },
        { sellerId: seller.id, name: 'Манометр ДМ 05', unit: '796', price: 950, vat: '20', status: 'published', publishedAt: new Date() },
      ])
      .returning();
    // A moderator publishes the first; the second is published again later the same day (a new publishedAt).
    expect((await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${waiting!.id}/publish`, headers: admin.headers })).statusCode).toBe(200);
    await t.database.db.update(tmc).set({ publishedAt: sql`now() + interval '1 second'` }).where(eq(tmc.id, shown!.id));
    // An update that does not publish counts nothing.
    await t.database.db.update(tmc).set({ quantity: 7 }).where(inArray(tmc.id, [waiting!.id, shown!.id]));
    await t.database.db.delete(tmc).where(eq(tmc.id, shown!.id));
    const searches = await t.database.db
      .insert(searchLog)
      .values([{ query: 'манометр', resultCount: 2 }, { query: 'манометр дм', resultCount: 1 }, { query: 'монометр', resultCount: 0 }])
      .returning({ id: searchLog.id });
    await t.database.db.delete(searchLog).where(inArray(searchLog.id, searches.map((r) => r.id)));

    expect(await figures()).toEqual({
      placed: before.placed + 2,
      published: before.published + 3,
      searches: before.searches + 3,
      zeroSearches: before.zeroSearches + 1,
    });
  });

  it('gives the same report after the per-statement counts are folded into one row per day and figure', async () => {
    const seller = await buildSeller(t.database.db);
    for (let i = 0; i < 3; i += 1) await buildGoods(t.database.db, { sellerId: seller.id });
    const period = { start: addDays(today(), -1), end: today() };
    const before = (await report(period)).json();
    expect(await compactCounts(t.database.db)).toBeGreaterThan(0);
    const perDayAndFigure = await t.database.db.execute(sql`select count(*)::int as n from platform_daily_counts group by day, figure having count(*) > 1`);
    expect((perDayAndFigure as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await report(period)).json()).toEqual(before);
    // Nothing left to fold: a second run changes nothing.
    expect(await compactCounts(t.database.db)).toBe(0);
    expect((await t.database.db.select().from(platformDailyCounts).where(eq(platformDailyCounts.day, today()))).length).toBeGreaterThan(0);
  });

  it('refuses an end before the start and a period longer than a year', async () => {
    const bad = await report({ start: '2026-05-02', end: '2026-05-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.end).toBe('Начало периода позже конца');
    expect((await report({ start: '2024-01-01', end: '2025-06-01' })).json().error.fields.end).toBe('Период отчёта — не больше года');
  });

  it('exports the report as an XLSX whose text cells cannot carry formulas', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin-panel/information/xlsx', headers: admin.headers, payload: { start: addDays(today(), -2), end: today() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Дата');
    expect(sheet.getRow(1).getCell(2).value).toBe('Новые поставщики');
    expect(sheet.rowCount).toBe(1 + 3 + 1);
    expect(sheet.getRow(5).getCell(1).value).toBe('Итого');
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });
});
