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

const add = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/running/line/add', headers, payload: payload as object });
const get = async (query = '?type=main') => t.app.inject({ method: 'GET', url: `/api/running/line${query}` });

describe('running line', () => {
  it('is public, empty at first, and the type defaults to main', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'main', items: [] });
    const unknown = await get('?type=sidebar');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.type).toBe('Неизвестный тип бегущей строки');
  });

  it('takes new lines from ADMIN L1 and L2, trimmed, newest first; a removed line goes away', async () => {
    const l1 = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const l2 = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
    const first = await add(l1.headers, { type: 'main', text: '  Новые поступления металлопроката  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Новые поступления металлопроката' });
    const second = await add(l2.headers, { text: 'Скидки на кабель' });
    expect(second.statusCode).toBe(201);
    const texts = (await get()).json().items.map((i: { text: string }) => i.text);
    expect(texts).toEqual(['Скидки на кабель', 'Новые поступления металлопроката']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/running/line/${first.json().id}`, headers: l2.headers });
    expect(removed.statusCode).toBe(204);
    expect((await get()).json().items.map((i: { text: string }) => i.text)).toEqual(['Скидки на кабель']);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/running/line/${first.json().id}`, headers: l2.headers });
    expect(again.statusCode).toBe(404);
  });

  it('validates the text and the type', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const blank = await add(admin.headers, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ text: 'Введите текст строки' });
    const long = await add(admin.headers, { text: 'а'.repeat(301) });
    expect(long.json().error.fields).toEqual({ text: 'Не более 300 символов' });
    const type = await add(admin.headers, { type: 'footer', text: 'Строка' });
    expect(type.json().error.fields).toEqual({ type: 'Неизвестный тип бегущей строки' });
    const missing = await add(admin.headers, {});
    expect(missing.json().error.fields).toEqual({ text: 'Введите текст строки' });
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/running/line/42', headers: admin.headers });
    expect(badId.statusCode).toBe(400);
  });
});

describe('changing the running line: ADMIN L1 and L2; visitors 401, L3, L4, representatives and buyers 403', () => {
  const texts = async () => (await get()).json().items.map((i: { text: string }) => i.text);

  describeAccess(() => matrix, [
    {
      name: 'POST /api/running/line/add',
      allowed: PLATFORM_ADMINS,
      call: async (headers, principal) => {
        const text = `Чужая строка (${principal})`;
        const res = await add(headers, { text });
        if (res.statusCode >= 400) expect(await texts()).not.toContain(text);
        return res;
      },
    },
    {
      name: 'DELETE /api/running/line/{id}',
      allowed: PLATFORM_ADMINS,
      call: async (headers, principal) => {
        const text = `Строка для проверки прав (${principal})`;
        const line = (await add(matrix.users.L1.headers, { text })).json();
        const res = await t.app.inject({ method: 'DELETE', url: `/api/running/line/${line.id}`, headers });
        if (res.statusCode >= 400) expect(await texts()).toContain(text);
        return res;
      },
    },
  ]);
});
