import { SELLER_CODE_MESSAGE, SELLER_CODE_PATTERN } from './seller-code-rule.ts';
import { text } from './text.ts';

// The rule lives in seller-code-rule.ts (no zod, for the web app's first load); the schema uses it.
export { isSellerCode, SELLER_CODE_LENGTH, SELLER_CODE_MESSAGE } from './seller-code-rule.ts';

/** A seller code as a string (never a number, which would lose leading zeros); trimmed first. */
export const sellerCodeSchema = text({ error: SELLER_CODE_MESSAGE })
  .trim()
  .regex(SELLER_CODE_PATTERN, { error: SELLER_CODE_MESSAGE });
