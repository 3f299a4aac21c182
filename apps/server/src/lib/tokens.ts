import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and one-time links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes; SHA-256 suffices for 256-bit random values (no brute force to slow down). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session lives 30 days from its last use (the expiry slides forward while it is used). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Password-creation and recovery links expire after 24 hours (and work once). */
export const ONE_TIME_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
