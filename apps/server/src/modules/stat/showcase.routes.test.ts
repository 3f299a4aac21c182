import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_CATEGORIES } from '@tmc/shared/goods-categories';
import { tmc } from '../../db/schema/tmc.ts';
import { generateGoods } from '../../db/seed/demo-goods.ts';
import { createRandom } from '../../db/seed/random.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queryRows } from '../tmc/tmc-search.ts';
import { createStatService } from './stat.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const item = (sellerId: string, name: string, region: string | null, status = 'published') => ({
  sellerId,
  name,
  unit: '796',
  quantity: 1,
  price: 1,
  vat: '20',
  region,
  status,
});

describe('goods categories (tmc_category, the generated column)', () => {
  it('takes the category from the first word of the name, whatever its case', async () => {
    const cases: Array<[string, string]> = [
      ['Труба электросварная 57х3,5 ГОСТ 10704-91', 'pipes'],
      ['Отвод крутоизогнутый 90° 57х3,5', 'pipes'],
      ['Лист г/к 4х1500х6000 Ст3сп', 'rolled'],
      ['КАБЕЛЬ ВВГнг(А)-LS 3х2,5', 'cable'],
      ['Кабель-канал 40х25 белый', 'electrical'],
      ['Автоматический выключатель ВА47-29 1P 16А', 'electrical'],
      ['Задвижка 30с41нж Ду100', 'valves'],
      ['Кран шаровой 11б27п1 Ду15', 'valves'],
      ['Кран-балка подвесная 2 т', 'tools'],
      ['Подшипник 6205-2RS SKF', 'bearings'],
      ['Болт М12х60 оцинкованный', 'fasteners'],
      ['Сверло по металлу 8 мм', 'tools'],
      ['Цемент М500 Д0, мешок 50 кг', 'building'],
      ['Эмаль ПФ-115 белая', 'paints'],
      ['Масло индустриальное И-40А', 'lubricants'],
      ['Костюм сварщика брезентовый', 'workwear'],
      ['Стрейч-плёнка 500 мм 17 мкм', 'packaging'],
      ['Электродвигатель АИР 100L4', 'electrical'],
      ['Компрессор поршневой 500 л/мин', 'equipment'],
      ['Глобус настольный', 'other'],
    ];
    const seller = await buildSeller(t.database.db);
    const rows = await t.database.db
      .insert(tmc)
      .values(cases.map(([name]) => item(seller.id, name, '77', 'draft')))
      .returning({ name: tmc.name, category: tmc.category });
    const slugOf = (id: number) => GOODS_CATEGORIES.find((c) => c.id === id)?.slug;
    expect(rows.map((r) => [r.name, slugOf(r.category)])).toEqual(cases);
  });

  it('files nearly all of the demo catalogue under a category, and every category has goods', async () => {
    const sellers = Array.from({ length: 60 }, (_, i) => ({ sellerCode: String(100000 + i * 7919), region: '77' }));
    const names = [...generateGoods(createRandom(7), sellers, 4000)].map((g) => g.name);
    const rows = await queryRows<{ category: number; n: number }>(
      t.database.db,
      sql`select tmc_category(name)::int as category, count(*)::int as n from unnest(${sql.param(names)}::text[]) as name group by 1`,
    );
    const byCategory = new Map(rows.map((r) => [r.category, r.n]));
    expect((byCategory.get(0) ?? 0) / names.length).toBeLessThan(0.03);
    for (const category of GOODS_CATEGORIES.filter((c) => c.id !== 0)) expect(byCategory.get(category.id), category.slug).toBeGreaterThan(0);
  });
});

describe('GET /api/stat/showcase', () => {
  it('counts published goods of active suppliers by category, their suppliers and regions', async () => {
    const app = await createTestApp();
    try {
      const db = app.database.db;
      const a = await buildSeller(db);
      const b = await buildSeller(db);
      const blocked = await buildSeller(db, { blocked: true });
      const idle = await buildSeller(db);
      await db.insert(tmc).values([
        item(a.id, 'Труба ВГП 20х2,8', '77'),
        item(a.id, 'Труба профильная 40х20х2', '66'),
        item(a.id, 'Болт М10х40', '66'),
        item(b.id, 'Труба ПЭ 100 SDR 11 63х5,8', '02'),
        item(b.id, 'Глобус настольный', null),
        // Not in the base: not published, or the supplier is blocked.
        item(b.id, 'Кабель ВВГ 3х2,5', '50', 'moderation'),
        item(idle.id, 'Кабель АВВГ 4х16', '50', 'draft'),
        item(blocked.id, 'Кабель КГ 3х4', '54'),
      ]);
      const res = await app.app.inject({ method: 'GET', url: '/api/stat/showcase' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        goods: 5,
        suppliers: 2,
        regions: 3,
        categories: [
          { id: 1, slug: 'pipes', name: 'Трубы и фитинги', count: 3 },
          { id: 7, slug: 'fasteners', name: 'Крепёж', count: 1 },
          { id: 0, slug: 'other', name: 'Прочее', count: 1 },
        ],
      });

      // A category's link opens the search filtered by it (/search?category=pipes).
      const pipes = await app.app.inject({ method: 'GET', url: '/api/tmc/search?category=pipes' });
      expect(pipes.statusCode).toBe(200);
      expect(pipes.json().items.map((i: { name: string }) => i.name).sort()).toEqual(['Труба ВГП 20х2,8', 'Труба ПЭ 100 SDR 11 63х5,8', 'Труба профильная 40х20х2']);
      const pipesWithText = await app.app.inject({ method: 'GET', url: `/api/tmc/search?category=pipes&q=${encodeURIComponent('профильная')}` });
      expect(pipesWithText.json().items.map((i: { name: string }) => i.name)).toEqual(['Труба профильная 40х20х2']);
      const unknown = await app.app.inject({ method: 'GET', url: '/api/tmc/search?category=nothing' });
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json().error.fields)).toContain('Неизвестная категория товаров');

      // Cached: a new item shows after the cache's time; the uncached computation sees it at once.
      await db.insert(tmc).values(item(a.id, 'Болт М12х60', '77'));
      expect((await app.app.inject({ method: 'GET', url: '/api/stat/showcase' })).json().goods).toBe(5);
      const fresh = await createStatService({ db }).computeShowcase();
      expect(fresh.goods).toBe(6);
      expect(fresh.categories.find((c) => c.slug === 'fasteners')?.count).toBe(2);
    } finally {
      await app.close();
    }
  });
});
