import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_INVALID_CHARACTERS_MESSAGE } from '@tmc/shared/text';
import { buildSeller, buildUser, type BuiltUser } from './testing/factories.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// A NUL byte reached PostgreSQL and came back as a 500 (issue 10, item 4); the shared text() rule
// refuses it as a 400 naming the field. api-fuzz.test.ts tries every operation.
let t: TestApp;
let admin: BuiltUser;
let supplier: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
  const seller = await buildSeller(t.database.db);
  supplier = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id });
});
afterAll(async () => t.close());

const refused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: { code: 'validation_error', fields: { [field]: TEXT_INVALID_CHARACTERS_MESSAGE } } });
};

describe('a NUL byte in a text field', () => {
  it('at sign-in (form and JSON) is a 400 on the field', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%00b&password=secret123',
    });
    refused(form, 'username');
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin@x.ru', password: 'pass\u0000word' } });
    refused(json, 'password');
  });

  it('in a blog post, a review, goods and a search is a 400 on the field', async () => {
    refused(await t.app.inject({ method: 'POST', url: '/api/blog/admin/posts', headers: admin.headers, payload: { title: 'Заголовок\u0000', bodyMd: 'Текст' } }), 'title');
    refused(await t.app.inject({ method: 'POST', url: '/api/reviews', headers: admin.headers, payload: { text: 'Отзыв\u0000' } }), 'text');
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/tmc/save',
        headers: supplier.headers,
        payload: { name: 'Труба\u0000', unit: 'шт', quantity: 1, price: 100, region: 'Москва' },
      }),
      'name',
    );
    // The search box is lenient instead: control characters become spaces (tmc-search-schemas.ts).
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/search?q=%D1%82%D1%80%00%D1%83%D0%B1%D0%B0' })).statusCode).toBe(200);
  });

  it('a lone surrogate, which PostgreSQL cannot store either, is refused the same way', async () => {
    refused(await t.app.inject({ method: 'POST', url: '/api/blog/admin/posts', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '{"title":"a\\ud800","bodyMd":"b"}' }), 'title');
  });
});

describe('a NUL byte in a key of a free-form object', () => {
  it('is a 400 whose field name the answer can carry (the serializer refused it: a 500 before)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/tmc/additional-attributes/1', headers: supplier.headers, payload: { attributes: { 'a\u0000': 'b' } } });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
