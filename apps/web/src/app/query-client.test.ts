import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: `http_${status}`, message: 'm' });

describe('shouldRetry', () => {
  it('never retries a refused request (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
    expect(shouldRetry(0, new TypeError('x'))).toBe(true);
  });
});
