/**
 * Migration 0007 on the engine under test: from a database at 0006 holding a merchant, it makes
 * exactly the tables better-auth 1.7.6 expects with our plugins (its own migration planner finds
 * nothing to create, add or index), plus team_members and permission_sets with their rules; the
 * merchant's data is untouched; and it can be undone.
 */
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, ensureBuiltInSets } from '../../auth/team';
import { createPerson } from '../../auth/better-auth';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { testAuth } from '../../testing/sessions';
import { isUniqueViolation, migrateTo, migrateToLatest, openDatabase, type Database } from '..';

const M = '00000000-0000-4000-8000-000000000001';
let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase({ databaseUrl: testDb.databaseUrl, sqlitePath: testDb.sqlitePath });
  await migrateTo(database.db, '0006-worked-time-one-store');
  await database.db
    .insertInto('merchants')
    .values({
      id: M,
      business_name: 'Before 0007',
      approved: 1,
      country: 'US',
      currency: 'USD',
      language_code: 'en-US',
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe(`migration 0007-team-accounts (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it("makes better-auth's tables as better-auth itself would: its planner finds nothing to do", async () => {
    const auth = await testAuth(database.db);
    const plan = await getMigrations(auth.options);
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([]);
    expect(plan.toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual(
      [],
    );
    expect(plan.toBeAddedIndexes).toEqual([]);
  });

  it('keeps the merchant and gives it the built-in permission sets once', async () => {
    const merchant = await database.db
      .selectFrom('merchants')
      .select('business_name')
      .where('id', '=', M)
      .executeTakeFirstOrThrow();
    expect(merchant.business_name).toBe('Before 0007');
    const first = await ensureBuiltInSets(database.db, M);
    const again = await ensureBuiltInSets(database.db, M);
    expect(again).toEqual(first);
    expect(Object.keys(first).sort()).toEqual(['bookkeeper', 'manager', 'shift-lead']);
  });

  it('holds its rules: one merchant per person, set names unique per merchant, owner or set', async () => {
    const auth = await testAuth(database.db);
    const sets = await ensureBuiltInSets(database.db, M);
    const { userId } = await createPerson(auth, { email: 'rules@example.test', name: 'Rules' });
    await addTeamMember(database.db, { merchantId: M, userId, permissionSetId: sets.manager! });
    const twice = await addTeamMember(database.db, { merchantId: M, userId, isOwner: true }).catch(
      (e: unknown) => e,
    );
    expect(isUniqueViolation(twice)).toBe(true);

    const { userId: other } = await createPerson(auth, { email: 'rules2@example.test', name: 'R' });
    // Neither owner nor a set: refused by the check constraint.
    await expect(
      addTeamMember(database.db, { merchantId: M, userId: other, permissionSetId: null }),
    ).rejects.toThrow();
    await expect(
      addTeamMember(database.db, {
        merchantId: M,
        userId: other,
        permissionSetId: sets.manager!,
        refundLimit: -1,
      }),
    ).rejects.toThrow();

    const dup = await database.db
      .insertInto('permission_sets')
      .values({
        id: '00000000-0000-4000-8000-000000000099',
        merchant_id: M,
        name: 'Manager',
        description: '',
        permissions: '',
        built_in_key: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(dup)).toBe(true);

    // Removing a person ends their membership with them.
    await database.db.deleteFrom('user').where('id', '=', userId).execute();
    const left = await database.db
      .selectFrom('team_members')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });

  it('can be undone', async () => {
    await migrateTo(database.db, '0006-worked-time-one-store');
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    for (const gone of ['user', 'session', 'account', 'verification', 'twoFactor', 'passkey']) {
      expect(tables).not.toContain(gone);
    }
    expect(tables).not.toContain('team_members');
    await migrateToLatest(database.db);
  });
});
