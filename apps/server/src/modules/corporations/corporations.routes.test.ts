import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporations } from '../../db/schema/sellers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/corporations/list/unblocked', () => {
  it('lists unblocked corporations by title', async () => {
    await t.database.db.insert(corporations).values([
      { title: 'Металлоинвест Групп' },
      { title: 'Блокированная корпорация', blocked: true },
      { title: 'Арсенал Холдинг' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/corporations/list/unblocked' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { title: string }) => c.title)).toEqual(['Арсенал Холдинг', 'Металлоинвест Групп']);
  });
});
