// The seller dropdown's 'input' (issue 11, item 4): an L1/L2 administrator's single-use, one-minute link
// into a seller's cabinet as its representative. Who may ask for a link (access matrix), what the link
// gives, and every way it is refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_ENTRY_MESSAGES } from '@tmc/shared/seller-entry';
import { auditLog } from '../../db/schema/audit.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { sellerEntryTokens, sessions, users } from '../../db/schema/users.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
});
afterAll(async () => t.close());

async function sellerWithRep(values: Partial<typeof sellers.$inferInsert> = {}) {
  const seller = await buildSeller(t.database.db, values);
  const rep = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id });
  return { seller, rep };
}

const issue = (sellerCode: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin-panel/seller/input?sellerCode=${sellerCode}`, headers });
const enter = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/seller-input', payload: { token } });

describeAccess(
  () => matrix,
  [
    {
      name: 'POST /api/admin-panel/seller/input',
      allowed: ['L1', 'L2'],
      allowedStatus: 200,
      call: async (h) => issue((await sellerWithRep()).seller.sellerCode, h),
    },
  ],
);

describe('entering a seller cabinet through the link', () => {
  it('gives a session of the representative, marked with the administrator, that opens the cabinet; the entry is logged', async () => {
    const { seller, rep } = await sellerWithRep();
    const link = await issue(seller.sellerCode);
    expect(link.statusCode).toBe(200);
    const { token, path, expiresAt } = link.json();
    expect(path).toBe(`/sellers/input/${token}`);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const entered = await enter(token);
    expect(entered.statusCode, entered.body).toBe(200);
    const session = entered.json();
    expect(session.sellerCode).toBe(seller.sellerCode);
    // Two hours, not the thirty days of a sign-in.
    expect(Date.parse(session.expiresAt) - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
    const headers = { authorization: `Bearer ${session.token}` };

    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers });
    expect(profile.json()).toMatchObject({ id: rep.id, role: { name: 'REPRESENTATIVE' }, sellerCode: seller.sellerCode, enteredBy: admin.email });
    expect((await t.app.inject({ method: 'GET', url: `/api/cabinet/${seller.sellerCode}`, headers })).statusCode).toBe(200);
    // The representative's own sign-in is not marked.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: rep.headers })).json().enteredBy ?? null).toBeNull();

    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(session.token)));
    expect(stored!.enteredBy).toBe(admin.id);
    const logged = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, seller.id), eq(auditLog.action, 'seller.input')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
    expect(logged[0]!.after).toMatchObject({ representative: rep.email });

    // The way back: signing out ends the entry session only; the administrator's own stays.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: admin.headers })).statusCode).toBe(200);
  });

  it('works once: a second use, an expired link and a made-up one are refused in Russian, and nothing is logged', async () => {
    const { seller } = await sellerWithRep();
    const { token } = (await issue(seller.sellerCode)).json();
    expect((await enter(token)).statusCode).toBe(200);
    const again = await enter(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.token).toBe(SELLER_ENTRY_MESSAGES.invalidLink);

    const { token: late } = (await issue(seller.sellerCode)).json();
    await t.database.db.update(sellerEntryTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sellerEntryTokens.tokenHash, hashToken(late)));
    expect((await enter(late)).statusCode).toBe(400);
    expect((await enter('x'.repeat(43))).statusCode).toBe(400);
    expect((await enter('short')).json().error.fields.token).toBe(SELLER_ENTRY_MESSAGES.invalidLink);
    const logged = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, seller.id), eq(auditLog.action, 'seller.input')));
    expect(logged).toHaveLength(1);
  });

  it('refuses a blocked or deleted seller, a seller without a representative, and a link whose administrator lost the right', async () => {
    const blocked = await sellerWithRep({ blocked: true, blockReason: 'x' });
    expect((await issue(blocked.seller.sellerCode)).json().error.message).toBe(SELLER_ENTRY_MESSAGES.blocked);
    const deleted = await sellerWithRep({ deletedAt: new Date() });
    expect((await issue(deleted.seller.sellerCode)).json().error.message).toBe(SELLER_ENTRY_MESSAGES.deleted);
    const alone = await buildSeller(t.database.db);
    const res = await issue(alone.sellerCode);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SELLER_ENTRY_MESSAGES.noRepresentative);
    expect((await issue('000000')).statusCode).toBe(404);
    expect((await issue('12345')).statusCode).toBe(400);

    // Blocked after the link was made: the link no longer opens anything.
    const later = await sellerWithRep();
    const { token } = (await issue(later.seller.sellerCode)).json();
    await t.database.db.update(sellers).set({ blocked: true }).where(eq(sellers.id, later.seller.id));
    expect((await enter(token)).statusCode).toBe(409);

    // An administrator demoted after making the link: refused.
    const demoted = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const other = await sellerWithRep();
    const { token: t2 } = (await issue(other.seller.sellerCode, demoted.headers)).json();
    await t.database.db.update(users).set({ permission: 'L3' }).where(eq(users.id, demoted.id));
    expect((await enter(t2)).statusCode).toBe(400);
  });
});
