import { sql } from 'kysely';
import type { Database } from '../../db';
import { nowStored } from '../../lib/time';
import type { Logger } from '../../log';
import { closableAsOf, closeDueSettlements } from './settle';

/**
 * The settlement job on a schedule (docs/decisions/2026-11-25-settlement-job.md): the only place
 * a running service closes days. No request does: a list reads the settlements already written.
 */

/**
 * The PostgreSQL advisory lock one run holds for its whole duration, so that of several
 * instances over one database one runs the job at a time; the others skip that turn. Any fixed
 * number does (the service takes no other advisory lock); this one stays a safe JS integer.
 */
export const SETTLEMENT_JOB_LOCK = 0x1ed6_e115_e77e_0b;

export interface JobRun {
  /** false: another instance was running the job (PostgreSQL), so this one did nothing. */
  ran: boolean;
  /** Settlements written by this run. */
  written: number;
}

/**
 * One run of the job: every settlement due at `now` (cut-offs at least the grace ago), for every
 * merchant. On PostgreSQL it holds {@link SETTLEMENT_JOB_LOCK} on one connection of the pool for
 * the run and works on that connection; a run that cannot take the lock returns at once. The
 * lock goes with the session, so an instance that dies mid-run frees it. On SQLite the process
 * is the database's only writer, and a write transaction is exclusive anyway.
 */
export async function runSettlementJob(
  database: Pick<Database, 'db' | 'engine'>,
  now: string = nowStored(),
): Promise<JobRun> {
  const asOf = closableAsOf(now);
  if (database.engine === 'sqlite') {
    return { ran: true, written: await closeDueSettlements(database.db, 'sqlite', asOf) };
  }
  return database.db.connection().execute(async (conn) => {
    const lock = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${SETTLEMENT_JOB_LOCK}::bigint) as locked`.execute(conn);
    if (lock.rows[0]?.locked !== true) return { ran: false, written: 0 };
    try {
      return { ran: true, written: await closeDueSettlements(conn, 'postgres', asOf) };
    } finally {
      await sql`select pg_advisory_unlock(${SETTLEMENT_JOB_LOCK}::bigint)`.execute(conn);
    }
  });
}

export interface SettlementSchedule {
  /** No further run starts; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the job once at start and then every `intervalSeconds` (0: never; tests run it
 * themselves). The timer does not keep the process alive; runs of one process never overlap; a
 * failed run is logged and the next one tries again.
 */
export function startSettlementJob(
  database: Database,
  intervalSeconds: number,
  logger: Logger,
): SettlementSchedule {
  if (intervalSeconds === 0) return { stop: () => Promise.resolve() };
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = runSettlementJob(database)
      .then(({ ran, written }) => {
        if (written > 0) logger.info({ written }, 'settlements written');
        else logger.debug({ ran }, ran ? 'no settlement due' : 'settlement job ran elsewhere');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'settlement job failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
