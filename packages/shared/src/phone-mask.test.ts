import { describe, it, expect } from 'vitest';
import { callbackPhoneSchema } from './callback-schemas.ts';
import { formatPhoneMask, phoneBackspace, phoneDigits } from './phone-mask.ts';

describe('formatPhoneMask', () => {
  it('formats progressively as +X (XXX) XXX-XX-XX', () => {
    const full = '79161234567';
    const expected = [
      '',
      '+7',
      '+7 (9',
      '+7 (91',
      '+7 (916',
      '+7 (916) 1',
      '+7 (916) 12',
      '+7 (916) 123',
      '+7 (916) 123-4',
      '+7 (916) 123-45',
      '+7 (916) 123-45-6',
      '+7 (916) 123-45-67',
    ];
    expected.forEach((masked, n) => expect(formatPhoneMask(full.slice(0, n))).toBe(masked));
  });

  it('keeps digits only', () => {
    expect(formatPhoneMask('+7 (916) 123-45-67')).toBe('+7 (916) 123-45-67');
    expect(formatPhoneMask('tel: 7 916 123 45 67')).toBe('+7 (916) 123-45-67');
    expect(formatPhoneMask('abc')).toBe('');
    // A leading 8 is the Russian trunk prefix: the number is +7 (issue 16).
    expect(formatPhoneMask('8 (495) 000-00-00')).toBe('+7 (495) 000-00-00');
    expect(formatPhoneMask('8')).toBe('+7');
    expect(formatPhoneMask('8916')).toBe('+7 (916');
    expect(callbackPhoneSchema.parse('89161234567')).toBe('79161234567');
  });

  it('caps at 11 digits', () => {
    expect(formatPhoneMask('791612345678999')).toBe('+7 (916) 123-45-67');
    expect(formatPhoneMask('+7 (916) 123-45-678')).toBe('+7 (916) 123-45-67');
  });

  it('is stable when applied to its own output', () => {
    for (const input of ['7', '7916', '79161', '7916123456', '79161234567']) {
      const once = formatPhoneMask(input);
      expect(formatPhoneMask(once)).toBe(once);
    }
  });
});

describe('phoneBackspace', () => {
  it('drops the last digit rather than the mask punctuation (6 digits or fewer)', () => {
    // Deleting ') ' here would leave the user stuck: the mask puts it back.
    expect(phoneBackspace('+7 (916) 1')).toBe('+7 (916');
    expect(phoneBackspace('+7 (916')).toBe('+7 (91');
    expect(phoneBackspace('+7 (9')).toBe('+7');
    expect(phoneBackspace('+7')).toBe('');
    expect(phoneBackspace('')).toBe('');
    expect(phoneBackspace('+7 (916) 12')).toBe('+7 (916) 1');
  });

  it('drops the last digit with more than 6 digits too', () => {
    expect(phoneBackspace('+7 (916) 123-4')).toBe('+7 (916) 123');
    expect(phoneBackspace('+7 (916) 123-45-67')).toBe('+7 (916) 123-45-6');
  });

  it('empties the field in as many presses as there are digits', () => {
    let value = '+7 (916) 123-45-67';
    for (let i = 0; i < 11; i++) value = phoneBackspace(value);
    expect(value).toBe('');
  });
});

describe('phoneDigits', () => {
  it('strips the formatting', () => {
    expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567');
    expect(phoneDigits('+7 (916')).toBe('7916');
    expect(phoneDigits('')).toBe('');
  });
});

describe('callbackPhoneSchema', () => {
  const messages = (value: unknown) => callbackPhoneSchema.safeParse(value).error?.issues.map((i) => i.message);

  it('outputs digits only for a complete masked or bare phone', () => {
    expect(callbackPhoneSchema.parse('+7 (916) 123-45-67')).toBe('79161234567');
    expect(callbackPhoneSchema.parse('79161234567')).toBe('79161234567');
  });

  it("says 'Телефон обязателен' for an empty or missing phone", () => {
    expect(messages('')).toEqual(['Телефон обязателен']);
    expect(messages('+')).toEqual(['Телефон обязателен']);
    expect(messages('  ')).toEqual(['Телефон обязателен']);
    expect(messages(undefined)).toEqual(['Телефон обязателен']);
    expect(messages(null)).toEqual(['Телефон обязателен']);
  });

  it('asks for all 11 digits of an incomplete phone', () => {
    expect(messages('+7 (916) 123-45-6')).toEqual(['Введите номер полностью: 11 цифр']);
    expect(messages('+7')).toEqual(['Введите номер полностью: 11 цифр']);
  });

  it('refuses more than 11 digits (only an API client can send them)', () => {
    expect(messages('791612345678')).toEqual(['Номер телефона должен содержать не больше 11 цифр']);
  });
});
