import { z } from 'zod';
import { text } from './text.ts';
import { pageQuerySchema, pagedSchema } from './lists.ts';
import { PERMISSIONS, ROLES } from './roles.ts';

// People lists for administrators (issue 11, item 6): GET /api/auth/buyers, /simplebuyers, /placebuyers,
// /sellers with paging and search, the buyer's card, and GET /api/admin-panel/roles, /permissions-list.

/** The four lists of the specification (section 7 'Lists'). */
export const PEOPLE_LISTS = ['buyers', 'simplebuyers', 'placebuyers', 'sellers'] as const;
export type PeopleList = (typeof PEOPLE_LISTS)[number];

export const PEOPLE_SEARCH_MAX = 100;

/** ?page&size&q: q finds e-mail, login, organisation, name or ИНН containing it (case ignored). */
export const peopleQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(20),
  q: text().trim().max(PEOPLE_SEARCH_MAX, { error: `Не более ${PEOPLE_SEARCH_MAX} символов` }).optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

export const personSchema = z.object({
  id: text().uuid(),
  email: text(),
  username: text(),
  title: text().nullable(),
  lastName: text().nullable(),
  firstName: text().nullable(),
  middleName: text().nullable(),
  inn: text().nullable(),
  phoneNumber: text().nullable(),
  comment: text().nullable(),
  role: z.enum(ROLES),
  permission: z.enum(PERMISSIONS),
  enabled: z.boolean(),
  accountNonLocked: z.boolean(),
  blockReason: text().nullable(),
  placementAllowed: z.boolean(),
  /** Quick registration only: an e-mail and nothing else (no organisation, no ИНН). */
  simple: z.boolean(),
  sellerCode: text().nullable(),
  sellerTitle: text().nullable(),
  createdAt: text(),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = pagedSchema(personSchema);

export const personQuerySchema = z.object({ id: z.uuid({ error: 'Неверный идентификатор пользователя' }) });

export const roleOptionSchema = z.object({ id: z.number().int(), name: z.enum(ROLES) });
export const rolesListSchema = z.array(roleOptionSchema);
export const permissionOptionSchema = z.object({ name: z.enum(PERMISSIONS), title: text() });
export const permissionsListSchema = z.array(permissionOptionSchema);

export const PERMISSION_TITLES: Readonly<Record<(typeof PERMISSIONS)[number], string>> = {
  L1: 'Главный администратор',
  L2: 'Администратор',
  L3: 'Диспетчер',
  L4: 'Куратор',
  STANDART: 'Стандартный',
};
