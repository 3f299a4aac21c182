import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { searchLog } from '../../db/schema/tmc.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moscowToday, addDays } from '../../lib/moscow-time.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

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
