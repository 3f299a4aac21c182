import { text } from './text.ts';

/** A seller (supplier) is identified by a six-digit code (specification, sections 1 and 5). */
export const SELLER_CODE_LENGTH = 6;
export const SELLER_CODE_MESSAGE = 'Код поставщика должен состоять из 6 цифр';

const SELLER_CODE = /^[0-9]{6}$/;

/** Exactly six ASCII digits; leading zeros are part of the code ('000123'). */
export function isSellerCode(s: string): boolean {
  return SELLER_CODE.test(s);
}

/** A seller code as a string (never a number, which would lose leading zeros); trimmed first. */
export const sellerCodeSchema = text({ error: SELLER_CODE_MESSAGE })
  .trim()
  .regex(SELLER_CODE, { error: SELLER_CODE_MESSAGE });
