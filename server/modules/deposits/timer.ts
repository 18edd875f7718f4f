import type { Database } from '../../db';
import { nowStored } from '../../lib/time';
import type { Logger } from '../../log';
import { closableAsOf, closeDueSettlements } from './settle';

export interface SettlementTimer {
  /** No further run starts; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Closes due days of every merchant every `intervalSeconds` (0: never) in the server process. The
 * timer does not keep the process alive; a failed run is logged and the next one tries again.
 * Runs never overlap; several instances may run it at once (the job is safe to race).
 */
export function startSettlementTimer(
  database: Database,
  intervalSeconds: number,
  logger: Logger,
): SettlementTimer {
  if (intervalSeconds === 0) return { stop: () => Promise.resolve() };
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = closeDueSettlements(database.db, database.engine, closableAsOf(nowStored()))
      .then((written) => {
        if (written > 0) logger.info({ written }, 'settlements written');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'settlement job failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
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
