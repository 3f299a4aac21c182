import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/users.ts';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/auth/logged-in', () => {
  it('is 401 for a visitor and for a made-up token', async () => {
    for (const headers of [{}, { authorization: 'Bearer made-up-token-made-up-token-0000' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthorized', message: 'Требуется вход в систему' });
    }
  });

  it('returns the profile of the signed-in user without secrets', async () => {
    const seller = await buildSeller(t.database.db);
    const user = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: { id: 2, name: 'REPRESENTATIVE' },
      permission: 'STANDART',
      enabled: true,
      accountNonLocked: true,
      sellerCode: seller.sellerCode,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });

  it('stops answering at once when the user is blocked or the session expired', async () => {
    const blocked = await buildUser(t.database.db);
    await t.database.db.update(users).set({ accountNonLocked: false }).where(eq(users.id, blocked.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: blocked.headers })).statusCode).toBe(401);

    const expired = await buildUser(t.database.db);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: expired.headers })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await buildUser(t.database.db);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows[0]!.tokenHash).not.toContain(user.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
