import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import type { Database, Db } from '../../db/client.ts';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { holdGoods } from '../cart/cart-test-factories.ts';
import { createSearchCache } from './tmc-search-cache.ts';
import { createTmcSearch, queryRows, type SearchScope } from './tmc-search.ts';
import { buildGoods } from './tmc-test-factories.ts';

// The visitors' search keeps its answers while the goods do not change (tmc-search-cache.ts, migration
// 0029). A kept answer must be the answer the database would give: every change of the goods, of the holds
// and of the sellers shows at once, and an answer computed while another transaction writes is not kept.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** The engine over a database that counts its transactions: each search that is not answered from the cache opens one at least. */
function countingEngine(db: Db) {
  const counts = { transactions: 0 };
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (...args: Parameters<Db['transaction']>) => {
          counts.transactions++;
          return target.transaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { engine: createTmcSearch(counted, undefined, { cacheEntries: 100 }), counts };
}

const visitor: SearchScope = { publicOnly: true, viewerId: null };
const query = (q: string) => tmcSearchQuerySchema.parse({ q });

describe('the search cache', () => {
  it('answers a repeated search without searching, and every change of the goods, holds or sellers at once', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const first = await buildGoods(db, { sellerId: seller.id, name: 'Задвижка клиновая 30с41нж', status: 'published', publishedAt: new Date(Date.now() - 60_000) });
    const { engine, counts } = countingEngine(db);
    const ids = async (q = 'задвижка', scope = visitor) => (await engine.search(query(q), scope)).rows.map((r) => r.id);

    expect(await ids()).toEqual([first.id]);
    const searched = counts.transactions;
    expect(await ids()).toEqual([first.id]);
    expect(counts.transactions).toBe(searched);

    // A new published item: the next search sees it.
    const second = await buildGoods(db, { sellerId: seller.id, name: 'Задвижка чугунная', status: 'published', publishedAt: new Date() });
    expect(await ids()).toEqual([second.id, first.id]);
    expect(counts.transactions).toBeGreaterThan(searched);

    // A statement that changes no row leaves the answer kept.
    expect(await ids()).toEqual([second.id, first.id]);
    const kept = counts.transactions;
    await db.execute(sql`update tmc set price = price where false`);
    expect(await ids()).toEqual([second.id, first.id]);
    expect(counts.transactions).toBe(kept);

    // Taken down, renamed: gone at once.
    await db.execute(sql`update tmc set status = 'archived' where id = ${second.id}`);
    expect(await ids()).toEqual([first.id]);
    await db.execute(sql`update tmc set name = 'Клапан обратный' where id = ${first.id}`);
    expect(await ids()).toEqual([]);
    expect(await ids('клапан')).toEqual([first.id]);

    // Held by a buyer: hidden from everybody else, still shown to the buyer, marked as theirs (the rows of a
    // kept answer are read anew).
    const buyer = await buildUser(db);
    const buyerScope: SearchScope = { publicOnly: true, viewerId: buyer.id };
    expect((await engine.search(query('клапан'), buyerScope)).rows[0]).toMatchObject({ id: first.id, reservedByMe: false, favourite: false });
    await holdGoods(db, { tmcId: first.id, buyerId: buyer.id, sellerId: seller.id });
    expect(await ids('клапан')).toEqual([]);
    expect((await engine.search(query('клапан'), buyerScope)).rows[0]).toMatchObject({ id: first.id, reservedByMe: true });
    await db.execute(sql`insert into favourites (user_id, tmc_id) values (${buyer.id}, ${first.id})`);
    expect((await engine.search(query('клапан'), buyerScope)).rows[0]).toMatchObject({ id: first.id, reservedByMe: true, favourite: true });
    await db.execute(sql`delete from reservations where tmc_id = ${first.id}`);
    expect(await ids('клапан')).toEqual([first.id]);

    // A blocked seller's goods leave the common base.
    await db.execute(sql`update sellers set blocked = true where id = ${seller.id}`);
    expect(await ids('клапан')).toEqual([]);
    await db.execute(sql`update sellers set blocked = false where id = ${seller.id}`);
    expect(await ids('клапан')).toEqual([first.id]);
  });

  it("keeps an anonymous visitor's rows, and a seller's new title or the goods' new photo shows at once", async () => {
    const db = database.db;
    const seller = await buildSeller(db, { title: 'ООО «Арматура»' });
    const item = await buildGoods(db, { sellerId: seller.id, name: 'Кран шаровой латунный', status: 'published', publishedAt: new Date() });
    const { engine } = countingEngine(db);
    const row = async () => (await engine.search(query('кран'), visitor)).rows[0];
    expect(await row()).toMatchObject({ id: item.id, sellerTitle: 'ООО «Арматура»', thumbPath: null });
    expect(await row()).toMatchObject({ id: item.id, sellerTitle: 'ООО «Арматура»', thumbPath: null });

    await db.execute(sql`update sellers set title = 'ООО «Арматура-Юг»' where id = ${seller.id}`);
    expect(await row()).toMatchObject({ id: item.id, sellerTitle: 'ООО «Арматура-Юг»' });
    await db.execute(sql`insert into tmc_photos (tmc_id, path, thumb_path) values (${item.id}, 'a/photo.webp', 'a/thumb.webp')`);
    expect(await row()).toMatchObject({ id: item.id, thumbPath: 'a/thumb.webp' });
    await db.execute(sql`delete from tmc_photos where tmc_id = ${item.id}`);
    expect(await row()).toMatchObject({ id: item.id, thumbPath: null });
  });

  it('computes a search asked for by many at the same time once, and gives a signed-in viewer their own marks', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const item = await buildGoods(db, { sellerId: seller.id, name: 'Муфта соединительная', status: 'published', publishedAt: new Date() });
    const buyer = await buildUser(db);
    await db.execute(sql`insert into favourites (user_id, tmc_id) values (${buyer.id}, ${item.id})`);
    const { engine, counts } = countingEngine(db);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => engine.search(query('муфта'), visitor)),
      engine.search(query('муфта'), { publicOnly: true, viewerId: buyer.id }),
    ]);
    // One stage found it: one transaction for all six.
    expect(counts.transactions).toBe(1);
    expect(answers.map((a) => a.rows.map((r) => r.id))).toEqual(Array.from({ length: 6 }, () => [item.id]));
    expect(answers.map((a) => a.rows[0]!.favourite)).toEqual([false, false, false, false, false, true]);
  });

  it("answers a kept search outside the visitors' search line, which only searches that count their matches wait in", async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const item = await buildGoods(db, { sellerId: seller.id, name: 'Отвод стальной крутоизогнутый', status: 'published', publishedAt: new Date() });
    const { engine } = countingEngine(db);
    let lined = 0;
    const line = <T>(work: () => Promise<T>): Promise<T> => {
      lined++;
      return work();
    };
    const full = (): Promise<never> => Promise.reject(new Error('the line is full'));
    expect((await engine.search(query('отвод'), visitor, { line })).rows.map((r) => r.id)).toEqual([item.id]);
    expect(lined).toBe(1);
    expect((await engine.search(query('отвод'), visitor, { line: full })).rows.map((r) => r.id)).toEqual([item.id]);
    await expect(engine.search(query('отводы стальные'), visitor, { line: full })).rejects.toThrow('the line is full');
  });

  it.skipIf(!process.env['TEST_DATABASE_URL'])('keeps nothing computed while another transaction writes the goods', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const old = await buildGoods(db, { sellerId: seller.id, name: 'Фланец плоский Ду50', status: 'published', publishedAt: new Date(Date.now() - 60_000) });
    const { engine } = countingEngine(db);
    const ids = async () => (await engine.search(query('фланец'), visitor)).rows.map((r) => r.id);
    expect(await ids()).toEqual([old.id]);
    // The writer's statement moves the generation before its row can be seen: a search meanwhile reads the
    // new generation and the old goods, and must not keep that answer for after the commit.
    let added = 0;
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into tmc (seller_id, name, unit, quantity, price, vat, status, published_at)
            values (${seller.id}, 'Фланец воротниковый Ду50', '796', 1, 100, '20', 'published', now()) returning id`,
      );
      added = Number(row!.id);
      expect(await ids()).toEqual([old.id]);
      expect(await ids()).toEqual([old.id]);
    });
    expect(await ids()).toEqual([added, old.id]);
  });

  it.skipIf(!process.env['TEST_DATABASE_URL'])('keeps answers while another database of the server writes its goods', async () => {
    // A copy of the same template: its tables have this database's oids, and pg_locks shows every database.
    const other = await createTestDatabase();
    try {
      const seller = await buildSeller(database.db);
      const item = await buildGoods(database.db, { sellerId: seller.id, name: 'Тройник равнопроходный', status: 'published', publishedAt: new Date() });
      const otherSeller = await buildSeller(other.db);
      const { engine, counts } = countingEngine(database.db);
      const ids = async () => (await engine.search(query('тройник'), visitor)).rows.map((r) => r.id);
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`update sellers set title = 'ООО «Другая база»' where id = ${otherSeller.id}`);
        expect(await ids()).toEqual([item.id]);
        const searched = counts.transactions;
        expect(await ids()).toEqual([item.id]);
        expect(counts.transactions).toBe(searched);
      });
    } finally {
      await other.close();
    }
  });
});

describe('createSearchCache', () => {
  const match = (id: number) => ({ ids: [id], total: 1, totalIsEstimate: false, matchedBy: 'forms' as const });

  it('keeps the newest used answers of the newest generation only', () => {
    const cache = createSearchCache(2);
    expect(cache.get('a', '5')).toBeUndefined();
    cache.set('a', '5', match(1));
    cache.set('b', '5', match(2));
    expect(cache.get('a', '5')).toEqual(match(1));
    // 'b' is now the least recently used: a third answer pushes it out.
    cache.set('c', '5', match(3));
    expect(cache.get('b', '5')).toBeUndefined();
    expect(cache.get('a', '5')).toEqual(match(1));
    expect(cache.size).toBe(2);
    // A search that began before the newest generation was seen neither reads nor clears the answers.
    cache.get('x', '6');
    expect(cache.size).toBe(0);
    cache.set('a', '6', match(4));
    expect(cache.get('a', '5')).toBeUndefined();
    cache.set('b', '5', match(5));
    expect(cache.get('b', '6')).toBeUndefined();
    expect(cache.get('a', '6')).toEqual(match(4));
  });

  it('compares generations as numbers beyond 2^53', () => {
    const cache = createSearchCache(10);
    cache.get('a', '9007199254740993');
    cache.set('a', '9007199254740993', match(1));
    expect(cache.get('a', '9007199254740992')).toBeUndefined();
    expect(cache.get('a', '9007199254740993')).toEqual(match(1));
  });
});
