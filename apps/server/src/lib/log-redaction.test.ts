import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the one-time token of the password page, wherever it is in the query', () => {
    expect(redactUrl('/account/password?token=Gr50mLsN7Lh5uDTkIL0KzA7J4bL75WC63XT1cTPXDrs')).toBe('/account/password?token=[redacted]');
    expect(redactUrl('/account/password?a=1&TOKEN=abc&b=2#x')).toBe('/account/password?a=1&TOKEN=[redacted]&b=2#x');
    expect(redactUrl('/x?access_token=abc')).toBe('/x?access_token=[redacted]');
  });

  it('hides the seller entry token in the path', () => {
    expect(redactUrl('/sellers/input/Gr50mLsN7Lh5uDTkIL0KzA7J4bL75WC63XT1cTPXDrs?x=1')).toBe('/sellers/input/[redacted]?x=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/search?title=труба&page=0')).toBe('/search?title=труба&page=0');
    expect(redactUrl('/api/auth/a@b.ru/reset-password/a@b.ru')).toBe('/api/auth/a@b.ru/reset-password/a@b.ru');
    expect(redactUrl('/x?mytoken=abc')).toBe('/x?mytoken=abc');
  });
});
