import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { demoSellerSeeds } from '../../../server/src/db/seed/seed-demo.ts';
import { apiOk } from './api.ts';
import { linkFrom, mailTo, waitForMail } from './mailbox.ts';

/** What the sign-in answers (POST /api/auth/login, POST /api/auth/password). */
interface SignIn {
  token: string;
}

export interface Account {
  email: string;
  password: string;
  token: string;
}

let uniqueCounter = 0;

/** An address no other test (nor an earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'user'): string {
  uniqueCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${uniqueCounter}@e2e.test`;
}

export async function signIn(email: string, password: string): Promise<string> {
  const result = await apiOk<SignIn>('/api/auth/login', { form: { username: email, password } });
  return result.token;
}

/** The first administrator (L1) of the e2e server. */
export function adminToken(): Promise<string> {
  return signIn(inject('adminEmail'), inject('adminPassword'));
}

/** Sets a password through the link of the newest mail to this address (the password page's own call). */
async function setPasswordFromMail(email: string, seen: number, password: string): Promise<string> {
  const mail = await waitForMail(email, seen);
  const token = linkFrom(mail, '/account/password').searchParams.get('token');
  if (!token) throw new Error(`the password link has no token:\n${mail.text}`);
  const result = await apiOk<SignIn>('/api/auth/password', { json: { token, password } });
  return result.token;
}

/** A new buyer through quick registration, the real password mail and the password page's call. */
export async function registerBuyer(email = uniqueEmail('buyer'), password = 'buyer-password-1'): Promise<Account> {
  const seen = (await mailTo(email)).length;
  await apiOk('/api/admin-panel/user/create', { json: { email } });
  return { email, password, token: await setPasswordFromMail(email, seen, password) };
}

const signedIn = new Map<string, Account>();

/**
 * Signs in as an existing user who may have no password yet (a demo seller's representative, a
 * curator, the dispatcher) through the real recovery mail. Remembered per test file, since the server
 * sends only a few password mails per account and hour.
 */
export async function signInAsUser(email: string, password = 'e2e-password-1'): Promise<Account> {
  const known = signedIn.get(email.toLowerCase());
  if (known) return { ...known, token: await signIn(known.email, known.password) };
  const seen = (await mailTo(email)).length;
  const encoded = encodeURIComponent(email);
  await apiOk(`/api/auth/${encoded}/reset-password/${encoded}`, { method: 'PUT' });
  const account = { email, password, token: await setPasswordFromMail(email, seen, password) };
  signedIn.set(email.toLowerCase(), account);
  return account;
}

/** The demo sellers that work (not deleted), each with a representative account. */
export function demoSellers(): Array<{ sellerCode: string; title: string; email: string; region: string }> {
  return demoSellerSeeds()
    .filter((s) => !s.deleted)
    .map((s) => ({ sellerCode: s.sellerCode, title: s.title, email: s.email, region: s.region }));
}

/** A demo seller's representative (REPRESENTATIVE, placement allowed); `index` picks another seller. */
export function demoRepresentativeEmail(index = 0): string {
  const seller = demoSellers()[index];
  if (!seller) throw new Error(`no demo seller #${index}`);
  return seller.email;
}

/** The demo dispatcher (ADMIN L3). */
export const DEMO_DISPATCHER_EMAIL = 'dispatcher@tmc-market.ru';

/**
 * Puts the bearer token where the web app keeps it, before the first page script runs; only once per
 * tab, so a sign-out in the test is not undone by the next navigation.
 */
export async function authenticate(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-authenticated')) return;
    window.sessionStorage.setItem('e2e-authenticated', '1');
    window.localStorage.setItem('token', value);
  }, token);
}
