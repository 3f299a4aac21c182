import type { RateLimit } from '../config.ts';

/**
 * A route's `config` for @fastify/rate-limit (registered with `global: false` in app.ts): at most
 * `max` requests per client address in the window, then 429 (plugins/errors.ts gives the Russian text).
 */
export function perAddressLimit(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}
