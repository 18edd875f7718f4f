/**
 * `npx tsx scripts/seed.ts [--employees N] [--days N] [--payments N] [--seed N] [--database PATH]
 * [--reset]` seeds the demo merchant into an empty database and prints a full-scope access token.
 * `--payments` sets about how many payments the days hold (e.g. 1000000 for the benchmark).
 * DATABASE_URL (PostgreSQL) wins over --database, which wins over DB_PATH.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { migrateToLatest, openDatabase } from '../server/db';
import { DEMO_MERCHANT_SETTING, isDatabaseEmpty, seedDemo } from '../server/seed/demo';

const USAGE =
  'usage: npx tsx scripts/seed.ts [--employees N] [--days N] [--payments N] [--seed N]' +
  ' [--database PATH] [--reset]';

class UsageError extends Error {}

interface CliOptions {
  employees: number;
  days: number;
  payments: number | undefined;
  seed: number;
  databaseUrl: string | undefined;
  sqlitePath: string;
  reset: boolean;
}

function readFlags(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        employees: { type: 'string', default: '40' },
        days: { type: 'string', default: '90' },
        payments: { type: 'string' },
        seed: { type: 'string', default: '1' },
        database: { type: 'string' },
        reset: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    // Unknown flags, missing values and stray arguments.
    throw new UsageError((error as Error).message);
  }
}

function parseCli(args: string[]): CliOptions {
  const values = readFlags(args);
  const sqlitePath = values.database ?? process.env.DB_PATH ?? 'data/ledgerline.sqlite';
  return {
    employees: positiveInteger('--employees', values.employees),
    days: positiveInteger('--days', values.days),
    payments:
      values.payments === undefined ? undefined : positiveInteger('--payments', values.payments),
    seed: positiveInteger('--seed', values.seed),
    databaseUrl: process.env.DATABASE_URL || undefined,
    sqlitePath: sqlitePath === ':memory:' ? sqlitePath : resolve(sqlitePath),
    reset: values.reset,
  };
}

function positiveInteger(flag: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${flag} must be a positive integer, got "${text}"`);
  }
  return value;
}

function deleteSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

/** Seeds and returns the process exit code. */
async function run(options: CliOptions): Promise<number> {
  const target = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : options.sqlitePath;
  if (options.reset && !options.databaseUrl) deleteSqliteFiles(options.sqlitePath);
  const database = openDatabase({
    databaseUrl: options.databaseUrl,
    sqlitePath: options.sqlitePath,
  });
  const { db } = database;
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      console.error(
        options.databaseUrl
          ? `${target} already holds data, and --reset cannot clear PostgreSQL: ` +
              'point DATABASE_URL at an empty database.'
          : `${target} already holds data; pass --reset to delete it and seed afresh.`,
      );
      return 1;
    }
    const started = performance.now();
    const seeded = await seedDemo(db, {
      employees: options.employees,
      days: options.days,
      payments: options.payments,
      seed: options.seed,
    });
    await db
      .insertInto('settings')
      .values({ key: DEMO_MERCHANT_SETTING, value: seeded.merchantId })
      .execute();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const issued = await issueToken(db, seeded.merchantId, ALL_SCOPES, 'demo');
    console.log(`Seeded ${target} in ${seconds} s.`);
    console.log(`Merchant:   ${seeded.merchantId}  ${seeded.businessName}`);
    console.log(`Locations:  ${seeded.locationIds.length}`);
    console.log(`Employees:  ${seeded.employeeCount}`);
    console.log(`Timecards:  ${seeded.timecardCount}`);
    console.log(`Shifts:     ${seeded.shiftCount} (wages: ${seeded.wageCount})`);
    console.log(
      `Payments:   ${seeded.paymentCount} in ${seeded.checkoutCount} sales ` +
        `(refunds: ${seeded.refundCount})`,
    );
    console.log(
      `Drawers:    ${seeded.cashDrawerShiftCount} cash drawer shifts ` +
        `(events: ${seeded.cashDrawerEventCount})`,
    );
    console.log(`Orders:     ${seeded.orderCount} online store orders`);
    console.log(
      `Deposits:   ${seeded.settlementCount} settlements ` +
        `(bank accounts: ${seeded.bankAccountCount})`,
    );
    console.log(`Access token, all scopes (shown once): ${issued.token}`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(parseCli(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exitCode = 2;
}
