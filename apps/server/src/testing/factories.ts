import { randomBytes } from 'node:crypto';
import type { Permission, Role } from '@tmc/shared/roles';
import { completeInn10 } from '@tmc/shared/requisites';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DEMO_PRICE_LIST } from '../db/seed/demo-price-list.ts';
import { serviceGroups, servicePrices } from '../db/schema/price-list.ts';
import { businessCards, sellers } from '../db/schema/sellers.ts';
import { ROLE_IDS, sessions, users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { generateToken, hashToken } from '../lib/tokens.ts';

const unique = () => randomBytes(4).toString('hex');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export interface BuiltUser {
  id: string;
  email: string;
  token: string;
  /** Authorization header for app.inject. */
  headers: { authorization: string };
}

export interface BuildUserOptions {
  role?: Role;
  permission?: Permission;
  email?: string;
  /** Defaults to the e-mail, as quick registration does. */
  username?: string;
  /** Stored as an argon2id hash, so the user can sign in with it; without it the user has no password. */
  password?: string;
  sellerId?: string;
  enabled?: boolean;
  accountNonLocked?: boolean;
  inn?: string | null;
  title?: string | null;
}

/** A user with a live session; pass role/permission to get any of the specification's roles. */
export async function buildUser(db: Db, overrides: BuildUserOptions = {}): Promise<BuiltUser> {
  const role = overrides.role ?? 'BUYER';
  const email = overrides.email ?? `user-${unique()}@example.ru`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: overrides.username ?? email,
      passwordHash: overrides.password === undefined ? null : await hashPassword(overrides.password),
      roleId: ROLE_IDS[role],
      permission: overrides.permission ?? (role === 'ADMIN' ? 'L1' : 'STANDART'),
      sellerId: overrides.sellerId,
      enabled: overrides.enabled ?? true,
      accountNonLocked: overrides.accountNonLocked ?? true,
      firstName: 'Иван',
      lastName: 'Петров',
      inn: overrides.inn ?? null,
      title: overrides.title ?? null,
    })
    .returning({ id: users.id });
  const token = generateToken();
  await db.insert(sessions).values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

// Seller codes are unique in the database: random six-digit codes collided in files that build hundreds
// of sellers, so each file takes a random start and counts up from it.
let sellerCodeCounter = 100_000 + Math.floor(Math.random() * 800_000);
function nextSellerCode(): string {
  sellerCodeCounter = sellerCodeCounter >= 999_999 ? 100_000 : sellerCodeCounter + 1;
  return String(sellerCodeCounter);
}

export async function buildSeller(
  db: Db,
  overrides: Partial<typeof sellers.$inferInsert> & { withCard?: boolean } = {},
): Promise<typeof sellers.$inferSelect> {
  const { withCard, ...values } = overrides;
  const [seller] = await db
    .insert(sellers)
    .values({
      sellerCode: nextSellerCode(),
      title: `ООО «Тест ${unique()}»`,
      inn: completeInn10(`77${digits(7)}`),
      ...values,
    })
    .returning();
  if (withCard) {
    await db.insert(businessCards).values({ sellerId: seller!.id, title: seller!.title, address: 'г. Москва, ул. Складская, д. 1' });
  }
  return seller!;
}

/** A checksum-valid 10-digit ИНН of a legal entity, different on every call (almost surely). */
export function randomInn(): string {
  return completeInn10(`77${digits(7)}`);
}

/** A fresh e-mail address. */
export function randomEmail(prefix = 'user'): string {
  return `${prefix}-${unique()}@example.ru`;
}

/**
 * The tariff price list of the demo data (the suppliers' tiers with their positions counts and periods),
 * once per database: the migrations add only the keyword subscription's prices.
 */
export async function buildTierPriceList(db: Db): Promise<void> {
  const [existing] = await db.select({ id: servicePrices.id }).from(servicePrices).where(eq(servicePrices.tier, 'one-off')).limit(1);
  if (existing) return;
  for (const [gi, g] of DEMO_PRICE_LIST.entries()) {
    const [group] = await db.insert(serviceGroups).values({ name: g.name, position: gi }).returning({ id: serviceGroups.id });
    await db.insert(servicePrices).values(g.rows.map((r, i) => ({ ...r, groupId: group!.id, position: i })));
  }
}
