import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and one-time links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes; SHA-256 suffices for 256-bit random values (no brute force to slow down). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
