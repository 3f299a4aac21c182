import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findRegion, findUnit } from '@tmc/shared/dictionaries';
import { formatPrice } from '@tmc/shared/number-format';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';
import { addDays, isoWeekday, moscowDate, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import type { MailContent } from '../../mail/templates.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { SearchRow } from '../tmc/tmc-search.ts';

// The weekly digest of keyword subscriptions (issue 15): each active subscriber with words gets one mail
// a week listing the goods published in the 7 days before the week's send time whose names match any of
// its words (the site's search: tmc.newGoodsByName), grouped by word. A subscriber with no matches gets
// no mail. The row (subscription, week) of subscription_digests is the claim and the record: a second
// run, a restart or a second instance finds it and sends nothing; a failed mail stays 'failed' and is
// tried again by later runs of the week (at most MAX_ATTEMPTS times), never holding up the others. Each
// batch first looks up the words its subscribers use that the run has not met yet (each distinct word
// once per run: subscribers share words), so a subscriber's own step is its claim, its mail and its record.

/** The digest goes out from Monday at this Moscow hour. */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR = 9;
/** Goods listed per word at most (the mail links to the search for more). */
export const DIGEST_GOODS_PER_WORD = 20;
const MAX_ATTEMPTS = 5;
/** A claim ('sending') older than this is taken as a run that died: tried again. */
const STALE_MS = 30 * 60_000;
/** A failed mail waits this long before the next try. */
const RETRY_AFTER_MS = 30 * 60_000;
const BATCH = 200;
/** Words looked up at once (searches in parallel, within the pool). */
const PARALLEL = 4;
/**
 * Subscribers mailed at once: each one's step is mostly this process's own work (the mail's text and MIME),
 * so two keep the SMTP pool and the database busy without one subscriber's step waiting on three others.
 */
const SEND_PARALLEL = 2;
/**
 * A run looks each distinct word up once: subscribers share words, and a word's goods are the same for the
 * whole week. At most this many words are kept (about 20 rows each); past it the memory starts afresh.
 */
const WORD_CACHE_MAX = 5000;
const DAY_MS = 86_400_000;

/** The week of `now`: its Monday (Moscow date) and the instant its digest is due (Monday 09:00 Moscow). */
export function digestWeek(now: Date): { week: string; dueAt: Date } {
  const today = moscowDate(now);
  const week = addDays(today, -(isoWeekday(today) - DIGEST_WEEKDAY));
  return { week, dueAt: new Date(moscowMidnightInstant(week).getTime() + DIGEST_HOUR * 3_600_000) };
}

interface Candidate {
  id: string;
  email: string;
  words: string[];
  token: string;
}

export interface DigestGroup {
  word: string;
  goods: SearchRow[];
}

const SITE = 'ТМЦ Маркет';

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const dayFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The digest mail: goods grouped by word with links, price and region, and the unsubscribe link. */
export function digestMail(input: { groups: DigestGroup[]; from: Date; to: Date; siteUrl: string; unsubscribeUrl: string }): MailContent {
  const total = input.groups.reduce((n, g) => n + g.goods.length, 0);
  const period = `с ${dayFormat.format(input.from)} по ${dayFormat.format(new Date(input.to.getTime() - 1))}`;
  const line = (g: SearchRow) => {
    const unit = findUnit(g.unit)?.name ?? g.unit;
    const region = g.region ? (findRegion(g.region)?.name ?? g.region) : 'регион не указан';
    return { name: g.name, url: `${input.siteUrl}/search/${g.id}`, price: `${formatPrice(g.price)} за ${unit}`, region };
  };
  const text = [
    `Новые товары по вашей подписке на площадке «${SITE}», опубликованные ${period}: ${total}.`,
    '',
    ...input.groups.flatMap((group) => [
      `«${group.word}»:`,
      ...group.goods.map((g) => {
        const l = line(g);
        return `- ${l.name} — ${l.price}, ${l.region}: ${l.url}`;
      }),
      '',
    ]),
    `Отписаться от рассылки: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>Новые товары по вашей подписке на площадке «${escapeHtml(SITE)}», опубликованные ${escapeHtml(period)}: ${total}.</p>
${input.groups
  .map(
    (group) => `<h3>«${escapeHtml(group.word)}»</h3>
<ul>
${group.goods
  .map((g) => {
    const l = line(g);
    return `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a> — ${escapeHtml(l.price)}, ${escapeHtml(l.region)}</li>`;
  })
  .join('\n')}
</ul>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(input.unsubscribeUrl)}">Отписаться от рассылки</a></p>`;
  return { subject: `Новые товары по вашей подписке — ${SITE}`, text, html };
}

/** What a run did, step by step, for whoever measures it (the benchmark): a word looked up, a subscriber done. */
export type DigestEvent = { kind: 'word'; ms: number } | { kind: 'subscriber'; ms: number; outcome: 'sent' | 'empty' | 'failed' };

export interface DigestDeps {
  db: Db;
  newGoodsByName(name: string, from: Date, to: Date, size: number): Promise<SearchRow[]>;
  send(mail: OutgoingMail): Promise<unknown>;
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
  observe?: (event: DigestEvent) => void;
}

export interface DigestOutcome {
  sent: number;
  empty: number;
  failed: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A word as the cache knows it: the search ignores case, so 'Труба' and 'труба' find the same goods. */
const wordKey = (word: string): string => word.toLowerCase();

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export function createSubscriptionDigest({ db, newGoodsByName, send, publicUrl, log, observe }: DigestDeps) {
  const siteUrl = publicUrl ?? '';

  /** Takes the week's row of a subscription: new, or failed (or stale) and due for another try. Null: someone else has it. */
  async function claim(subscriptionId: string, week: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const inserted = await rows<{ ok: number }>(
      db,
      sql`insert into subscription_digests (subscription_id, week, state, attempts, updated_at)
          values (${subscriptionId}, ${week}, 'sending', 1, ${at}::timestamptz)
          on conflict do nothing returning 1 as ok`,
    );
    if (inserted.length) return true;
    const retried = await rows<{ ok: number }>(
      db,
      sql`update subscription_digests set state = 'sending', attempts = attempts + 1, updated_at = ${at}::timestamptz
          where subscription_id = ${subscriptionId} and week = ${week} and attempts < ${MAX_ATTEMPTS}
            and ((state = 'failed' and updated_at <= ${new Date(now.getTime() - RETRY_AFTER_MS).toISOString()}::timestamptz)
              or (state = 'sending' and updated_at <= ${new Date(now.getTime() - STALE_MS).toISOString()}::timestamptz))
          returning 1 as ok`,
    );
    return retried.length > 0;
  }

  async function record(subscriptionId: string, week: string, now: Date, state: 'sent' | 'empty' | 'failed', matches: number, error: string | null) {
    const at = now.toISOString();
    const row = sql`update subscription_digests set state = ${state}, matches = ${matches}, last_error = ${error}, updated_at = ${at}::timestamptz
      where subscription_id = ${subscriptionId} and week = ${week}`;
    // A sent digest also dates the subscription's last one: both in one statement (one round trip a subscriber).
    if (state === 'sent') await db.execute(sql`with d as (${row} returning subscription_id) update subscriptions s set last_digest_at = ${at}::timestamptz from d where s.id = d.subscription_id`);
    else await db.execute(row);
  }

  /** The goods of each word of the batch not looked up yet in this run; a word whose look-up fails is left to its subscriber's try. */
  async function lookUp(words: Map<string, SearchRow[]>, batch: readonly Candidate[], from: Date, to: Date): Promise<void> {
    if (words.size > WORD_CACHE_MAX) words.clear();
    const missing = new Map<string, string>();
    for (const c of batch) for (const word of c.words) if (!words.has(wordKey(word))) missing.set(wordKey(word), word);
    await inParallel([...missing], PARALLEL, async ([key, word]) => {
      const started = performance.now();
      try {
        words.set(key, await newGoodsByName(word, from, to, DIGEST_GOODS_PER_WORD));
      } catch (error) {
        log.warn({ word, reason: error instanceof Error ? error.message : String(error) }, 'дайджест: поиск по слову не удался, повторим для подписчика');
      }
      observe?.({ kind: 'word', ms: performance.now() - started });
    });
  }

  async function one(c: Candidate, words: Map<string, SearchRow[]>, week: string, from: Date, to: Date, now: Date): Promise<'sent' | 'empty' | 'failed' | 'skipped'> {
    if (!(await claim(c.id, week, now))) return 'skipped';
    try {
      const groups: DigestGroup[] = [];
      for (const word of c.words) {
        const goods = words.get(wordKey(word)) ?? (await newGoodsByName(word, from, to, DIGEST_GOODS_PER_WORD));
        if (goods.length) groups.push({ word, goods });
      }
      const matches = groups.reduce((n, g) => n + g.goods.length, 0);
      if (matches === 0) {
        await record(c.id, week, now, 'empty', 0, null);
        return 'empty';
      }
      const unsubscribeUrl = `${siteUrl}/subscription/unsubscribe?token=${encodeURIComponent(c.token)}`;
      await send({ to: c.email, ...digestMail({ groups, from, to, siteUrl, unsubscribeUrl }) });
      await record(c.id, week, now, 'sent', matches, null);
      return 'sent';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      log.warn({ subscriptionId: c.id, reason }, 'дайджест подписки не отправлен, будет повторён');
      await record(c.id, week, now, 'failed', 0, reason);
      return 'failed';
    }
  }

  return {
    /** One pass over the week's subscribers at `now` (the job's clock); nothing before the week's send time. */
    async run(now: Date, control: { signal?: AbortSignal; heartbeat?: () => Promise<void> } = {}): Promise<DigestOutcome> {
      const outcome: DigestOutcome = { sent: 0, empty: 0, failed: 0 };
      const { week, dueAt } = digestWeek(now);
      if (now.getTime() < dueAt.getTime()) return outcome;
      const to = dueAt;
      const from = new Date(to.getTime() - 7 * DAY_MS);
      const at = now.toISOString();
      let after = '00000000-0000-0000-0000-000000000000';
      const words = new Map<string, SearchRow[]>();
      for (;;) {
        if (control.signal?.aborted) throw new Error('digest stopped');
        const batch = await rows<{ id: string; email: string; words: string[]; token: string }>(
          db,
          sql`select s.id, u.email, s.words, s.digest_token as token
              from subscriptions s join users u on u.id = s.user_id
              where s.id > ${after}::uuid and s.started_at <= ${at}::timestamptz and s.expired_at > ${at}::timestamptz
                and s.digest_off_at is null and cardinality(s.words) > 0 and u.enabled
                and not exists (select 1 from subscription_digests d where d.subscription_id = s.id and d.week = ${week}
                  and (d.state in ('sent', 'empty') or d.attempts >= ${MAX_ATTEMPTS}))
              order by s.id limit ${BATCH}`,
        );
        if (batch.length === 0) break;
        after = batch.at(-1)!.id;
        await lookUp(words, batch, from, to);
        await inParallel(batch, SEND_PARALLEL, async (c) => {
          const started = performance.now();
          const result = await one(c, words, week, from, to, now);
          if (result === 'skipped') return;
          outcome[result] += 1;
          observe?.({ kind: 'subscriber', ms: performance.now() - started, outcome: result });
        });
        await control.heartbeat?.();
      }
      return outcome;
    },
  };
}
export type SubscriptionDigest = ReturnType<typeof createSubscriptionDigest>;

/** The digest's job: hourly, so a failed mail is tried again within the week; the week's rows keep it once. */
export function subscriptionDigestJob(digest: SubscriptionDigest): JobDefinition {
  return {
    name: 'subscriptions.digest',
    schedule: { every: 60 * 60_000 },
    leaseMs: 30 * 60_000,
    run: async ({ now, signal, heartbeat, log }) => {
      const done = await digest.run(now, { signal, heartbeat });
      if (done.sent || done.failed) log.info(done, 'subscriptions: weekly digest');
    },
  };
}
