import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.ts';

/**
 * A route's `config` for @fastify/rate-limit (registered with `global: false` in app.ts): at most
 * `max` requests per client address in the window, then 429 (plugins/errors.ts gives the Russian text).
 * The counters live in Redis when REDIS_URL is set (shared by every instance), else in memory.
 */
export function perAddressLimit(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/** As perAddressLimit, for visitors only: a signed-in user is not counted (the auth hook runs first). */
export function anonymousPerAddressLimit(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs, allowList: (request: FastifyRequest) => request.user !== null } };
}

/** At most `max` requests per signed-in user in the window (per address for a request without a session). */
export function perUserLimit(limit: RateLimit) {
  return {
    rateLimit: { max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip) },
  };
}
