import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { ROLE_IDS, sessions, users } from '../../db/schema/users.ts';
import { findDuplicateKey } from '../../lib/db-errors.ts';
import { buildUser, randomEmail, randomInn } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createUsersService, uniqueViolationError } from './users.service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** The error the database itself raises for this insert. */
async function insertError(values: typeof users.$inferInsert): Promise<unknown> {
  try {
    await database.db.insert(users).values(values);
  } catch (error) {
    return error;
  }
  throw new Error('the insert was expected to fail');
}

describe('unique violations of the database', () => {
  it('are parsed into the constraint and the value, and mapped to the specification codes', async () => {
    const inn = randomInn();
    const existing = await buildUser(database.db, { inn });
    const base = { roleId: ROLE_IDS.BUYER, permission: 'STANDART' };

    const email = await insertError({ ...base, email: existing.email.toUpperCase(), username: randomEmail() });
    expect(findDuplicateKey(email)).toEqual({ constraint: 'users_email_key', key: 'lower(email)', value: existing.email.toLowerCase() });
    expect(uniqueViolationError(email)).toMatchObject({ status: 409, code: 'username_unique_error', fields: { email: 'Пользователь с такой эл. почтой уже существует' } });

    const username = await insertError({ ...base, email: randomEmail(), username: existing.email });
    expect(findDuplicateKey(username)).toMatchObject({ constraint: 'users_username_key', value: existing.email });
    expect(uniqueViolationError(username)).toMatchObject({ code: 'username_unique_error', fields: { username: 'Пользователь с такой эл. почтой уже существует' } });
    expect(uniqueViolationError(username, () => 'email')!.fields).toEqual({ email: 'Пользователь с такой эл. почтой уже существует' });

    const innError = await insertError({ ...base, email: randomEmail(), username: randomEmail(), inn });
    expect(findDuplicateKey(innError)).toEqual({ constraint: 'users_inn_key', key: 'inn', value: inn });
    expect(uniqueViolationError(innError)).toMatchObject({ status: 409, code: 'inn_unique_error', message: 'Пользователь с таким ИНН уже существует', fields: { inn: 'Пользователь с таким ИНН уже существует' } });
  });

  it('leave other database errors alone', async () => {
    const error = await insertError({ roleId: ROLE_IDS.BUYER, permission: 'NOPE', email: randomEmail(), username: randomEmail() });
    expect(findDuplicateKey(error)).toBeNull();
    expect(uniqueViolationError(error)).toBeNull();
  });
});

describe('deleting a user', () => {
  it('marks deletedAt and ends every session in the same transaction', async () => {
    const service = createUsersService({ db: database.db, endUserSessions: deleteUserSessions, audit: createAuditService({ db: database.db }) });
    const user = await buildUser(database.db);
    await database.db.insert(sessions).values({ userId: user.id, tokenHash: 'f'.repeat(64), expiresAt: new Date(Date.now() + 60_000) });
    await service.deleteUser(user.id);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
