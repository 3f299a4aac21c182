import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BankDetails } from '@tmc/shared/profile';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerCode: text('seller_code').notNull().unique(),
    title: text('title').notNull(),
    shortName: text('short_name'),
    legalEntity: text('legal_entity'),
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    bankDetails: jsonb('bank_details').$type<BankDetails>(),
    lastName: text('last_name'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    position: text('position'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    contact: text('contact'),
    region: text('region'),
    /** ADMIN L4 who supports this seller's deals and may only view its data. */
    curatorId: uuid('curator_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The specification spells it 'dispetcher'. */
    dispetcherId: uuid('dispetcher_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The tier (seller-tiers.ts); 'free' unless bought by invoice or set by an administrator. */
    tariff: text('tariff').notNull().default('free'),
    /** When the tier's period began (null for the free tier and tiers set without one). */
    tariffStartedAt: timestamp('tariff_started_at', { withTimezone: true }),
    /** When the tier's period ends: then the expiry job returns the seller to the free tier (EXCLUSIVE to GOLD). Null: open-ended. */
    tariffEndsAt: timestamp('tariff_ends_at', { withTimezone: true }),
    premiumStart: date('premium_start', { mode: 'string' }),
    premiumEnd: date('premium_end', { mode: 'string' }),
    endConditionAt: date('end_condition_at', { mode: 'string' }),
    /** Mailing preferences (cabinet settings): a buyer's interest (a hold, a nomenclature request) mailed to the seller's addresses. */
    mailInterest: boolean('mail_interest').notNull().default(true),
    /** Mailing preferences: the steps of deals (order, payment, outcome, cancellation, expiry) mailed to the seller's addresses. */
    mailDeals: boolean('mail_deals').notNull().default(true),
    /**
     * A trusted seller's new and edited goods are published at once and wait in the post-moderation list
     * (tmc.post_moderation), where an administrator may still take them down (L1/L2 set it on the card).
     */
    trusted: boolean('trusted').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    blockReason: text('block_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sellers_code_check', sql`${t.sellerCode} ~ '^[0-9]{6}$'`),
    check(
      'sellers_tariff_check',
      sql`${t.tariff} in ('free','one-off','silver','gold','platinum','rent','exclusive','corporation')`,
    ),
    index('sellers_curator_idx').on(t.curatorId),
    index('sellers_title_idx').on(sql`lower(${t.title})`),
    // The tier expiry job's look-up: paid periods that end.
    index('sellers_tariff_ends_idx').on(t.tariffEndsAt).where(sql`${t.tariff} <> 'free' and ${t.tariffEndsAt} is not null`),
  ],
);

export const businessCards = pgTable('business_cards', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  photoPath: text('photo_path'),
  title: text('title').notNull(),
  address: text('address'),
  phoneNumber: text('phone_number'),
  website: text('website'),
  email: text('email'),
  aboutSeller: text('about_seller'),
  aboutTmc: text('about_tmc'),
  aboutDelivery: text('about_delivery'),
  updatedAt: updatedAt(),
});

export const corporations = pgTable('corporations', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  blocked: boolean('blocked').notNull().default(false),
  createdAt: createdAt(),
});

export const corporationSellers = pgTable(
  'corporation_sellers',
  {
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.corporationId, t.sellerId] }), index('corporation_sellers_seller_idx').on(t.sellerId)],
);
