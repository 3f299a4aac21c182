import { z } from 'zod';
import { text } from './text.ts';
import { loginResponseSchema } from './account-schemas.ts';

// The seller dropdown's 'input' (specification, section 2: "an 'input' button leads to {token}"): an
// administrator (L1, L2) opens a seller's cabinet as the seller's representative, in a new tab, through a
// short-lived single-use token. DESIGN.md section 4; docs/decisions.md 'Administration (issue 11)'.

export const SELLER_ENTRY_MESSAGES = {
  deleted: 'Поставщик удалён: войти в его кабинет нельзя',
  blocked: 'Поставщик заблокирован: войти в его кабинет нельзя',
  noRepresentative: 'У поставщика нет действующей учётной записи представителя',
  invalidLink: 'Ссылка для входа недействительна: она действует одну минуту и только один раз',
} as const;

/** The entry link lives this long and works once. */
export const SELLER_ENTRY_TOKEN_TTL_SECONDS = 60;
/** A session opened through an entry link lasts this long and is not extended by use. */
export const SELLER_ENTRY_SESSION_HOURS = 2;

/** The web path the 'input' button leads to: the cabinet's entry page with the token. */
export const sellerEntryPath = (token: string) => `/sellers/input/${token}`;

/** POST /api/admin-panel/seller/input?sellerCode: the link to open in a new tab. */
export const sellerEntryLinkSchema = z.object({
  token: text(),
  path: text(),
  expiresAt: text(),
});
export type SellerEntryLink = z.infer<typeof sellerEntryLinkSchema>;

export const sellerEntryTokenSchema = text({ error: SELLER_ENTRY_MESSAGES.invalidLink }).regex(/^[A-Za-z0-9_-]{20,200}$/, {
  error: SELLER_ENTRY_MESSAGES.invalidLink,
});

/** POST /api/auth/seller-input {token}: the token exchanged for a session of the seller's representative. */
export const sellerEntryRequestSchema = z.object({ token: sellerEntryTokenSchema });

export const sellerEntrySessionSchema = loginResponseSchema.extend({ sellerCode: text() });
export type SellerEntrySession = z.infer<typeof sellerEntrySessionSchema>;
