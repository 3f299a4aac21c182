import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BankDetails } from '@tmc/shared/profile';
import type { Role } from '@tmc/shared/roles';
import { createdAt, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';

/** Role ids are fixed (the specification names a fixed BUYER role id); seeded by the first migration. */
export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** The fixed rows of `roles` (written by the first migration). */
export const ROLE_IDS: Readonly<Record<Role, number>> = { ADMIN: 1, REPRESENTATIVE: 2, BUYER: 3 };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    permission: text('permission').notNull(),
    title: text('title'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    inn: text('inn'),
    phoneNumber: text('phone_number'),
    comment: text('comment'),
    bankDetails: jsonb('bank_details').$type<BankDetails>(),
    enabled: boolean('enabled').notNull().default(true),
    accountNonLocked: boolean('account_non_locked').notNull().default(true),
    blockReason: text('block_reason'),
    /** A supplier's user (REPRESENTATIVE) belongs to one seller. */
    sellerId: uuid('seller_id').references((): AnyPgColumn => sellers.id, { onDelete: 'set null' }),
    /** Set by POST /api/admin-panel/user/allow-placement. */
    placementAllowed: boolean('placement_allowed').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_inn_key').on(t.inn).where(sql`${t.inn} is not null and ${t.deletedAt} is null`),
    index('users_seller_idx').on(t.sellerId),
    check('users_permission_check', sql`${t.permission} in ('L1','L2','L3','L4','STANDART')`),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes so a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The administrator who entered a seller's cabinet as its representative through an entry token
     * (the seller dropdown's 'input'); null for a session opened by signing in. Such a session does
     * not slide its expiry forward.
     */
    enteredBy: uuid('entered_by').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use, short-lived tokens with which an administrator (L1, L2) opens a seller's cabinet as the
 * seller's representative (the seller dropdown's 'input', specification section 2: '{token}').
 */
export const sellerEntryTokens = pgTable(
  'seller_entry_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('seller_entry_tokens_admin_idx').on(t.adminId)],
);

/** Single-use links: password creation after registration, and recovery. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('create_password','reset_password')`),
  ],
);

/** Every mail the platform sends; with no SMTP configured this is where mail waits to be read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/**
 * Failed sign-ins per account in a fixed window, in the database so that every instance behind a load
 * balancer counts the same. The key is `user:<id>` for an existing account (whatever name it was
 * addressed by) and `name:<lower-case name>` for an unknown one.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStart)],
);
