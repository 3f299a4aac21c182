import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { newAnonymousId } from '../logs/anonymous-id.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';
import { createStatService } from './stat.service.ts';

// 1,500 anonymous searches put arbitrary text into 'Популярные' on /stat (issue 10, item 6). Now a search
// counts once per visitor, text and day, only when it found goods, and anonymous search is limited per address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SEARCH_MAX: '5', RATE_LIMIT_SEARCH_WINDOW_SECONDS: '600' });
  const seller = await buildSeller(t.database.db);
  await buildGoods(t.database.db, { sellerId: seller.id, name: 'Задвижка клиновая 30с41нж' });
});
afterAll(async () => t.close());

let address = 0;
/** A search from its own address (so the per-address limit stays out of the way), with or without an aid. */
async function search(q: string, { aid, headers = {} }: { aid?: string; headers?: Record<string, string> } = {}) {
  address += 1;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tmc/search?q=${encodeURIComponent(q)}`,
    remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`,
    headers: { ...headers, ...(aid ? { cookie: `aid=${aid}` } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const popular = async () => {
  await t.app.services.searchLog.flush();
  return (await createStatService({ db: t.database.db, cacheMs: 0, visitsCacheMs: 0 }).top10()).searchRequests;
};

describe('popular searches on /stat', () => {
  it('count one search per visitor, text and day, and only searches that found goods', { timeout: 120_000 }, async () => {
    const now = new Date();
    const [first, second] = [newAnonymousId(now), newAnonymousId(now)];
    for (let i = 0; i < 6; i++) await search('задвижка', { aid: first });
    await search('Задвижка ', { aid: second });
    // The same visitor signed in counts as the user, once.
    const buyer = await buildUser(t.database.db);
    await search('задвижка', { headers: buyer.headers });
    await search('задвижка', { headers: buyer.headers });
    // Without a cookie and a session: a script, not counted.
    for (let i = 0; i < 4; i++) await search('задвижка');
    // A made-up text from many visitors finds nothing: never popular.
    for (let i = 0; i < 6; i++) await search('купите наш сайт', { aid: newAnonymousId(now) });
    // An aid that is not one (the cookie is the visitor's to write) is no visitor.
    for (let i = 0; i < 4; i++) await search('задвижка', { aid: `fake-${i}` });

    expect(await popular()).toEqual([{ title: 'задвижка', value: 3 }]);
  });
});

describe('anonymous search', () => {
  it('is limited per address; a signed-in user is not', { timeout: 60_000 }, async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/tmc/search?q=труба', remoteAddress, headers });
    for (let i = 0; i < 5; i++) expect((await from('192.0.2.7')).statusCode).toBe(200);
    const refused = await from('192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(apiErrorBodySchema.strict().parse(refused.json()).error.message).toBe('Слишком много запросов, попробуйте позже');
    expect((await from('192.0.2.8')).statusCode).toBe(200);
    const buyer = await buildUser(t.database.db);
    for (let i = 0; i < 8; i++) expect((await from('192.0.2.7', buyer.headers)).statusCode).toBe(200);
  });
});
