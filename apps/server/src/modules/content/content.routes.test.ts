import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Role } from '@tmc/shared/roles';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

  it('is refused to visitors (401) and to every other role (403)', async () => {
    expect((await update({}, 'x')).statusCode).toBe(401);
    const others: Array<[Role, Permission]> = [
      ['ADMIN', 'L3'],
      ['ADMIN', 'L4'],
      ['REPRESENTATIVE', 'STANDART'],
      ['BUYER', 'STANDART'],
    ];
    for (const [role, permission] of others) {
      const user = await buildUser(t.database.db, { role, permission });
      const res = await update(user.headers, 'Чужой слоган');
      expect(res.statusCode, `${role} ${permission}`).toBe(403);
      expect(res.json().error.message).toBe('Недостаточно прав');
    }
    const got = await t.app.inject({ method: 'GET', url: '/api/admin-panel/day-slogan/get' });
    expect(got.json().daySlogan).not.toBe('Чужой слоган');
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
