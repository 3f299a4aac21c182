// The weekly digest of keyword subscriptions (issue 15): 10,000 subscribers with 10 words each over the
// goods of a large catalogue (a million: the database of search.ts), mail going to a local SMTP sink (the
// tests' SMTP server, over a real socket). Prints the run's total time, the time per subscriber (claim,
// mail, record: p50, p95, max), the words' search phase, and what the sink received. Targets: the whole run
// under 2 minutes, p95 per subscriber under 20 ms.
//
// It writes: the subscribers (users 'digest-bench-N@bench.test' with their subscriptions) and the week's
// digest rows, so it runs on its own copy of the goods database, made when missing with
// `CREATE DATABASE <digest db> TEMPLATE <goods db>` (nobody may be connected to the goods database then):
//   BENCH_DATABASE_URL         the goods (default postgres://postgres@127.0.0.1:5432/tmc_bench)
//   BENCH_DIGEST_DATABASE_URL  the copy (default postgres://postgres@127.0.0.1:5432/tmc_bench_digest; kept between runs)
//   BENCH_DIGEST_SUBSCRIBERS=10000  BENCH_DIGEST_WORDS=10
// The week is the one whose digest falls due after the newest publication, so its 7 days hold the
// catalogue's newest goods; each run clears that week's digest rows first and sends every mail again.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { createRandom } from '../src/db/seed/random.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createSubscriptionDigest, digestWeek } from '../src/modules/subscriptions/subscription-digest.ts';
import { startSmtpServer } from '../src/testing/smtp-server.ts';

const SUBSCRIBERS = Number(process.env['BENCH_DIGEST_SUBSCRIBERS'] ?? 10_000);
const WORDS = Number(process.env['BENCH_DIGEST_WORDS'] ?? 10);
const SOURCE_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench';
const URL_ = process.env['BENCH_DIGEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench_digest';
const EMAIL = (n: number) => `digest-bench-${n}@bench.test`;

// The SMTP sink runs in a child process (this file with 'sink'): its reading of every message would
// otherwise share the digest's event loop and count against the digest's time.
if (process.argv[2] === 'sink') {
  const smtp = await startSmtpServer();
  process.send!({ url: smtp.url });
  process.on('message', (message: string) => {
    if (message === 'report') {
      const first = smtp.messages[0];
      process.send!({ received: smtp.messages.length, sample: first ? { subject: first.subject, to: first.to, lines: first.text.split('\n').length } : null });
    } else if (message === 'close') void smtp.close().then(() => process.exit(0));
  });
  await new Promise(() => {});
}

interface SinkReport {
  received: number;
  sample: { subject: string; to: string[]; lines: number } | null;
}

function startSink(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(import.meta.filename, ['sink'], { stdio: 'inherit' });
  return new Promise((resolve) => child.once('message', (m: { url: string }) => resolve({ child, url: m.url })));
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m: T) => resolve(m));
    child.send(message);
  });
}

const dbName = (url: string) => new URL(url).pathname.slice(1);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The copy of the goods database, made from it when missing. */
async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(URL_), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName(URL_)]);
    if (exists.rowCount) return;
    console.log(`creating ${dbName(URL_)} from ${dbName(SOURCE_URL)} (a copy of the goods; setup, not measured)...`);
    await admin.query(`create database "${dbName(URL_)}" template "${dbName(SOURCE_URL)}"`);
  } finally {
    await admin.end();
  }
}

await ensureDatabase();
const database = connectPostgres(URL_, { max: 10 });
await database.migrate();
const db = database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

try {
  // The week: the first digest due after the newest publication.
  const [{ newest } = { newest: null }] = await rows<{ newest: string | null }>(sql`select max(published_at) as newest from tmc where status = 'published'`);
  if (!newest) throw new Error('the database has no published goods: fill it first (see search.ts)');
  let { week, dueAt } = digestWeek(new Date(newest));
  if (dueAt.getTime() <= new Date(newest).getTime()) ({ week, dueAt } = digestWeek(new Date(dueAt.getTime() + 7 * 86_400_000)));
  const now = new Date(dueAt.getTime() + 60_000);
  const from = new Date(dueAt.getTime() - 7 * 86_400_000);
  const [{ inWeek } = { inWeek: 0 }] = await rows<{ inWeek: number }>(
    sql`select count(*)::int as "inWeek" from tmc where status = 'published' and published_at >= ${from.toISOString()}::timestamptz and published_at < ${dueAt.toISOString()}::timestamptz`,
  );

  // The subscribers' words: names' first one or two words as the goods spell them, the common ones more often.
  const phrases = await rows<{ phrase: string; n: number }>(sql`
    select phrase, count(*)::int as n from (
      select split_part(name, ' ', 1) as phrase from tmc where published_at >= ${from.toISOString()}::timestamptz
      union all
      select split_part(name, ' ', 1) || ' ' || split_part(name, ' ', 2) from tmc where published_at >= ${from.toISOString()}::timestamptz
    ) p where length(phrase) >= 3 group by phrase order by n desc limit 3000`);
  const rand = createRandom(20261201);
  const total = phrases.reduce((s, p) => s + Math.sqrt(p.n), 0);
  const pick = () => {
    // Three in four by how common the phrase is (square-root weighted), one in four from the whole list.
    if (rand.next() < 0.25) return phrases[rand.int(0, phrases.length - 1)]!.phrase;
    let x = rand.next() * total;
    for (const p of phrases) if ((x -= Math.sqrt(p.n)) <= 0) return p.phrase;
    return phrases[0]!.phrase;
  };
  const wordsOf = () => {
    const set = new Set<string>();
    while (set.size < WORDS) set.add(pick());
    return [...set];
  };

  // The subscribers (setup, not measured): buyers with active subscriptions; their week's rows cleared.
  const [{ have } = { have: 0 }] = await rows<{ have: number }>(sql`select count(*)::int as have from users where email like 'digest-bench-%@bench.test'`);
  if (have < SUBSCRIBERS) {
    const emails = Array.from({ length: SUBSCRIBERS - have }, (_, i) => EMAIL(have + i));
    for (let i = 0; i < emails.length; i += 2000) {
      const part = emails.slice(i, i + 2000);
      await db.execute(sql`insert into users (email, username, role_id, permission, title)
        select e, e, 3, 'STANDART', 'ООО «Подписчик»' from unnest(${sql.param(part)}::text[]) as e`);
    }
  }
  const subscribers = await rows<{ id: string; email: string }>(
    sql`select id, email from users where email like 'digest-bench-%@bench.test' order by email limit ${SUBSCRIBERS}`,
  );
  const allWords = subscribers.map(() => wordsOf());
  await db.execute(sql`delete from subscriptions where user_id in (select id from users where email like 'digest-bench-%@bench.test')`);
  for (let i = 0; i < subscribers.length; i += 1000) {
    const part = subscribers.slice(i, i + 1000);
    await db.execute(sql`insert into subscriptions (user_id, type, words, started_at, expired_at)
      select u, 'up_to_10', string_to_array(w, '|'), ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz, ${new Date(now.getTime() + 30 * 86_400_000).toISOString()}::timestamptz
      from unnest(${sql.param(part.map((s) => s.id))}::uuid[], ${sql.param(part.map((_, j) => allWords[i + j]!.join('|')))}::text[]) as t(u, w)`);
  }
  await db.execute(sql`delete from subscription_digests where week = ${week}`);
  await db.execute(sql`vacuum analyze subscriptions`);
  const distinct = new Set(allWords.flat().map((w) => w.toLowerCase().replaceAll('ё', 'е'))).size;

  // The SMTP sink and the app's own mailer, search and digest.
  const sink = await startSink();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: URL_, SMTP_URL: sink.url, DATA_DIR: os.tmpdir(), WEB_DIST_DIR: '/nonexistent', PUBLIC_URL: 'https://tmc-market.ru' });
  const { buildApp } = await import('../src/app.ts');
  const app = await buildApp({ config, database });
  await app.ready();
  const log = app.log;
  const mailer = createMailer({ db, config, log });
  const perSubscriber: number[] = [];
  const perWord: number[] = [];
  const digest = createSubscriptionDigest({
    db,
    newGoodsByName: app.services.tmc.newGoodsByName,
    send: (mail) => mailer.send(mail),
    publicUrl: config.publicUrl,
    log,
    observe: (event) => {
      (event.kind === 'subscriber' ? perSubscriber : perWord).push(event.ms);
    },
  });

  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const started = performance.now();
  const outcome = await digest.run(now);
  const totalMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 500));
  perSubscriber.sort((a, b) => a - b);
  perWord.sort((a, b) => a - b);
  const report = await ask<SinkReport>(sink.child, 'report');
  const mails = report.received;
  const sample = report.sample;

  console.log(`goods published in the week: ${inWeek} (${from.toISOString()} .. ${dueAt.toISOString()}), load average at start: ${load}`);
  console.log(`subscribers: ${subscribers.length} × ${WORDS} words, ${distinct} distinct words`);
  console.log(`digest run: ${(totalMs / 1000).toFixed(1)} s (target < 120 s); sent ${outcome.sent}, no matches ${outcome.empty}, failed ${outcome.failed}; the sink received ${mails}`);
  console.log(
    `per subscriber (claim, mail, record): p50 ${percentile(perSubscriber, 50).toFixed(1)} ms, p95 ${percentile(perSubscriber, 95).toFixed(1)} ms (target < 20 ms), max ${(perSubscriber.at(-1) ?? 0).toFixed(1)} ms over ${perSubscriber.length}`,
  );
  console.log(
    `words looked up: ${perWord.length} (each distinct word once per run), ${(perWord.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s of searches, 4 at a time: p50 ${percentile(perWord, 50).toFixed(1)} ms, p95 ${percentile(perWord, 95).toFixed(1)} ms, max ${(perWord.at(-1) ?? 0).toFixed(1)} ms`,
  );
  if (sample) console.log(`a mail: '${sample.subject}' to ${sample.to.join(', ')}, ${sample.lines} lines`);
  const second = performance.now();
  const again = await digest.run(new Date(now.getTime() + 3_600_000));
  console.log(`a second run the same week: ${((performance.now() - second) / 1000).toFixed(2)} s, sent ${again.sent} (nothing: each subscriber's week is recorded)`);
  await app.close();
  sink.child.send('close');
  await new Promise((resolve) => sink.child.once('exit', resolve));
} finally {
  await database.close();
}
