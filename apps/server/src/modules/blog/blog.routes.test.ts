import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessMatrix, describeAccess, PLATFORM_ADMINS, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { blogSlug } from './blog-slug.ts';

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

const create = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/blog/admin/posts', headers, payload: payload as object });

describe('blog slugs', () => {
  it('transliterate the title and add a random tail', () => {
    expect(blogSlug('Как продать излишки ТМЦ?')).toMatch(/^kak-prodat-izlishki-tmts-[0-9a-f]{6}$/);
    expect(blogSlug('!!!')).toMatch(/^[0-9a-f]{6}$/);
    expect(blogSlug('Тест')).not.toBe(blogSlug('Тест'));
  });
});

describe('blog posts', () => {
  it('are written by ADMIN L1 and L2 and read by visitors', async () => {
    for (const permission of ['L1', 'L2'] as const) {
      const admin = await buildUser(t.database.db, { role: 'ADMIN', permission });
      const res = await create(admin.headers, { title: `Складские остатки ${permission}`, bodyMd: '# Заголовок\n\nТекст про **трубы**.' });
      expect(res.statusCode, permission).toBe(201);
      const post = res.json();
      expect(post.publishedAt).not.toBeNull();
      const read = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ title: `Складские остатки ${permission}`, bodyMd: '# Заголовок\n\nТекст про **трубы**.' });
      const listed = await t.app.inject({ method: 'GET', url: '/api/blog/posts' });
      expect(listed.json().items.map((p: { slug: string }) => p.slug)).toContain(post.slug);
      expect(listed.json().items.find((p: { slug: string }) => p.slug === post.slug).excerpt).toBe('Заголовок Текст про трубы.');
    }
  });

  it('keeps drafts from visitors but shows them to administrators', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const draft = (await create(admin.headers, { title: 'Черновик', bodyMd: 'Ещё не готово', published: false })).json();
    expect(draft.publishedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/posts/${draft.slug}` })).statusCode).toBe(404);
    const publicList = await t.app.inject({ method: 'GET', url: '/api/blog/posts?size=100' });
    expect(publicList.json().items.map((p: { id: string }) => p.id)).not.toContain(draft.id);
    const adminList = await t.app.inject({ method: 'GET', url: '/api/blog/admin/posts?size=100', headers: admin.headers });
    expect(adminList.json().items.map((p: { id: string }) => p.id)).toContain(draft.id);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${draft.id}`,
      headers: admin.headers,
      payload: { title: 'Готово', bodyMd: 'Текст', published: true },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ title: 'Готово', slug: draft.slug });
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/posts/${draft.slug}` })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/blog/admin/posts/${draft.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/posts/${draft.slug}` })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/blog/admin/posts/${draft.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Статья не найдена');
  });

  it('validates the title and the text with Russian messages', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const res = await create(admin.headers, { title: '  ', bodyMd: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ title: 'Заголовок обязателен', bodyMd: 'Текст статьи обязателен' });
    const long = await create(admin.headers, { title: 'я'.repeat(201), bodyMd: 'x' });
    expect(long.json().error.fields.title).toBe('Заголовок не длиннее 200 символов');
  });
});

describe('writing the blog: ADMIN L1 and L2; visitors 401, L3, L4, sellers and buyers 403', () => {
  /** An administrator's post for the call to change; a refused change leaves it as it was. */
  async function onPost(change: (id: string) => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    const post = (await create(matrix.users.L1.headers, { title: 'Чужая правка', bodyMd: 'Исходный текст' })).json();
    const res = await change(post.id);
    if (res.statusCode >= 400) {
      const read = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` });
      expect(read.json().title).toBe('Чужая правка');
    }
    return res;
  }

  describeAccess(() => matrix, [
    { name: 'POST /api/blog/admin/posts', allowed: PLATFORM_ADMINS, call: (headers) => create(headers, { title: 'Т', bodyMd: 'Т' }) },
    {
      name: 'PUT /api/blog/admin/posts/{id}',
      allowed: PLATFORM_ADMINS,
      call: (headers) => onPost((id) => t.app.inject({ method: 'PUT', url: `/api/blog/admin/posts/${id}`, headers, payload: { title: 'Взлом', bodyMd: 'x' } })),
    },
    {
      name: 'DELETE /api/blog/admin/posts/{id}',
      allowed: PLATFORM_ADMINS,
      call: (headers) => onPost((id) => t.app.inject({ method: 'DELETE', url: `/api/blog/admin/posts/${id}`, headers })),
    },
    { name: 'GET /api/blog/admin/posts', allowed: PLATFORM_ADMINS, call: (headers) => t.app.inject({ method: 'GET', url: '/api/blog/admin/posts', headers }) },
  ]);
});
