import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { connectPostgres } from '../../db/client.ts';
import { subscriptionDigests, subscriptions } from '../../db/schema/subscriptions.ts';
import { createMailer } from '../../mail/mailer.ts';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';
import { createSubscriptionDigest, digestWeek } from './subscription-digest.ts';

// The weekly digest with an injected clock: Monday 7 December 2026, the digest due at 09:00 Moscow
// (06:00 UTC) for goods published from Monday 30 November 06:00 UTC.
const MONDAY_NOON = new Date('2026-12-07T09:00:00Z');
const DUE = new Date('2026-12-07T06:00:00Z');
const hoursFrom = (at: Date, h: number) => new Date(at.getTime() + h * 3_600_000);

let t: TestApp;
let smtp: TestSmtpServer;
let sellerId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tmc.example' });
  sellerId = (await buildSeller(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A buyer whose subscription covers the test week, with these words. */
async function subscriber(words: string[], options: { expiredAt?: Date } = {}) {
  const user = await buildUser(t.database.db);
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({ userId: user.id, type: 'up_to_10', words, startedAt: new Date('2026-11-01T00:00:00Z'), expiredAt: options.expiredAt ?? new Date('2027-01-01T00:00:00Z') })
    .returning();
  return { user, subscription: row! };
}

const goods = (name: string, publishedAt: Date, extra: { price?: number; region?: string } = {}) => buildGoods(t.database.db, { sellerId, name, publishedAt, ...extra });
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const digestRow = async (subscriptionId: string, week = '2026-12-07') =>
  (await t.database.db.select().from(subscriptionDigests).where(and(eq(subscriptionDigests.subscriptionId, subscriptionId), eq(subscriptionDigests.week, week))))[0];

describe('digestWeek', () => {
  it('is the Moscow week from Monday, due at 09:00 Moscow', () => {
    expect(digestWeek(MONDAY_NOON)).toEqual({ week: '2026-12-07', dueAt: DUE });
    // Sunday 23:30 Moscow still belongs to the week before.
    expect(digestWeek(new Date('2026-12-06T20:30:00Z')).week).toBe('2026-11-30');
    expect(digestWeek(new Date('2026-12-06T21:30:00Z')).week).toBe('2026-12-07');
  });
});

describe('the weekly digest', () => {
  it('mails the goods of the last 7 days matching the words (word forms, ё), grouped by word, once, even with two instances', async () => {
    const inWeek = hoursFrom(DUE, -30);
    const valve = await goods('Задвижки чугунные 30ч6бр Ду100', inWeek, { price: 12500, region: '77' });
    const garland = await goods('Гирлянда ёлочная светодиодная', hoursFrom(DUE, -100));
    const old = await goods('Задвижка стальная старая', hoursFrom(DUE, -7 * 24 - 1));
    const later = await goods('Задвижка после рассылки', hoursFrom(DUE, 1));
    await buildGoods(t.database.db, { sellerId, name: 'Задвижка на модерации', status: 'moderation', publishedAt: null });
    const a = await subscriber(['задвижка', 'Гирлянда елочная', 'Насос дозировочный']);
    const quiet = await subscriber(['Абсолютнонесуществующий товар']);

    // A second app instance on the same database: the job's slot and the week's rows keep one mail.
    const secondDatabase = t.database.pool ? connectPostgres(t.database.pool.options.connectionString!, { max: 5 }) : t.database;
    const second: App = await buildApp({ config: t.config, database: secondDatabase });
    try {
      const runs = (await Promise.all([t.app, second].map((app) => app.services.jobs.runDue(MONDAY_NOON, { only: ['subscriptions.digest'] })))).flat();
      expect(runs).toEqual([expect.objectContaining({ name: 'subscriptions.digest', outcome: 'done' })]);
      // Later runs of the week (the next hourly slots, on either instance) send nothing again.
      await second.services.jobs.runDue(hoursFrom(MONDAY_NOON, 1), { only: ['subscriptions.digest'] });
      expect(await t.app.services.digest.run(hoursFrom(MONDAY_NOON, 50))).toEqual({ sent: 0, empty: 0, failed: 0 });
    } finally {
      await second.close();
      if (secondDatabase !== t.database) await secondDatabase.close();
    }

    const mails = mailsTo(a.user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Новые товары по вашей подписке — ТМЦ Маркет');
    expect(mail.text).toContain('«задвижка»:');
    expect(mail.text).toMatch(/- Задвижки чугунные 30ч6бр Ду100 — 12\s500\s₽ за м, Москва: /);
    expect(mail.text).toContain(`Москва: https://tmc.example/search/${valve.id}`);
    expect(mail.text).toContain('«Гирлянда елочная»:');
    expect(mail.text).toContain(`https://tmc.example/search/${garland.id}`);
    expect(mail.text).not.toContain('Насос');
    expect(mail.text).not.toContain(`/search/${old.id}`);
    expect(mail.text).not.toContain(`/search/${later.id}`);
    expect(mail.text).not.toContain('на модерации');
    // Grouped: the valve is listed under its word, before the garland's word.
    expect(mail.text.indexOf('«задвижка»:')).toBeLessThan(mail.text.indexOf('Задвижки чугунные'));
    expect(mail.text.indexOf('Задвижки чугунные')).toBeLessThan(mail.text.indexOf('«Гирлянда елочная»:'));
    expect(mail.html).toContain(`<a href="https://tmc.example/search/${valve.id}">Задвижки чугунные 30ч6бр Ду100</a>`);
    expect(mail.text).toContain(`https://tmc.example/subscription/unsubscribe?token=${a.subscription.digestToken}`);
    expect(await digestRow(a.subscription.id)).toMatchObject({ state: 'sent', matches: 2, attempts: 1 });

    // No matches, no mail.
    expect(mailsTo(quiet.user.email)).toHaveLength(0);
    expect(await digestRow(quiet.subscription.id)).toMatchObject({ state: 'empty' });
  });

  it('sends nothing before Monday 09:00 Moscow, nor to expired subscriptions or ones without words', async () => {
    await goods('Редуктор червячный Ч-100', hoursFrom(DUE, -5));
    const early = await subscriber(['редуктор']);
    const expired = await subscriber(['редуктор'], { expiredAt: hoursFrom(DUE, -1) });
    const none = await subscriber([]);
    expect(await t.app.services.digest.run(hoursFrom(DUE, -1))).toEqual({ sent: 0, empty: 0, failed: 0 });
    expect(mailsTo(early.user.email)).toHaveLength(0);
    await t.app.services.digest.run(MONDAY_NOON);
    expect(mailsTo(early.user.email)).toHaveLength(1);
    expect(mailsTo(expired.user.email)).toHaveLength(0);
    expect(await digestRow(none.subscription.id)).toBeUndefined();
  });

  it('looks each distinct word up once per run, whatever number of subscribers share it (case aside)', async () => {
    const week = new Date('2026-12-21T09:00:00Z');
    await goods('Шпилька резьбовая М12х1000 DIN 975', new Date('2026-12-18T10:00:00Z'));
    const first = await subscriber(['Шпилька резьбовая']);
    const second = await subscriber(['шпилька резьбовая', 'Фланец']);
    const lookups: string[] = [];
    const digest = createSubscriptionDigest({
      db: t.database.db,
      newGoodsByName: (name, from, to, size) => {
        lookups.push(name.toLowerCase());
        return t.app.services.tmc.newGoodsByName(name, from, to, size);
      },
      send: (mail) => t.app.services.mailer.send(mail),
      publicUrl: 'https://tmc.example',
      log: t.app.log,
    });
    await digest.run(week);
    expect(lookups.filter((w) => w === 'шпилька резьбовая')).toHaveLength(1);
    expect(new Set(lookups).size).toBe(lookups.length);
    for (const who of [first, second]) expect(mailsTo(who.user.email).at(-1)?.text).toContain('Шпилька резьбовая М12х1000 DIN 975');
  });

  it('retries a failed mail later in the week without holding up the others', async () => {
    await goods('Подшипник 6205-2RS', hoursFrom(DUE, -3));
    const failing = await subscriber(['подшипник']);
    const fine = await subscriber(['подшипник']);
    const mailer = createMailer({ db: t.database.db, config: { smtpUrl: smtp.url, mailFrom: 'noreply@tmc.example' }, log: t.app.log });
    let down = true;
    const digest = createSubscriptionDigest({
      db: t.database.db,
      newGoodsByName: t.app.services.tmc.newGoodsByName,
      send: async (mail) => {
        if (down && mail.to === failing.user.email) throw new Error('SMTP 451: попробуйте позже');
        return mailer.send(mail);
      },
      publicUrl: 'https://tmc.example',
      log: t.app.log,
    });
    const first = await digest.run(MONDAY_NOON);
    expect(first.failed).toBe(1);
    expect(mailsTo(fine.user.email)).toHaveLength(1);
    expect(await digestRow(failing.subscription.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'SMTP 451: попробуйте позже' });
    // Too soon for another try; then the server is back and the next hourly run sends it, once.
    down = false;
    await digest.run(hoursFrom(MONDAY_NOON, 0.25));
    expect(mailsTo(failing.user.email)).toHaveLength(0);
    await digest.run(hoursFrom(MONDAY_NOON, 1));
    expect(mailsTo(failing.user.email)).toHaveLength(1);
    expect(mailsTo(fine.user.email)).toHaveLength(1);
    expect(await digestRow(failing.subscription.id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    mailer.close();
  });

  it('stops after the unsubscribe link (no sign-in), until the buyer saves the words again', async () => {
    await goods('Электродвигатель АИР 100', hoursFrom(DUE, -3));
    const s = await subscriber(['электродвигатель']);
    await t.app.services.digest.run(MONDAY_NOON);
    const link = /https:\/\/tmc\.example(\/subscription\/unsubscribe\?token=[0-9a-f]+)/.exec(mailsTo(s.user.email)[0]!.text)![1]!;
    const token = new URL(link, 'https://tmc.example').searchParams.get('token');
    const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token } });
    expect(res.statusCode).toBe(204);
    // Twice is fine; a wrong token is refused in Russian.
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token } })).statusCode).toBe(204);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token: 'a'.repeat(64) } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Ссылка для отписки недействительна');
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token: 'x' } })).statusCode).toBe(400);
    // Next week: nothing for this subscriber.
    await goods('Электродвигатель АИР 112', hoursFrom(DUE, 24 * 7 - 3));
    await t.app.services.digest.run(hoursFrom(MONDAY_NOON, 24 * 7));
    expect(mailsTo(s.user.email)).toHaveLength(1);
    expect(await digestRow(s.subscription.id, '2026-12-14')).toBeUndefined();
  });
});
