import type { AppConfig } from './config';
import type { Database } from './db';
import { createLogger, type Logger } from './log';
import { startServer, type RunningServer } from './server';

export interface RunOptions {
  logger?: Logger;
  /** A database opened (and seeded) by the caller; the service closes it on shutdown. */
  database?: Database;
}

/**
 * Runs the service until SIGTERM or SIGINT, then shuts it down gracefully (finishing requests in
 * flight) and exits 0. A failure to start is logged and exits 1.
 */
export async function runService(config: AppConfig, options: RunOptions = {}) {
  const logger = options.logger ?? createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  let server: RunningServer;
  try {
    server = await startServer(config, { logger, database: options.database });
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
  logger.info(
    { url: server.url, metricsUrl: server.metricsUrl, engine: server.database.engine },
    'listening',
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down: finishing requests in flight');
      void server
        .shutdown()
        .then(async () => {
          // A database handed in is ours to close once every request is done.
          if (options.database) await options.database.close();
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
  return server;
}
