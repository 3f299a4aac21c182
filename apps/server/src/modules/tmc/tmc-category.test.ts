import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmc } from '../../db/schema/tmc.ts';
import { generateSellers } from '../../db/seed/demo-companies.ts';
import { generateGoods } from '../../db/seed/demo-goods.ts';
import { createRandom } from '../../db/seed/random.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { goodsCategoryOf } from './tmc-category.ts';
import { insertGoodsBatch, updateGoodsBatch } from './tmc.repository.ts';
import { queryRows } from './tmc-search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// The first words of tmc_category()'s rules (migration 0015), and near misses of them.
const RULE_WORDS = [
  'кабель-канал', 'кабель', 'кабели', 'автоматический', 'выключатель', 'щит', 'щиток', 'лампа', 'труба', 'гофротруба', 'отвод', 'фланец',
  'резьба', 'лист', 'круг', 'уголок', 'сетка-рабица', 'сетка', 'провод', 'шнур', 'задвижка', 'кран', 'кран-балка', 'краны', 'клапан', 'вентиль',
  'вентиля', 'вентилятор', 'счетчик', 'счётчик', 'подшипник', 'корпус', 'кольцо', 'болт', 'гайка', 'саморез', 'диск', 'лом', 'ломик', 'таль',
  'цепь', 'тележка', 'цемент', 'блок', 'плита', 'пеноплэкс', 'эмаль', 'лак', 'лаки', 'лакокрасочный', 'клей', 'масло', 'литол', 'костюм',
  'очки', 'каска', 'стрейч-плёнка', 'плёнка', 'пленка', 'биг-бэг', 'ящик', 'радиатор', 'мотор-редуктор', 'тепловая', 'фильтр', 'глобус', '',
  'ёлка', 'abc', '123', '№5', '«труба»', 'труба,', 'tрубa',
];
/** Each word as typed in a name: alone, with an ending and more words, in capitals, between spaces, with a suffix. */
const typedNames = (): string[] => RULE_WORDS.flatMap((w) => [w, `${w}ы 10 м`, w.toUpperCase(), `  ${w}  `, `${w}-1`, `${w}x`]);
/** First words where JavaScript and the database locale might not agree on case or white space. */
const ODD_NAMES = ['Труба\tкруглая', 'Труба\u00a0круглая', 'Café 2', 'тру\u0301ба'];

describe('goodsCategoryOf (the category spelled by the application for bulk writes)', () => {
  it('gives what tmc_category() gives, or null where the database must decide', async () => {
    const sellers = generateSellers(createRandom(31), 12, { today: '2025-06-01' });
    const names = [...[...generateGoods(createRandom(31), sellers, 3000)].map((g) => g.name), ...typedNames(), ...ODD_NAMES];
    const rows = await queryRows<{ name: string; db: number }>(
      t.database.db,
      sql`select name, tmc_category(name)::int as db from unnest(${sql.param(names)}::text[]) as name`,
    );
    expect(rows).toHaveLength(names.length);
    const undecided = rows.filter((r) => goodsCategoryOf(r.name) === null).map((r) => r.name);
    // Only names whose first word has a character outside ASCII and the Russian letters are left to the database.
    expect(undecided).toEqual(ODD_NAMES);
    const differing = rows.filter((r) => goodsCategoryOf(r.name) !== null && goodsCategoryOf(r.name) !== r.db);
    expect(differing).toEqual([]);
    // The comparison is worth something: the names cover every category.
    expect(new Set(rows.map((r) => r.db)).size).toBe(15);
  });

  it('is filled by the database when a writer leaves it out, and follows a new name', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const [row] = await db
      .insert(tmc)
      .values({ sellerId: seller.id, name: 'Задвижка 30с41нж Ду100', unit: '796', quantity: 1, price: 1, vat: '20', status: 'draft' })
      .returning({ id: tmc.id, category: tmc.category });
    expect(row!.category).toBe(5);
    const read = async () => (await queryRows<{ category: number }>(db, sql`select category::int from tmc where id = ${row!.id}`))[0]!.category;
    await db.execute(sql`update tmc set name = 'Болт М12х60' where id = ${row!.id}`);
    expect(await read()).toBe(7);
    // A change that keeps the name keeps the category.
    await db.execute(sql`update tmc set price = 2 where id = ${row!.id}`);
    expect(await read()).toBe(7);
    // Bulk writes give theirs, the same the database would (and the database's where they give none).
    const note = { userId: null, reason: 'test' };
    const base = { unit: '796', quantity: 1, price: 10, vat: '20', region: '77', description: null, year: null, stockNumber: null };
    const ids = await insertGoodsBatch(db, seller.id, [{ ...base, name: 'Кабель ВВГ 3х2,5' }, { ...base, name: 'Труба\u00a0ВГП' }, { ...base, name: 'Глобус' }], 'draft', note);
    const categories = async () => (await queryRows<{ category: number }>(db, sql`select category::int from tmc where id = any(${sql.param(ids)}::bigint[]) order by id`)).map((r) => r.category);
    expect(await categories()).toEqual([3, 1, 0]);
    await updateGoodsBatch(db, [
      { ...base, id: ids[0]!, name: 'Кабель-канал 40х25' },
      { ...base, id: ids[1]!, name: 'Болт\u00a0М10' },
      { ...base, id: ids[2]!, name: 'Глобус настольный' },
    ]);
    expect(await categories()).toEqual([4, 7, 0]);
  });
});
