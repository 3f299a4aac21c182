import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TMC_LIMITS, TMC_MESSAGES, tmcSearchPageSchema } from '@tmc/shared/tmc-schemas';
import { corporations, corporationSellers } from '../../db/schema/sellers.ts';
import { searchLog } from '../../db/schema/tmc.ts';
import { moscowDate, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { holdGoods } from '../cart/cart-test-factories.ts';
import { generateSellers } from '../../db/seed/demo-companies.ts';
import { generateGoods } from '../../db/seed/demo-goods.ts';
import { createRandom } from '../../db/seed/random.ts';
import { plannedRows, queryRows, typoLookup } from './tmc-search.ts';
import { buildGoods } from './tmc-test-factories.ts';
import { codeLexemes, codeVector, textRuns } from './tmc-text-query.ts';
import { createWordStems } from './tmc-word-stems.ts';

let t: TestApp;
beforeAll(async () => {
  // Every injected search comes from one address: the anonymous search limit is lifted for this file.
  t = await createTestApp({ RATE_LIMIT_SEARCH_MAX: '1000000' });
});
afterAll(async () => t.close());

interface Page {
  items: { id: number; name: string; reservedByMe: boolean; favourite: boolean; sellerCode: string }[];
  total: number;
  totalIsEstimate: boolean;
  page: number;
  size: number;
}

async function search(params: Record<string, string>, headers: Record<string, string> = {}, path = '/api/tmc/search'): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  // The search routes answer with plain JSON.stringify (no zod serializer): every answer must be
  // exactly what the schema describes, with no extra keys.
  const body: unknown = res.json();
  expect(tmcSearchPageSchema.parse(body)).toEqual(body);
  return body as Page;
}
const names = (page: Page) => page.items.map((i) => i.name);

describe('GET /api/tmc/search: text', () => {
  it('finds Russian word forms both ways (труба, трубы, трубами) and ranks name matches before description ones', async () => {
    const seller = await buildSeller(t.database.db);
    const db = t.database.db;
    await buildGoods(db, { sellerId: seller.id, name: 'Трубы бесшовные 57х4', publishedAt: new Date(Date.now() - 60_000) });
    await buildGoods(db, { sellerId: seller.id, name: 'Отвод стальной 57', description: 'Подходит к трубам любого типа', publishedAt: new Date() });
    await buildGoods(db, { sellerId: seller.id, name: 'Швеллер 10П', publishedAt: new Date() });
    for (const q of ['труба', 'трубами', 'ТРУБЫ']) {
      const page = await search({ q, seller_code: seller.sellerCode });
      // The name match first although the description match is newer.
      expect(names(page), q).toEqual(['Трубы бесшовные 57х4', 'Отвод стальной 57']);
      expect(page).toMatchObject({ total: 2, totalIsEstimate: false, page: 0, size: TMC_LIMITS.pageSizeDefault });
    }
  });

  it('folds ё to е in the goods and in the query', async () => {
    const seller = await buildSeller(t.database.db);
    await buildGoods(t.database.db, { sellerId: seller.id, name: 'Плёнка полиэтиленовая 150 мкм' });
    await buildGoods(t.database.db, { sellerId: seller.id, name: 'Пленка стрейч 20 мкм' });
    expect(names(await search({ q: 'пленка', seller_code: seller.sellerCode })).sort()).toEqual(['Пленка стрейч 20 мкм', 'Плёнка полиэтиленовая 150 мкм']);
    expect((await search({ q: 'плёнки', seller_code: seller.sellerCode })).total).toBe(2);
    expect((await search({ name: 'плёнка', seller_code: seller.sellerCode })).total).toBe(2);
  });

  it('finds by the beginning of a word and despite a typo', async () => {
    const seller = await buildSeller(t.database.db);
    await buildGoods(t.database.db, { sellerId: seller.id, name: 'Манометр ДМ8008-ВУ 0-6 МПа' });
    expect(names(await search({ q: 'маном', seller_code: seller.sellerCode }))).toEqual(['Манометр ДМ8008-ВУ 0-6 МПа']);
    // A swapped pair and a wrong letter.
    expect(names(await search({ q: 'мнаометр', seller_code: seller.sellerCode }))).toEqual(['Манометр ДМ8008-ВУ 0-6 МПа']);
    expect(names(await search({ q: 'манометп', seller_code: seller.sellerCode }))).toEqual(['Манометр ДМ8008-ВУ 0-6 МПа']);
    // Nothing close: nothing found, and no error.
    expect((await search({ q: 'эскалатор', seller_code: seller.sellerCode })).total).toBe(0);
  });

  it('matches stock numbers exactly and by prefix, the exact one first', async () => {
    const seller = await buildSeller(t.database.db);
    const db = t.database.db;
    await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг 3х2,5', stockNumber: 'ТМЦ-004512', publishedAt: new Date(Date.now() - 60_000) });
    await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг 3х4', stockNumber: 'ТМЦ-0045129', publishedAt: new Date() });
    await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг 3х6', stockNumber: 'ТМЦ-009999' });
    expect(names(await search({ stock_number: 'тмц-004512', seller_code: seller.sellerCode }))).toEqual(['Кабель ВВГнг 3х2,5', 'Кабель ВВГнг 3х4']);
    expect(names(await search({ stock_number: 'ТМЦ-0045', seller_code: seller.sellerCode }))).toHaveLength(2);
    expect(names(await search({ q: 'ТМЦ-004512', seller_code: seller.sellerCode }))).toEqual(['Кабель ВВГнг 3х2,5', 'Кабель ВВГнг 3х4']);
    expect((await search({ stock_number: 'ТМЦ-00451%', seller_code: seller.sellerCode })).total).toBe(0);
  });

  it('treats SQL-like and operator-like text as plain words', async () => {
    for (const q of ["труба' OR 1=1 --", 'труба & !(', "'); drop table tmc; --", '\\%_*:', '<script>', 'и для', 'а']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams({ q })}` });
      expect(res.statusCode, q).toBe(200);
    }
    // The table is still there and still searchable.
    const seller = await buildSeller(t.database.db);
    await buildGoods(t.database.db, { sellerId: seller.id, name: 'Труба профильная 40х20' });
    expect((await search({ q: "труба' --;", seller_code: seller.sellerCode })).total).toBe(1);
  });
});

describe('GET /api/tmc/search: filters', () => {
  it('applies unit, price range, vat, year, region, seller, corporation and dates', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const other = await buildSeller(db);
    const [corp] = await db.insert(corporations).values({ title: `Корпорация ${seller.sellerCode}` }).returning();
    await db.insert(corporationSellers).values({ corporationId: corp!.id, sellerId: seller.id });
    const base = { sellerId: seller.id, name: 'Задвижка 30с41нж Ду100' };
    await buildGoods(db, { ...base, stockNumber: 'A', unit: '796', price: 12000, vat: '20', year: 2020, region: '66' });
    await buildGoods(db, { ...base, stockNumber: 'B', unit: '796', price: 8000, vat: 'none', year: 2021, region: '77' });
    await buildGoods(db, { ...base, stockNumber: 'C', unit: '839', price: 30000, vat: '22', year: 2024, region: '66', createdAt: new Date('2025-03-10T10:00:00Z') });
    await buildGoods(db, { ...base, sellerId: other.id, stockNumber: 'D', unit: '796', price: 12000, vat: '20', year: 2020, region: '66' });

    const codes = async (params: Record<string, string>) =>
      (await search({ q: 'задвижка', ...params })).items.map((i) => (i as unknown as { stockNumber: string }).stockNumber).sort();
    const mine = { seller_code: seller.sellerCode };
    expect(await codes(mine)).toEqual(['A', 'B', 'C']);
    expect(await codes({ ...mine, unit: '796' })).toEqual(['A', 'B']);
    expect(await codes({ ...mine, price_from: '10000' })).toEqual(['A', 'C']);
    expect(await codes({ ...mine, price_to: '10000' })).toEqual(['B']);
    expect(await codes({ ...mine, price_from: '8000', price_to: '12000' })).toEqual(['A', 'B']);
    expect(await codes({ ...mine, vat: 'none' })).toEqual(['B']);
    expect(await codes({ ...mine, year: '2024' })).toEqual(['C']);
    expect(await codes({ ...mine, region: '66' })).toEqual(['A', 'C']);
    expect(await codes({ corporation_id: corp!.id })).toEqual(['A', 'B', 'C']);
    expect(await codes({ region: '66', unit: '796', price_from: '12000', price_to: '12000' })).toEqual(expect.arrayContaining(['A', 'D']));
    expect(await codes({ ...mine, created_at_from: '2025-03-10', created_at_to: '2025-03-10' })).toEqual(['C']);
    expect(await codes({ ...mine, created_at_to: '2025-03-09' })).toEqual([]);
    // Name: words of the name only (not the description).
    expect((await search({ name: 'задвижки', ...mine })).total).toBe(3);
  });

  it('pages with a bounded size and exact totals', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    for (let i = 0; i < 5; i++) await buildGoods(db, { sellerId: seller.id, name: `Фланец плоский ${i}`, publishedAt: new Date(Date.now() - i * 1000) });
    const first = await search({ q: 'фланец', seller_code: seller.sellerCode, size: '2' });
    expect(names(first)).toEqual(['Фланец плоский 0', 'Фланец плоский 1']);
    expect(first).toMatchObject({ total: 5, totalIsEstimate: false, size: 2 });
    const last = await search({ q: 'фланец', seller_code: seller.sellerCode, size: '2', page: '2' });
    expect(names(last)).toEqual(['Фланец плоский 4']);
    expect(last.total).toBe(5);
  });

  it('counts exactly up to the limit and says "more than the limit" past it', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const many = TMC_LIMITS.exactTotalLimit + 50;
    await db.execute(sql`
      insert into tmc (seller_id, name, stock_number, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid, 'Саморез кровельный 4,8х' || g, 'СМ-' || g, '796', 100, 2.5, '20', '50', 'published', now() - g * interval '1 minute'
      from generate_series(1, ${many}) g`);
    await db.execute(sql`analyze tmc`);
    const page = await search({ q: 'саморез', seller_code: seller.sellerCode });
    expect(page.items).toHaveLength(TMC_LIMITS.pageSizeDefault);
    expect(page).toMatchObject({ total: TMC_LIMITS.exactTotalLimit, totalIsEstimate: true });
    // The last page, not full, tells the exact total.
    const last = await search({ q: 'саморез', seller_code: seller.sellerCode, size: '100', page: '100' });
    expect(last).toMatchObject({ total: many, totalIsEstimate: false });
    expect(last.items).toHaveLength(50);

    // A stock number's beginning with more than the limit of matches: the exact stock number first, then
    // the newest, found by a short walk of the newest goods when they are among them...
    await buildGoods(db, { sellerId: seller.id, name: 'Саморез с пресс-шайбой', stockNumber: 'СМ-', publishedAt: new Date(Date.now() - 30 * 86_400_000) });
    const stockNumbers = (p: Page) => p.items.map((i) => (i as unknown as { stockNumber: string }).stockNumber);
    const expected = ['СМ-', ...Array.from({ length: 19 }, (_, i) => `СМ-${i + 1}`)];
    const walked = await search({ stock_number: 'см-', seller_code: seller.sellerCode });
    expect(stockNumbers(walked)).toEqual(expected);
    expect(walked).toMatchObject({ total: TMC_LIMITS.exactTotalLimit, totalIsEstimate: true });
    expect(stockNumbers(await search({ stock_number: 'СМ-', seller_code: seller.sellerCode, page: '1' }))).toEqual(Array.from({ length: 20 }, (_, i) => `СМ-${i + 20}`));
    // ...and sorted out of all of them when the newest goods hold too few of them.
    await db.execute(sql`
      insert into tmc (seller_id, name, stock_number, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid, 'Анкер клиновой М10х' || g, 'АК-' || g, '796', 10, 12, '20', '50', 'published', now() - interval '30 seconds' - g * interval '1 millisecond'
      from generate_series(1, 5000) g`);
    expect(stockNumbers(await search({ stock_number: 'см-', seller_code: seller.sellerCode }))).toEqual(expected);
    // Ten thousand goods in PGlite take a while on a busy machine.
  }, 90_000);

  it('answers 400 in Russian for malformed parameters and never 5xx', async () => {
    const bad: [Record<string, string>, string, string][] = [
      [{ page: '-1' }, 'page', TMC_MESSAGES.pageInvalid],
      [{ page: '1.5' }, 'page', TMC_MESSAGES.pageInvalid],
      [{ page: '99999999999' }, 'page', TMC_MESSAGES.pageInvalid],
      [{ size: '100000' }, 'size', TMC_MESSAGES.sizeInvalid],
      [{ size: '0' }, 'size', TMC_MESSAGES.sizeInvalid],
      [{ price_from: '500', price_to: '100' }, 'price_to', TMC_MESSAGES.priceRangeInvalid],
      [{ price_from: 'дёшево' }, 'price_from', TMC_MESSAGES.priceFilterInvalid],
      [{ price_to: '-5' }, 'price_to', TMC_MESSAGES.priceFilterInvalid],
      [{ vat: '18' }, 'vat', TMC_MESSAGES.vatUnknown],
      [{ unit: 'ведро' }, 'unit', TMC_MESSAGES.unitUnknown],
      [{ region: '99' }, 'region', TMC_MESSAGES.regionUnknown],
      [{ year: 'abc' }, 'year', TMC_MESSAGES.yearFilterInvalid],
      [{ seller_code: '12345' }, 'seller_code', TMC_MESSAGES.sellerCodeInvalid],
      [{ corporation_id: "1' or 1=1" }, 'corporation_id', TMC_MESSAGES.corporationInvalid],
      // The specification's 'seller_code or corporation_id': one of the two.
      [{ seller_code: '123456', corporation_id: '7b7c6d1e-0000-4000-8000-000000000001' }, 'corporation_id', TMC_MESSAGES.sellerOrCorporation],
      [{ created_at_from: '2025-13-40' }, 'created_at_from', TMC_MESSAGES.dateInvalid],
      [{ created_at_from: '2025-05-02', created_at_to: '2025-05-01' }, 'created_at_to', TMC_MESSAGES.dateRangeInvalid],
      [{ q: 'т'.repeat(TMC_LIMITS.queryMax + 1) }, 'q', TMC_MESSAGES.queryTooLong],
      [{ page: '500', size: '100' }, 'page', TMC_MESSAGES.pageTooDeep],
    ];
    for (const [params, field, message] of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams(params)}` });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
      expect(res.json().error.fields[field], JSON.stringify(params)).toBe(message);
    }
    // Repeated parameters and odd encodings are a 400 or a 200, never a 5xx.
    for (const url of ['/api/tmc/search?page=1&page=2', '/api/tmc/search?q=%00', '/api/tmc/search?stock_number=%00%01', '/api/tmc/search?name=%00', '/api/tmc/search?q=%E0%A4%A', '/api/tmc/search?size=&page=']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('visibility', () => {
  it('leaves out goods another buyer holds, flags the ones the viewer holds, and never shows unpublished goods', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const holder = await buildUser(db, { role: 'BUYER' });
    const otherBuyer = await buildUser(db, { role: 'BUYER' });
    const held = await buildGoods(db, { sellerId: seller.id, name: 'Редуктор червячный Ч-100' });
    await buildGoods(db, { sellerId: seller.id, name: 'Редуктор цилиндрический 1Ц2У' });
    await buildGoods(db, { sellerId: seller.id, name: 'Редуктор на модерации', status: 'moderation' });
    await buildGoods(db, { sellerId: seller.id, name: 'Редуктор отклонённый', status: 'rejected' });
    await holdGoods(db, { tmcId: held.id, buyerId: holder.id, sellerId: seller.id });

    const forHolder = await search({ q: 'редуктор', seller_code: seller.sellerCode }, holder.headers);
    expect(forHolder.items.map((i) => [i.name, i.reservedByMe]).sort()).toEqual([
      ['Редуктор цилиндрический 1Ц2У', false],
      ['Редуктор червячный Ч-100', true],
    ]);
    expect(names(await search({ q: 'редуктор', seller_code: seller.sellerCode }, otherBuyer.headers))).toEqual(['Редуктор цилиндрический 1Ц2У']);
    expect(names(await search({ q: 'редуктор', seller_code: seller.sellerCode }))).toEqual(['Редуктор цилиндрический 1Ц2У']);

    // The item page follows the same rule.
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${held.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${held.id}`, headers: otherBuyer.headers })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/tmc/${held.id}`, headers: holder.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ reservedByMe: true, reserved: false, editable: false });
    // A cancelled hold hides nothing.
    await db.execute(sql`update reservations set status = 'cancelled', term_ends_at = null where tmc_id = ${held.id}`);
    expect((await search({ q: 'редуктор', seller_code: seller.sellerCode }, otherBuyer.headers)).total).toBe(2);
  });

  it('hides goods of blocked and deleted sellers', async () => {
    const db = t.database.db;
    const blocked = await buildSeller(db, { blocked: true });
    const deleted = await buildSeller(db, { deletedAt: new Date() });
    const a = await buildGoods(db, { sellerId: blocked.id, name: 'Кран шаровой блокированного' });
    await buildGoods(db, { sellerId: deleted.id, name: 'Кран шаровой удалённого' });
    expect((await search({ q: 'шаровой блокированного' })).total).toBe(0);
    expect((await search({ q: 'шаровой удалённого' })).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${a.id}` })).statusCode).toBe(404);
  });
});

describe('latest, premium sellers, item page, suggestions, dictionaries, the search log', () => {
  it('latest lists goods published on the previous Moscow day only', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const today = moscowDate();
    const yesterdayStart = moscowMidnightInstant(moscowDate(new Date(moscowMidnightInstant(today).getTime() - 12 * 3_600_000)));
    const todayStart = moscowMidnightInstant(today);
    await buildGoods(db, { sellerId: seller.id, name: 'Насос вчерашний ранний', publishedAt: new Date(yesterdayStart.getTime() + 1000) });
    await buildGoods(db, { sellerId: seller.id, name: 'Насос вчерашний поздний', publishedAt: new Date(todayStart.getTime() - 1000) });
    await buildGoods(db, { sellerId: seller.id, name: 'Насос сегодняшний', publishedAt: new Date(todayStart.getTime() + 1000) });
    await buildGoods(db, { sellerId: seller.id, name: 'Насос позавчерашний', publishedAt: new Date(yesterdayStart.getTime() - 1000) });
    const page = await search({ q: 'насос', seller_code: seller.sellerCode }, {}, '/api/tmc/latest/search');
    expect(names(page)).toEqual(['Насос вчерашний поздний', 'Насос вчерашний ранний']);
    // Moscow midnight is 21:00 UTC of the day before.
    expect(todayStart.toISOString()).toMatch(/T21:00:00\.000Z$/);
  });

  it('premium-sellers/search keeps goods of sellers whose premium period covers today', async () => {
    const db = t.database.db;
    const day = (offset: number) => moscowDate(new Date(Date.now() + offset * 86_400_000));
    const premium = await buildSeller(db, { premiumStart: day(-1), premiumEnd: day(1) });
    const expired = await buildSeller(db, { premiumStart: day(-10), premiumEnd: day(-1) });
    await buildGoods(db, { sellerId: premium.id, name: 'Компрессор премиальный' });
    await buildGoods(db, { sellerId: expired.id, name: 'Компрессор обычный' });
    expect(names(await search({ q: 'компрессор' }, {}, '/api/tmc/premium-sellers/search'))).toEqual(['Компрессор премиальный']);
    expect((await search({ q: 'компрессор' })).total).toBe(2);
  });

  it('the item page has the fields, attributes, photos and seller', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db, { shortName: 'Склад' });
    const item = await buildGoods(db, { sellerId: seller.id, name: 'Электродвигатель АИР100', attributes: { Мощность: '4 кВт' }, description: 'С хранения' });
    const res = await t.app.inject({ method: 'GET', url: `/api/tmc/${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      name: 'Электродвигатель АИР100',
      description: 'С хранения',
      unit: '006',
      price: 450,
      vat: '20',
      year: 2022,
      region: '77',
      attributes: { Мощность: '4 кВт' },
      photos: [],
      seller: { sellerCode: seller.sellerCode, title: seller.title, shortName: 'Склад', premium: false },
      status: 'published',
      reservedByMe: false,
      favourite: false,
      editable: false,
    });
    const attrs = await t.app.inject({ method: 'GET', url: `/api/tmc/additional-attributes/${item.id}` });
    expect(attrs.json()).toEqual({ id: item.id, attributes: { Мощность: '4 кВт' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/abc' })).statusCode).toBe(400);
  });

  it('suggests distinct names by word beginnings', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    await buildGoods(db, { sellerId: seller.id, name: 'Светильник светодиодный ДПО 36 Вт' });
    await buildGoods(db, { sellerId: seller.id, name: 'Светильник светодиодный ДПО 36 Вт' });
    await buildGoods(db, { sellerId: seller.id, name: 'Светильник ЖКУ 250' });
    const res = await t.app.inject({ method: 'GET', url: `/api/tmc/suggestions?${new URLSearchParams({ q: 'светильн' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.sort()).toEqual(['Светильник ЖКУ 250', 'Светильник светодиодный ДПО 36 Вт']);
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/suggestions?q=a' })).statusCode).toBe(400);
  });

  it('dictionaries list units, the federal subjects, VAT rates and years', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tmc/dictionaries' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.regions).toHaveLength(89);
    expect(body.units).toEqual(expect.arrayContaining([expect.objectContaining({ code: '796', name: 'шт' })]));
    expect(body.vatRates.map((v: { label: string }) => v.label)).toContain('Без НДС');
    expect(body.years[0]).toBe(Number(moscowDate().slice(0, 4)));
    expect(body.years.at(-1)).toBe(TMC_LIMITS.yearMin);
  });

  it('records every search in search_log with the normalized text', async () => {
    const buyer = await buildUser(t.database.db, { role: 'BUYER' });
    await t.app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams({ q: '  Уникальный   запрос  ' })}`, headers: { ...buyer.headers, cookie: 'aid=00000000-0000-4000-8000-0000000000a1' } });
    await t.app.inject({ method: 'GET', url: '/api/tmc/latest/search?region=77' });
    await vi.waitFor(
      async () => {
        const rows = await t.database.db.select().from(searchLog).where(sql`${searchLog.aid} = '00000000-0000-4000-8000-0000000000a1'`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ query: 'Уникальный запрос', resultCount: 0, userId: buyer.id });
      },
      { timeout: 5000, interval: 100 },
    );
  });
});

describe("GET /api/tmc/search: what buyers type (codes, look-alike letters, irregular forms)", () => {
  it('finds article and standard codes, their parts and whole pasted names', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const mine = { seller_code: seller.sellerCode };
    await buildGoods(db, { sellerId: seller.id, name: 'Подшипник 6312-2RS СПЗ-4', stockNumber: '10.01.0345' });
    await buildGoods(db, { sellerId: seller.id, name: 'Подшипник 6205-2Z', stockNumber: '10.01.0346' });
    await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг(А)-LS 3х2,5-0,66', stockNumber: 'ТМЦ-004512' });
    await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг(А)-LS 5х4-0,66', stockNumber: 'ТМЦ-004513' });
    await buildGoods(db, { sellerId: seller.id, name: 'Труба бесшовная горячедеформированная 57х3,5 ГОСТ 8732-78 ст. 20' });
    const found = async (q: string) => names(await search({ q, ...mine }));
    expect(await found('6312-2RS')).toEqual(['Подшипник 6312-2RS СПЗ-4']);
    expect(await found('2RS')).toEqual(['Подшипник 6312-2RS СПЗ-4']);
    expect(await found('6312 2RS')).toEqual(['Подшипник 6312-2RS СПЗ-4']);
    expect(await found('СПЗ-4')).toEqual(['Подшипник 6312-2RS СПЗ-4']);
    expect(await found('ВВГнг(А)-LS 3х2,5')).toEqual(['Кабель ВВГнг(А)-LS 3х2,5-0,66']);
    expect(await found('8732-78')).toEqual(['Труба бесшовная горячедеформированная 57х3,5 ГОСТ 8732-78 ст. 20']);
    expect(await found('Подшипник 6312-2RS СПЗ-4 в наличии')).toEqual([]);
    expect(await found('Кабель ВВГнг(А)-LS 3х2,5-0,66')).toEqual(['Кабель ВВГнг(А)-LS 3х2,5-0,66']);
    // A stock number's beginning, through the code lexemes as well as the stock-number prefix.
    expect(await found('10.01.0345')).toEqual(['Подшипник 6312-2RS СПЗ-4']);
    expect(await found('ТМЦ-00451')).toEqual(expect.arrayContaining(['Кабель ВВГнг(А)-LS 3х2,5-0,66', 'Кабель ВВГнг(А)-LS 5х4-0,66']));
  });

  it('matches codes typed with look-alike letters of the other alphabet, and х against x in sizes', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const mine = { seller_code: seller.sellerCode };
    await buildGoods(db, { sellerId: seller.id, name: 'Подшипник 6312-2RS СПЗ-4' });
    await buildGoods(db, { sellerId: seller.id, name: 'Автомат ABB S201 C16' });
    await buildGoods(db, { sellerId: seller.id, name: 'Труба бесшовная 57х3,5 ст. 20' });
    const found = async (q: string) => names(await search({ q, ...mine }));
    // Latin C, P typed for the Cyrillic С, П... (П has no twin; С has).
    expect(await found('CПЗ-4')).toEqual(['Подшипник 6312-2RS СПЗ-4']);
    // Cyrillic А, В, В, С typed for the Latin ABB and C16.
    expect(await found('АВВ С16')).toEqual(['Автомат ABB S201 C16']);
    expect(await found('57x3.5')).toEqual(['Труба бесшовная 57х3,5 ст. 20']);
    expect(await found('57Х3,5')).toEqual(['Труба бесшовная 57х3,5 ст. 20']);
  });

  it('matches nouns whose stem changes (the fleeting vowel) in every form, both ways', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const mine = { seller_code: seller.sellerCode };
    await buildGoods(db, { sellerId: seller.id, name: 'Лоток перфорированный 100х50 оцинкованный L=3000 мм' });
    await buildGoods(db, { sellerId: seller.id, name: 'Фланец плоский Ду100 Ру16 ст. 20 ГОСТ 33259-2015', publishedAt: new Date(Date.now() - 60_000) });
    await buildGoods(db, { sellerId: seller.id, name: 'Кран шаровой 11с67п Ду100 Ру40 фланцевый' });
    await buildGoods(db, { sellerId: seller.id, name: 'Уголки монтажные 40х40' });
    await buildGoods(db, { sellerId: seller.id, name: 'Концы кабельные ПКВтп' });
    const found = async (q: string) => names(await search({ q, ...mine }));
    expect(await found('лотки оцинкованные')).toEqual(['Лоток перфорированный 100х50 оцинкованный L=3000 мм']);
    expect(await found('лотков')).toEqual(['Лоток перфорированный 100х50 оцинкованный L=3000 мм']);
    // The flanges, not the valve that is only 'фланцевый'.
    expect(await found('фланцы')).toEqual(['Фланец плоский Ду100 Ру16 ст. 20 ГОСТ 33259-2015']);
    expect(await found('уголок')).toEqual(['Уголки монтажные 40х40']);
    expect(await found('конец кабельный')).toEqual(['Концы кабельные ПКВтп']);
  });

  it('asks for the distinct stems of all forms, so the planner does not count one stem eight times', async () => {
    const stems = createWordStems(t.database.db);
    expect((await stems(['лотки'])).get('лотки')!.forms.sort()).toEqual(['лотк', 'лоток']);
    expect((await stems(['лотки'])).get('лотки')!.stem).toEqual(['лотк']);
    // A stop word has none: it is left out of the query.
    expect((await stems(['для'])).get('для')).toEqual({ stem: [], forms: [] });
  });

  it('leads every suggestion to results with the item it names first', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    // The exact name is the oldest of goods that all have its words, and their page is more than one.
    await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг(А)-LS 3х2,5', publishedAt: new Date(Date.now() - 3_600_000) });
    for (let i = 0; i < 6; i++) {
      await buildGoods(db, { sellerId: seller.id, name: `Кабель ВВГнг(А)-LS 3х2,5-0,66 бухта ${i}`, publishedAt: new Date(Date.now() - i * 1000) });
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/tmc/suggestions?${new URLSearchParams({ q: 'ВВГнг(А)-LS 3х2' })}` });
    const suggestions = res.json().items as string[];
    expect(suggestions).toContain('Кабель ВВГнг(А)-LS 3х2,5');
    for (const name of suggestions) {
      const page = await search({ q: name });
      expect(page.items[0]?.name, name).toBe(name);
    }
  });

  it('counts exactly up to ten thousand, whatever the machine is doing', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    await db.execute(sql`
      insert into tmc (seller_id, name, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid, 'Профиль направляющий ПН 50х40 №' || g, '796', 100, g, '20', '50', 'published', now() - g * interval '1 second'
      from generate_series(1, 2500) g`);
    await db.execute(sql`analyze tmc`);
    expect(await search({ q: 'профиль', seller_code: seller.sellerCode, price_to: '1700' })).toMatchObject({ total: 1700, totalIsEstimate: false });
    expect(await search({ seller_code: seller.sellerCode, price_from: '100' })).toMatchObject({ total: 2401, totalIsEstimate: false });
  });

  it('estimates a price range checked on text matches as well as the price column (statistics of price + 0)', async () => {
    // With text the search checks 't.price + 0' (kept out of the price index); without statistics of the
    // expression the planner guesses 0.5 % of the rows for any range, and a common word with a price range
    // was counted row by row where its estimate would have said 'more than 10,000' at once.
    const db = t.database.db;
    const seller = await buildSeller(db);
    await db.execute(sql`
      insert into tmc (seller_id, name, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid, 'Швеллер 10П №' || g, '796', 1, g, '20', '50', 'published', now()
      from generate_series(1, 2000) g`);
    await db.execute(sql`analyze tmc`);
    const [truth] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tmc where price between 100 and 500`);
    const estimated = (await plannedRows(db, sql`select 1 from tmc t where (t.price + 0) >= 100 and (t.price + 0) <= 500`))['Plan Rows'] ?? 0;
    expect(truth!.n).toBeGreaterThanOrEqual(401);
    expect(Math.abs(estimated - truth!.n) / truth!.n).toBeLessThan(0.25);
  });
});

describe('typo lookup', () => {
  it("reads the vocabulary's trigram index, not every word (migration 0028), and finds the word meant", async () => {
    // Before 0028 pg_trgm's % was priced as an equality, and the planner computed a similarity for every
    // word of tmc_words (3.8 ms at a million goods) instead of reading its trigram index (0.3 ms).
    const db = t.database.db;
    const syllables = ['ба', 'ве', 'го', 'ду', 'жи', 'зо', 'ки', 'ла', 'ме', 'но', 'пу', 'ры', 'се', 'ту', 'фа'];
    await db.execute(sql`
      insert into tmc_words (word)
      select a || b || c || d from unnest(${sql.param(syllables)}::text[]) a, unnest(${sql.param(syllables)}::text[]) b,
        unnest(${sql.param(syllables)}::text[]) c, unnest(array['к', 'н', 'р']) d
      union all select 'нержавеющий'
      on conflict do nothing`);
    await db.execute(sql`analyze tmc_words`);
    expect(JSON.stringify(await plannedRows(db, typoLookup(['неражвеющий'])))).toContain('tmc_words_trgm_idx');
    const words = (await queryRows<{ word: string }>(db, typoLookup(['неражвеющий']))).map((r) => r.word);
    expect(words).toContain('нержавеющий');
  });
});

describe('description lexemes', () => {
  it("are every lexeme of the description marked '~', as unnest and array_agg spelled them before migration 0027", async () => {
    const sellers = generateSellers(createRandom(23), 12, { today: '2025-06-01' });
    const descriptions = [
      ...[...generateGoods(createRandom(23), sellers, 300)].map((g) => g.description ?? ''),
      '',
      'и в на для',
      'Трубы стальные, ГОСТ 8732-78; d=57 мм, сталь 09Г2С — ёмкость 1,5 м³ (https://example.ru/a?b=1) test@example.ru',
      '~ ~~ ~тильда',
    ];
    const rows = await queryRows<{ description: string; now: string; before: string }>(
      t.database.db,
      sql`select d as description, tmc_description_vector(d)::text as now,
            (select coalesce(array_to_tsvector(array_agg('~' || l)), ''::tsvector)
             from unnest(tsvector_to_array(to_tsvector('russian', d))) as l)::text as before
          from unnest(${sql.param(descriptions)}::text[]) as d`,
    );
    expect(rows).toHaveLength(descriptions.length);
    for (const row of rows) expect(row.now, row.description).toBe(row.before);
    expect(rows.find((r) => r.description === 'и в на для')!.now).toBe('');
  });
});

describe('code lexemes', () => {
  it('are spelled the same by the database (tmc_code_lexemes) and by the server (codeLexemes), for every generated name and stock number', async () => {
    const sellers = generateSellers(createRandom(17), 12, { today: '2025-06-01' });
    const texts = [...generateGoods(createRandom(17), sellers, 400)].flatMap((g) => [g.name, g.stockNumber]);
    const rows = await queryRows<{ source: string; lexemes: string[] }>(
      t.database.db,
      sql`select source, tmc_code_lexemes(source) as lexemes from unnest(${sql.param(texts)}::text[]) as source`,
    );
    for (const row of rows) {
      expect([...new Set(row.lexemes)].sort(), row.source).toEqual([...new Set(textRuns(row.source).flatMap(codeLexemes))].sort());
    }
  });

  it('are stored the same whether the application spells them (codeVector, the import) or the database (tmc_code_vector)', async () => {
    const sellers = generateSellers(createRandom(23), 12, { today: '2025-06-01' });
    const goods = [...generateGoods(createRandom(23), sellers, 400)].map((g) => ({ name: g.name, stockNumber: g.stockNumber as string | null }));
    goods.push(
      { name: 'Подшипник 6312-2RS  SKF\t(Швеция)', stockNumber: null },
      { name: '«Кабель» ВВГнг(А)-LS 3х2,5 — ГОСТ 31996-2012.', stockNumber: ' ЦБ-00/17 ' },
      { name: 'Труба 57х3,5\u00a0ст.20', stockNumber: 'x' },
      { name: 'Ёрш АВВ С16 ёлка', stockNumber: 'ТМЦ.1,5' },
    );
    const rows = await queryRows<{ source: string; db: string; app: string | null }>(
      t.database.db,
      sql`select v.name || '|' || coalesce(v.sn, '') as source, tmc_code_vector(v.name || ' ' || coalesce(v.sn, ''), 'A')::text as db, v.app::tsvector::text as app
          from unnest(${sql.param(goods.map((g) => g.name))}::text[], ${sql.param(goods.map((g) => g.stockNumber))}::text[], ${sql.param(goods.map((g) => codeVector(g.name, g.stockNumber)))}::text[]) as v(name, sn, app)`,
    );
    expect(rows.filter((r) => r.app === null).map((r) => r.source)).toEqual(['Труба 57х3,5\u00a0ст.20|x']);
    for (const row of rows) if (row.app !== null) expect(row.app, row.source).toBe(row.db);
  });

  it('are computed again by the database when the name or stock number changes without them', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const { insertGoodsBatch } = await import('./tmc.repository.ts');
    const [id] = await insertGoodsBatch(db, seller.id, [{ name: 'Подшипник 6312-2RS', stockNumber: 'ART-1', unit: '796', quantity: 1, price: 10, vat: '20', region: '77', description: null, year: null }], 'published', { userId: null, reason: 'test' });
    const read = async () => (await queryRows<{ codes: string | null; search: string }>(db, sql`select codes::text, search::text from tmc where id = ${id}`))[0]!;
    expect((await read()).codes).toContain("'#6312-2rs'");
    await db.execute(sql`update tmc set name = 'Подшипник 6205-ZZ' where id = ${id}`);
    const after = await read();
    expect(after.codes).toBeNull();
    expect(after.search).toContain("'#6205-zz'");
    expect(after.search).not.toContain('6312');
  });

  it('let every generated name find its own item first, and every stock number its item', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const sellers = generateSellers(createRandom(71), 12, { today: '2025-06-01' });
    const goods = [...generateGoods(createRandom(71), sellers, 120)];
    // Unique stock numbers within our seller.
    const rows = goods.map((g, i) => ({ ...g, stockNumber: `${g.stockNumber}-${i}` }));
    for (const g of rows) {
      await buildGoods(db, { sellerId: seller.id, name: g.name, stockNumber: g.stockNumber, publishedAt: new Date(Date.now() - Math.floor(Math.random() * 1e6)) });
    }
    for (const g of rows) {
      const byName = await search({ q: g.name, seller_code: seller.sellerCode });
      expect(byName.items[0]?.name, g.name).toBe(g.name);
      const byStock = await search({ q: g.stockNumber, seller_code: seller.sellerCode });
      expect((byStock.items[0] as unknown as { stockNumber: string } | undefined)?.stockNumber, g.stockNumber).toBe(g.stockNumber);
    }
  });
});
