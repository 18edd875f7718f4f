/** The benchmark's database: a freshly seeded temp SQLite file, or a demo database given. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { migrateToLatest, openDatabase } from '../server/db';
import { DEMO_MERCHANT_SETTING, seedDemo } from '../server/seed/demo';

export interface BenchData {
  sqlitePath: string;
  employees: number;
  timecards: number;
  /** All scopes. */
  token: string;
  /** Issued and revoked: both servers must reject it. */
  revokedToken: string;
  /** Revokes the tokens, or deletes the temp database. */
  cleanup(): Promise<void>;
}

export interface DataOptions {
  employees: number;
  days: number;
  /** An existing database seeded by `npm run seed`; a temp one is seeded when absent. */
  database?: string | undefined;
}

export async function prepareData(options: DataOptions): Promise<BenchData> {
  const dir = options.database ? undefined : mkdtempSync(join(tmpdir(), 'ledgerline-bench-'));
  const sqlitePath = dir ? join(dir, 'bench.sqlite') : resolve(options.database!);
  const database = openDatabase({ sqlitePath });
  const { db } = database;
  try {
    let merchantId: string;
    if (dir) {
      await migrateToLatest(db);
      const started = performance.now();
      const seeded = await seedDemo(db, {
        employees: options.employees,
        days: options.days,
        seed: 7,
      });
      merchantId = seeded.merchantId;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`seeded ${sqlitePath} in ${seconds} s`);
    } else {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', DEMO_MERCHANT_SETTING)
        .executeTakeFirst();
      if (!row) throw new Error(`${sqlitePath} has no demo merchant (seed it with npm run seed)`);
      merchantId = row.value;
    }
    const count = async (table: 'employees' | 'timecards') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('merchant_id', '=', merchantId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const token = await issueToken(db, merchantId, ALL_SCOPES, 'bench');
    const revoked = await issueToken(db, merchantId, ALL_SCOPES, 'bench (revoked)');
    await revokeToken(db, revoked.id);
    const employees = await count('employees');
    const timecards = await count('timecards');
    return {
      sqlitePath,
      employees,
      timecards,
      token: token.token,
      revokedToken: revoked.token,
      async cleanup() {
        if (dir) {
          rmSync(dir, { recursive: true, force: true });
          return;
        }
        const reopened = openDatabase({ sqlitePath });
        await revokeToken(reopened.db, token.id);
        await reopened.close();
      },
    };
  } finally {
    await database.close();
  }
}
