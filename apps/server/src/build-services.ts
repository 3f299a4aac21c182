import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { uploadOrphansSweepJob } from './jobs/upload-orphans.ts';
import { createImageProcessor } from './lib/images.ts';
import { createSharedStore } from './lib/shared-store.ts';
import { createMailer } from './mail/mailer.ts';
import { createAdminSellersService } from './modules/admin/admin-sellers.service.ts';
import { createAdminStaffService } from './modules/admin/admin-staff.service.ts';
import { createInformationReportService } from './modules/admin/information-report.service.ts';
import { reportCountsCompactJob } from './modules/admin/report-counts.ts';
import { createAnalyticsWriter } from './modules/analytics/analytics-writer.ts';
import { analyticsPruneJob } from './modules/analytics/analytics-prune.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSession, deleteUserSessions } from './modules/auth/sessions.ts';
import { createSellerEntryService } from './modules/admin/seller-entry.service.ts';
import { createPeopleService } from './modules/users/people.service.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { cartJobs } from './modules/cart/cart-jobs.ts';
import { createBusinessCardsService } from './modules/business-cards/business-cards.service.ts';
import { createCabinetService } from './modules/cabinet/cabinet.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createCallbacksService } from './modules/callbacks/callbacks.service.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createCorporationsService } from './modules/corporations/corporations.service.ts';
import { createFavouritesService } from './modules/favourites/favourites.service.ts';
import path from 'node:path';
import { createImportService } from './modules/import/import.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createLogsService } from './modules/logs/logs.service.ts';
import { createPriceListService } from './modules/price-list/price-list.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createRunningLineService } from './modules/running-line/running-line.service.ts';
import { createSellersService } from './modules/sellers/sellers.service.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createSubscriptionDigest, subscriptionDigestJob } from './modules/subscriptions/subscription-digest.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createStatService } from './modules/stat/stat.service.ts';
import { createSearchLogWriter } from './modules/tmc/search-log.ts';
import { searchLogPruneJob } from './modules/tmc/search-log-prune.ts';
import { createTmcPhotos } from './modules/tmc/tmc-photos.ts';
import { createTmcService } from './modules/tmc/tmc.service.ts';
import { tierExpiryJob } from './modules/tiers/tier-expiry.ts';
import { createTierRules } from './modules/tiers/tier-rules.ts';
import { createTiersService } from './modules/tiers/tiers.service.ts';
import { createUsersService } from './modules/users/users.service.ts';

export interface BuildServicesOptions {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
}

/**
 * Every service of the server, each built once with its dependencies, and the background jobs. This and app.ts are the
 * composition root: app.ts calls this, then passes each route plugin the services it needs. No route
 * plugin builds a service or queries the database itself, and a module reaches another module only
 * through what it is given here (DESIGN.md section 2).
 */
export function buildServices({ config, database, log }: BuildServicesOptions) {
  const db = database.db;
  // Rate-limit counters, cached figures and daily marks: Redis with REDIS_URL, else this process's memory.
  const store = createSharedStore(config.redisUrl, config.redisPrefix, log);
  const mailer = createMailer({ db, config, log });
  // Searches are recorded off the request path; app.ts flushes the buffer when the app closes.
  const searchLog = createSearchLogWriter(db, log);
  // One decode queue for every uploaded image (goods and business-card photos).
  const images = createImageProcessor({ concurrency: config.images.concurrency, maxWaiting: config.images.queueMax });
  const tmcPhotos = createTmcPhotos({ db, uploadsDir: config.uploadsDir, images });
  const businessCards = createBusinessCardsService({ db, uploadsDir: config.uploadsDir, images });
  const audit = createAuditService({ db });
  const billing = createBillingService({ db, audit });
  const cart = createCartService({ db, billing, mailer, config, log });
  // A deal's invoice paid: the cart starts the deal's 20 days (DESIGN.md section 11).
  billing.onPaid('deal', (tx, invoice, { at, actor }) => cart.invoicePaid(tx, invoice, at, actor.id));
  const priceList = createPriceListService({ db, audit });
  const subscriptions = createSubscriptionsService({ db, billing, priceList, audit });
  // A keyword subscription's invoice paid: its period starts or extends (issue 15).
  billing.onPaid('subscription', (tx, invoice, { at }) => subscriptions.invoicePaid(tx, invoice, at));
  // Suppliers' tiers (issue 15): the placement rule the goods form and the import apply, and a tier's invoice paid.
  const tierRules = createTierRules({ priceList });
  const tiers = createTiersService({ db, billing, priceList, audit, rules: tierRules });
  billing.onPaid('tier', (tx, invoice, { at, actor }) => tiers.invoicePaid(tx, invoice, at, actor));
  // Demand analytics of goods, written off the request path; app.ts flushes the buffer when the app closes.
  const analytics = createAnalyticsWriter(db, log);
  const analyticsReports = createAnalyticsService({ db });
  const tmc = createTmcService({
    db,
    cart,
    audit,
    logSearch: searchLog.record,
    removePhotoFiles: tmcPhotos.removeFiles,
    analytics,
    tierRoom: tierRules.room,
    searchLine: { concurrency: config.searchConcurrency, waitTimeoutMs: config.databasePool.acquireTimeoutMs },
    searchCacheEntries: config.searchCacheEntries,
    searchDb: database.searchDb,
  });
  // Every background job, registered by name (jobs/job-runner.ts); app.ts starts and stops the runner.
  const jobs = createJobRunner({ db, log });
  jobs.register(searchLogPruneJob(db));
  jobs.register(analyticsPruneJob(db));
  // The information report's per-statement counts folded into one row per day and figure.
  jobs.register(reportCountsCompactJob(db));
  // Imports register their run and prune jobs with the runner.
  const imports = createImportService({ db, jobs, dir: path.join(config.dataDir, 'imports'), tierRoom: tierRules.room });
  for (const job of cartJobs(cart)) jobs.register(job);
  // The keyword subscriptions' weekly digest (issue 15).
  const digest = createSubscriptionDigest({ db, newGoodsByName: tmc.newGoodsByName, send: (mail) => mailer.send(mail), publicUrl: config.publicUrl, log });
  jobs.register(subscriptionDigestJob(digest));
  jobs.register(tierExpiryJob(tiers));
  // Photo files whose row never committed (a failed or interrupted upload) or whose row went without them.
  jobs.register(uploadOrphansSweepJob([tmcPhotos.uploads, businessCards.uploads]));
  return {
    store,
    mailer,
    jobs,
    images,
    health: createHealthService({ database }),
    audit,
    auth: createAuthService({ db, mailer, config, log }),
    users: createUsersService({ db, endUserSessions: deleteUserSessions, audit }),
    adminSellers: createAdminSellersService({ db, audit, endUserSessions: deleteUserSessions }),
    people: createPeopleService({ db }),
    sellerEntry: createSellerEntryService({ db, audit, openSession: createSession }),
    adminStaff: createAdminStaffService({ db, audit }),
    informationReport: createInformationReportService({ db }),
    content: createContentService({ db, audit }),
    sellers: createSellersService({ db }),
    businessCards,
    corporations: createCorporationsService({ db, audit }),
    stat: createStatService({ db, store }),
    logs: createLogsService({ db }),
    priceList,
    subscriptions,
    digest,
    tiers,
    runningLine: createRunningLineService({ db, audit }),
    searchLog,
    cart,
    billing,
    cabinet: createCabinetService({ db, removePhotoFiles: tmcPhotos.removeFiles, reports: analyticsReports }),
    tmc,
    tmcPhotos,
    imports,
    favourites: createFavouritesService({ db, tmc, onAdded: analytics.favourite }),
    analytics,
    callbacks: createCallbacksService({ db }),
    blog: createBlogService({ db, audit }),
    reviews: createReviewsService({ db, audit }),
    seo: createSeoService({ db }),
  };
}
export type Services = ReturnType<typeof buildServices>;
