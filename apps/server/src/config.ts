import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A positive whole number from the environment: a count or a number of seconds. */
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

// A host as a Host header carries it: a name or an IPv4/IPv6 address, with an optional port.
export const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The site's address: an http(s) URL (a path after the host is kept, a trailing slash dropped). */
const publicUrl = optionalText.pipe(
  z
    .string()
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    }, 'PUBLIC_URL must be an http(s) address such as https://tmc-market.ru')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);

/** Hosts mail links may name, comma-separated: `tmc-market.ru,www.tmc-market.ru:8443`. */
const hostList = optionalText.pipe(
  z
    .string()
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h)), 'ALLOWED_HOSTS must be host names (with an optional :port), separated by commas')
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_MAX: positiveInt(10),
  DATABASE_ACQUIRE_TIMEOUT_MS: positiveInt(2000),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  SEARCH_CONCURRENCY: optionalText.pipe(z.string().regex(/^[1-9][0-9]{0,3}$/, 'SEARCH_CONCURRENCY must be a positive integer').transform(Number).optional()),
  PUBLIC_URL: publicUrl,
  ALLOWED_HOSTS: hostList,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('ТМЦ Маркет <noreply@localhost>'),
  ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
  ADMIN_HOST: optionalText,
  SELLER_HOST: optionalText,
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST_DIR: optionalText,
  WEB_SSR_DIR: optionalText,
  TRUST_PROXY: booleanFlag.default(false),
  SUPPORT_PHONE: z.string().default('+7 (495) 120-45-67'),
  SUPPORT_EMAIL: z.string().default('support@tmc-market.ru'),
  LOTS_SITE_URL: optionalText,
  BLOG_URL: optionalText,
  // Abuse limits (see docs/decisions.md, 'Accounts'): requests per client address in a window...
  RATE_LIMIT_LOGIN_MAX: positiveInt(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
  RATE_LIMIT_REGISTRATION_MAX: positiveInt(10),
  RATE_LIMIT_REGISTRATION_WINDOW_SECONDS: positiveInt(60 * 60),
  RATE_LIMIT_RECOVERY_MAX: positiveInt(10),
  RATE_LIMIT_RECOVERY_WINDOW_SECONDS: positiveInt(60 * 60),
  RATE_LIMIT_CALLBACK_MAX: positiveInt(10),
  RATE_LIMIT_CALLBACK_WINDOW_SECONDS: positiveInt(60 * 60),
  // Goods searches without signing in (the three public lists) per client address (issue 10).
  RATE_LIMIT_SEARCH_MAX: positiveInt(120),
  RATE_LIMIT_SEARCH_WINDOW_SECONDS: positiveInt(60),
  // Photo uploads per user.
  RATE_LIMIT_UPLOAD_MAX: positiveInt(60),
  RATE_LIMIT_UPLOAD_WINDOW_SECONDS: positiveInt(10 * 60),
  // Image decodes at once (goods and business-card photos share them), and uploads waiting for one
  // before further ones get a 503 (lib/images.ts).
  IMAGE_CONCURRENCY: positiveInt(2),
  IMAGE_QUEUE_MAX: positiveInt(32),
  // Rate-limit counters and cached figures shared by every instance; in memory without it.
  REDIS_URL: optionalText,
  // Prefix of every key, so that several deployments (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().default('tmc:'),
  // ...failed sign-ins per account and client address, and per account from every address, in a window
  // (counted in the database, shared by every instance)...
  LOGIN_FAILURES_PER_ADDRESS_MAX: positiveInt(10),
  LOGIN_FAILURES_ACCOUNT_MAX: positiveInt(50),
  LOGIN_FAILURES_WINDOW_SECONDS: positiveInt(15 * 60),
  // ...and password mails (creation or recovery) per account per hour.
  PASSWORD_MAILS_PER_HOUR: positiveInt(5),
  // Background jobs (apps/server/src/jobs): on unless NODE_ENV=test, where tests run them by hand.
  JOBS_ENABLED: booleanFlag.optional(),
  JOBS_POLL_SECONDS: positiveInt(30),
  // Test-only controls (the browser tests' way to end a deal's term now): honoured only with NODE_ENV=test; any other
  // NODE_ENV with it set refuses to start, so a production server can never expose them.
  TEST_CONTROLS: booleanFlag.default(false),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  uploadsDir: string;
  images: { concurrency: number; queueMax: number };
  /** PostgreSQL when set, otherwise the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  isPglite: boolean;
  /**
   * PostgreSQL's connections (DATABASE_POOL_MAX in all): the search's own pool of searchMax, whose connections
   * start with its planner settings (db/search-settings.ts), and the rest's pool of max; and how long a
   * query waits for a connection before the request answers 503.
   */
  databasePool: { max: number; searchMax: number; acquireTimeoutMs: number };
  /**
   * Visitors' searches running at once (SEARCH_CONCURRENCY); more wait in line up to acquireTimeoutMs and
   * are then refused with 503. By default all but two of the connections, halved. A search runs one
   * statement at a time on the search's pool, which has one connection more than this for the searches
   * outside the line (the staff's lists, the digest, favourites and the cart by ids), so item pages, the
   * cart and the staff's work never wait behind the visitors' searches.
   */
  searchConcurrency: number;
  /**
   * Answers of the visitors' search kept in memory while the goods do not change (SEARCH_CACHE_ENTRIES,
   * 5,000 by default, about 0.5 kB each, 11 kB with an anonymous visitor's rows; 0 turns it off): modules/tmc/tmc-search-cache.ts.
   */
  searchCacheEntries: number;
  /**
   * The site's address for links in mail (and the sitemap): PUBLIC_URL, else the request's host when it
   * is one of allowedHosts (the first of them otherwise), else http://localhost:PORT. Production
   * (NODE_ENV=production) refuses to start without PUBLIC_URL or ALLOWED_HOSTS (lib/public-url.ts).
   */
  publicUrl: string | undefined;
  allowedHosts: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminHost: string | undefined;
  sellerHost: string | undefined;
  seedDemo: boolean;
  webDistDir: string;
  /** The web app's page renderer bundle (apps/web/dist-ssr): buyer pages are rendered on the server. */
  webSsrDir: string;
  trustProxy: boolean;
  supportPhone: string;
  supportEmail: string;
  lotsSiteUrl: string | undefined;
  blogUrl: string | undefined;
  /** Requests per client address per window on the account endpoints. */
  rateLimits: {
    /** POST /api/auth/login */
    login: RateLimit;
    /** POST /api/admin-panel/user/create */
    registration: RateLimit;
    /** PUT /api/auth/{email}/reset-password/{email} and POST /api/auth/password (each its own count). */
    recovery: RateLimit;
    /** POST /api/request/send (callback requests) */
    callback: RateLimit;
    /** GET /api/tmc/search, premium-sellers/search, latest/search without a session, per address. */
    search: RateLimit;
    /** POST /api/tmc/{id}/photos, per user. */
    upload: RateLimit;
  };
  /** Redis for state shared by instances (lib/shared-store.ts); undefined keeps it in memory. */
  redisUrl: string | undefined;
  redisPrefix: string;
  /**
   * Failed sign-ins: `max` per account and client address, past which that address gets 429 for that
   * account until the window ends; `accountMax` per account from every address, past which each further
   * attempt waits a growing delay (the k-th one is let through k(k+1)/2 s after the window started).
   */
  loginFailures: RateLimit & { accountMax: number };
  /** Password-creation and recovery mails per account per hour; more are not sent (the answer is the same). */
  passwordMailsPerHour: number;
  /** The job runner polls for due jobs every pollMs while the app runs (never in tests unless enabled). */
  jobs: { enabled: boolean; pollMs: number };
  /** Test-only HTTP controls (/api/testing/...), registered only when set; loadConfig refuses them unless NODE_ENV=test. */
  testControls: boolean;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The connections split between the search's pool (one per visitor's search running at once, and one for
 * the searches outside their line) and the rest's, at least two each: DATABASE_POOL_MAX in all unless it is
 * too small for that.
 */
function databasePools(total: number, searchConcurrency: number): { max: number; searchMax: number } {
  const searchMax = Math.max(2, Math.min(searchConcurrency + 1, total - 2));
  return { max: Math.max(2, total - searchMax), searchMax };
}

/** Parses the environment once; fails listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema
    .superRefine((e, ctx) => {
      // A request's Host header is chosen by the client: production never builds a link from it alone.
      if (e.NODE_ENV === 'production' && !e.PUBLIC_URL && !e.ALLOWED_HOSTS?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'set PUBLIC_URL (or ALLOWED_HOSTS) in production: links in mail are built from it, never from the Host header',
        });
      }
      if (e.TEST_CONTROLS && e.NODE_ENV !== 'test') {
        ctx.addIssue({ code: 'custom', path: ['TEST_CONTROLS'], message: 'TEST_CONTROLS is for tests only: it is refused unless NODE_ENV=test' });
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const searchConcurrency = e.SEARCH_CONCURRENCY ?? Math.max(1, Math.floor((e.DATABASE_POOL_MAX - 2) / 2));
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    images: { concurrency: e.IMAGE_CONCURRENCY, queueMax: e.IMAGE_QUEUE_MAX },
    databaseUrl: e.DATABASE_URL,
    isPglite: !e.DATABASE_URL,
    databasePool: { ...databasePools(e.DATABASE_POOL_MAX, searchConcurrency), acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS },
    searchConcurrency,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    publicUrl: e.PUBLIC_URL,
    allowedHosts: e.ALLOWED_HOSTS ?? [],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminHost: e.ADMIN_HOST,
    sellerHost: e.SELLER_HOST,
    seedDemo: e.SEED_DEMO,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    webSsrDir: e.WEB_SSR_DIR ? path.resolve(e.WEB_SSR_DIR) : path.join(repoRoot, 'apps/web/dist-ssr'),
    trustProxy: e.TRUST_PROXY,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    lotsSiteUrl: e.LOTS_SITE_URL,
    blogUrl: e.BLOG_URL,
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN_MAX, windowMs: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000 },
      registration: { max: e.RATE_LIMIT_REGISTRATION_MAX, windowMs: e.RATE_LIMIT_REGISTRATION_WINDOW_SECONDS * 1000 },
      recovery: { max: e.RATE_LIMIT_RECOVERY_MAX, windowMs: e.RATE_LIMIT_RECOVERY_WINDOW_SECONDS * 1000 },
      callback: { max: e.RATE_LIMIT_CALLBACK_MAX, windowMs: e.RATE_LIMIT_CALLBACK_WINDOW_SECONDS * 1000 },
      search: { max: e.RATE_LIMIT_SEARCH_MAX, windowMs: e.RATE_LIMIT_SEARCH_WINDOW_SECONDS * 1000 },
      upload: { max: e.RATE_LIMIT_UPLOAD_MAX, windowMs: e.RATE_LIMIT_UPLOAD_WINDOW_SECONDS * 1000 },
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    loginFailures: {
      max: e.LOGIN_FAILURES_PER_ADDRESS_MAX,
      accountMax: e.LOGIN_FAILURES_ACCOUNT_MAX,
      windowMs: e.LOGIN_FAILURES_WINDOW_SECONDS * 1000,
    },
    passwordMailsPerHour: e.PASSWORD_MAILS_PER_HOUR,
    jobs: { enabled: e.JOBS_ENABLED ?? e.NODE_ENV !== 'test', pollMs: e.JOBS_POLL_SECONDS * 1000 },
    testControls: e.TEST_CONTROLS && e.NODE_ENV === 'test',
  };
}
