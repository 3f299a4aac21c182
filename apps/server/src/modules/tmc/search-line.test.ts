import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from './tmc-test-factories.ts';

// The visitors' search line (a bulkhead in front of the pool, tmc.service.ts): when every place is taken,
// one more search waits DATABASE_ACQUIRE_TIMEOUT_MS and is refused with 503 in the error shape, while an
// item page is served at once. PostgreSQL only (TEST_DATABASE_URL; CI runs it): a search is held in its
// place by a lock another connection takes on the typo stage's vocabulary, which PGlite cannot do.

const postgresUrl = inject('postgresUrl');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)("the visitors' search line", () => {
  let t: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_CONCURRENCY: '1', DATABASE_ACQUIRE_TIMEOUT_MS: '100', RATE_LIMIT_SEARCH_MAX: '100000' });
    locker = new pg.Client({ connectionString: t.database.pool!.options.connectionString! });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
  });

  it('refuses a search past the line with 503 while an item page is served, and takes searches again once a place is free', async () => {
    const seller = await buildSeller(t.database.db);
    const item = await buildGoods(t.database.db, { sellerId: seller.id, name: 'Задвижка чугунная 30ч6бр Ду50' });
    const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams({ q })}` });

    // A word found nowhere goes on to the typo stage, which reads tmc_words: locked, so the search holds the only place.
    await locker.query('begin');
    await locker.query('lock table tmc_words in access exclusive mode');
    const held = search('звщхьыйц');
    await sleep(300);

    const refused = await search('задвижка');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ error: { code: 'service_unavailable', message: GENERIC_ERROR_MESSAGES.unavailable, requestId: expect.any(String) } });

    const page = await t.app.inject({ method: 'GET', url: `/api/tmc/${item.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().name).toBe('Задвижка чугунная 30ч6бр Ду50');

    await locker.query('rollback');
    expect((await held).statusCode).toBe(200);
    const served = await search('задвижка');
    expect(served.statusCode).toBe(200);
    expect(served.json().items.map((i: { name: string }) => i.name)).toEqual(['Задвижка чугунная 30ч6бр Ду50']);
  });
});
