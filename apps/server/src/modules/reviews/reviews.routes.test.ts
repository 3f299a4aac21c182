import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessMatrix, describeAccess, PLATFORM_ADMINS, type AccessMatrix, type Principal } from '../../testing/access-matrix.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

const submit = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload: payload as object });
const approvedTexts = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/reviews?size=100' })).json().items.map((r: { text: string }) => r.text);
const setStatus = (headers: Record<string, string>, id: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/reviews/${id}/status`, headers, payload: { status } });

describe('reviews', () => {
  it('are written by signed-in users and shown only after an administrator approves them', async () => {
    const buyer = await buildUser(t.database.db, { role: 'BUYER' });
    const res = await submit(buyer.headers, { text: 'Нашли трубы за день, поставщик ответил сразу.', rating: 5 });
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({ status: 'pending', authorName: 'Иван П.', rating: 5 });
    expect(await approvedTexts()).not.toContain(review.text);

    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
    const queue = await t.app.inject({ method: 'GET', url: '/api/reviews/moderation', headers: admin.headers });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((r: { id: string }) => r.id)).toContain(review.id);

    const approved = await setStatus(admin.headers, review.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect(await approvedTexts()).toContain(review.text);
    // The public list never shows an e-mail.
    const body = (await t.app.inject({ method: 'GET', url: '/api/reviews' })).body;
    expect(body).not.toContain(buyer.email);
  });

  it('hides a rejected review', async () => {
    const seller = await buildUser(t.database.db, { role: 'REPRESENTATIVE' });
    const review = (await submit(seller.headers, { text: 'Отклоняемый отзыв' })).json();
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    expect((await setStatus(admin.headers, review.id, 'rejected')).json().status).toBe('rejected');
    expect(await approvedTexts()).not.toContain('Отклоняемый отзыв');
    const rejected = await t.app.inject({ method: 'GET', url: '/api/reviews/moderation?status=rejected', headers: admin.headers });
    expect(rejected.json().items.map((r: { id: string }) => r.id)).toContain(review.id);
  });

  it('refuses a visitor writing (401) and validates the text and rating', async () => {
    expect((await submit({}, { text: 'Аноним' })).statusCode).toBe(401);
    const buyer = await buildUser(t.database.db, { role: 'BUYER' });
    const empty = await submit(buyer.headers, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toBe('Текст отзыва обязателен');
    expect((await submit(buyer.headers, { text: 'x', rating: 6 })).json().error.fields.rating).toBe('Оценка от 1 до 5');
  });

  it('refuses moderation to the author of the review (403)', async () => {
    const author = await buildUser(t.database.db, { role: 'BUYER' });
    const review = (await submit(author.headers, { text: 'Ждёт проверки' })).json();
    expect((await setStatus(author.headers, review.id, 'approved')).statusCode).toBe(403);
    expect(await approvedTexts()).not.toContain('Ждёт проверки');
  });

  it('refuses a fourth review while three wait for moderation, and accepts it after a decision', async () => {
    const writer = await buildUser(t.database.db, { role: 'BUYER' });
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await submit(writer.headers, { text: `Отзыв номер ${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const fourth = await submit(writer.headers, { text: 'Четвёртый отзыв' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({ code: 'review_pending_limit', message: 'Ваши отзывы ещё на проверке: новый можно оставить после решения администратора' });
    // Another user is not affected.
    const other = await buildUser(t.database.db, { role: 'BUYER' });
    expect((await submit(other.headers, { text: 'Другой автор' })).statusCode).toBe(201);
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    await setStatus(admin.headers, ids[0]!, 'approved');
    expect((await submit(writer.headers, { text: 'Четвёртый отзыв' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown review and 400 for a bad decision', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const missing = await setStatus(admin.headers, '00000000-0000-4000-8000-000000000000', 'approved');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Отзыв не найден');
    expect((await setStatus(admin.headers, '00000000-0000-4000-8000-000000000000', 'pending')).statusCode).toBe(400);
  });
});

describe('moderating reviews: ADMIN L1 and L2; visitors 401, L3, L4, sellers and buyers 403', () => {
  /** A new author's review waiting for moderation; a refused decision leaves it unpublished. */
  async function decide(headers: Record<string, string>, principal: Principal) {
    const author = await buildUser(t.database.db, { role: 'BUYER' });
    const text = `Ждёт проверки (${principal})`;
    const review = (await submit(author.headers, { text })).json();
    const res = await setStatus(headers, review.id, 'approved');
    if (res.statusCode >= 400) expect(await approvedTexts()).not.toContain(text);
    return res;
  }

  describeAccess(() => matrix, [
    { name: 'PUT /api/reviews/{id}/status', allowed: PLATFORM_ADMINS, call: decide },
    { name: 'GET /api/reviews/moderation', allowed: PLATFORM_ADMINS, call: (headers) => t.app.inject({ method: 'GET', url: '/api/reviews/moderation', headers }) },
  ]);
});
