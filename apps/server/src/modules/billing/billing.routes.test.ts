// The administrators' invoices (issue 15, item 4): every invoice with its state and payer, filtered by
// state, kind, number or payer and the days of issue, and the same list as an XLSX file whose cells from
// user data never become formulas. (Who may call each endpoint: cart/cart-authorization.test.ts.)
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: BuiltUser;
const run = `${Date.now()}`.slice(-6);

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
  const billing = t.app.services.billing;
  const issue = (kind: 'deal' | 'subscription' | 'tier', name: string, inn: string, now: Date, amount: number) =>
    billing.issue(t.database.db, {
      kind,
      // No order behind it: the module told on payment finds nothing to do.
      subjectId: randomUUID(),
      subject: `Услуга: ${name}`,
      userId: null,
      payer: { name, inn },
      lines: [{ name: `Услуга: ${name}`, unitCode: '876', quantity: 1, priceKopecks: amount * 100, vatRate: '22' }],
      payUntil: new Date(now.getTime() + 8 * 86_400_000),
      now,
    });
  await issue('tier', `ООО «Тариф ${run}»`, '7701000001', new Date('2026-03-01T10:00:00Z'), 5000);
  // A payer's name that a spreadsheet would run as a formula.
  const formula = await issue('subscription', `=HYPERLINK("http://evil.example/?${run}","Нажмите")`, '7701000002', new Date('2026-03-02T21:30:00Z'), 500);
  await issue('deal', `ИП Сделкин ${run}`, '7701000003', new Date('2026-03-05T10:00:00Z'), 300);
  await billing.markPaid({ id: admin.id, email: admin.email }, formula.id, new Date('2026-03-03T08:00:00Z'));
});
afterAll(async () => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/billing/invoices?${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: Array<{ payerName: string; kind: string; status: string; paidBy: string | null }> };
};

describe('GET /api/billing/invoices', () => {
  it('filters by kind, state, payer and the Moscow days of issue', async () => {
    expect((await list(`q=${encodeURIComponent(`Тариф ${run}`)}`)).items).toMatchObject([{ kind: 'tier', status: 'issued' }]);
    expect((await list(`kind=subscription&q=7701000002`)).items).toMatchObject([{ status: 'paid', paidBy: admin.email }]);
    expect((await list(`kind=deal&q=7701000002`)).total).toBe(0);
    expect((await list(`status=paid&q=${encodeURIComponent(`Сделкин ${run}`)}`)).total).toBe(0);
    // 2 March 21:30 UTC is 00:30 on 3 March in Moscow.
    expect((await list(`from=2026-03-03&to=2026-03-03&q=7701`)).items.map((i) => i.kind)).toEqual(['subscription']);
    expect((await list(`from=2026-03-01&to=2026-03-04&q=7701`)).items.map((i) => i.kind)).toEqual(['subscription', 'tier']);
    const reversed = await t.app.inject({ method: 'GET', url: '/api/billing/invoices?from=2026-03-05&to=2026-03-01', headers: admin.headers });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBe('Начало периода позже конца');
  });
});

describe('GET /api/billing/invoices/xlsx', () => {
  it('gives the filtered invoices as a spreadsheet, a formula-like payer kept as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/invoices/xlsx?from=2026-03-01&to=2026-03-31&q=7701', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Счета')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Номер',
      'Выставлен',
      'Вид',
      'Назначение',
      'Плательщик',
      'ИНН плательщика',
      'Эл. почта',
      'Сумма, руб.',
      'Состояние',
      'Оплатить до',
      'Оплачен',
      'Отметил оплату',
    ]);
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((n) => sheet.getRow(n));
    expect(rows.map((r) => r.getCell(3).value)).toEqual(['Услуга по сделке', 'Подписка', 'Тариф поставщика']);
    const paid = rows[1]!;
    // The payer's text starts with an apostrophe, so no spreadsheet runs it; no cell holds a formula.
    expect(paid.getCell(5).value).toBe(`'=HYPERLINK("http://evil.example/?${run}","Нажмите")`);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
    expect(paid.getCell(8).value).toBe(500);
    expect(paid.getCell(9).value).toBe('Оплачен');
    expect(paid.getCell(12).value).toBe(admin.email);
    expect(paid.getCell(11).value).toBeInstanceOf(Date);
  });

  it('refuses a wrong filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/invoices/xlsx?kind=rent', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.kind).toBe('Неизвестный вид счёта');
  });
});
