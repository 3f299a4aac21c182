import { describe, it, expect } from 'vitest';
import { isSellerCode, sellerCodeSchema } from './seller-code.ts';

describe('isSellerCode', () => {
  it('accepts exactly six digits, leading zeros included', () => {
    expect(isSellerCode('123456')).toBe(true);
    expect(isSellerCode('000001')).toBe(true);
  });

  it('refuses other lengths, letters, signs and non-ASCII digits', () => {
    for (const bad of ['', '12345', '1234567', '12345a', ' 123456', '123456 ', '-12345', '12 456', '１２３４５６', '١٢٣٤٥٦']) {
      expect(isSellerCode(bad)).toBe(false);
    }
  });
});

describe('sellerCodeSchema', () => {
  const message = 'Код поставщика должен состоять из 6 цифр';

  it('accepts a six-digit code and trims it', () => {
    expect(sellerCodeSchema.parse('012345')).toBe('012345');
    expect(sellerCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it('gives the one message for anything else', () => {
    for (const bad of ['', '12345', '1234567', 'abcdef', 123456, null, undefined]) {
      expect(sellerCodeSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([message]);
    }
  });
});
