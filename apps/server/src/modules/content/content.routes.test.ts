import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessMatrix, describeAccess, PLATFORM_ADMINS, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

const update = (headers: Record<string, string>, daySlogan: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin-panel/day-slogan/update', headers, payload: { daySlogan } });

describe('day slogan', () => {
  it('is empty before anyone sets it, and public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-panel/day-slogan/get' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ daySlogan: '' });
  });

  it('may be changed by ADMIN L1 and L2, trimmed', async () => {
    for (const permission of ['L1', 'L2'] as const) {
      const admin = await buildUser(t.database.db, { role: 'ADMIN', permission });
      const text = `  Излишки со складов — в дело (${permission})  `;
      const res = await update(admin.headers, text);
      expect(res.statusCode).toBe(200);
      const got = await t.app.inject({ method: 'GET', url: '/api/admin-panel/day-slogan/get' });
      expect(got.json()).toEqual({ daySlogan: text.trim() });
    }
  });

  it('rejects a slogan over 200 characters with a Russian field message', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const res = await update(admin.headers, 'а'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', fields: { daySlogan: 'Не более 200 символов' } });
    const wrongType = await update(admin.headers, 42);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields.daySlogan).toMatch(/[а-я]/);
  });
});

describe('changing the day slogan: ADMIN L1 and L2; visitors 401, every other role 403', () => {
  describeAccess(() => matrix, [
    {
      name: 'POST /api/admin-panel/day-slogan/update',
      allowed: PLATFORM_ADMINS,
      call: async (headers, principal) => {
        const text = `Чужой слоган (${principal})`;
        const res = await update(headers, text);
        if (res.statusCode === 403) expect(res.json().error.message).toBe('Недостаточно прав');
        if (res.statusCode >= 400) {
          const got = await t.app.inject({ method: 'GET', url: '/api/admin-panel/day-slogan/get' });
          expect(got.json().daySlogan).not.toBe(text);
        }
        return res;
      },
    },
  ]);
});
