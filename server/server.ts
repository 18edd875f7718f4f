import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppConfig } from './config';
import { migrateToLatest, openDatabase, type Database } from './db';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  close(): Promise<void>;
}

/**
 * Opens (or reuses) the database, applies migrations and listens. `port: 0` picks a free port,
 * which the tests use to run many real servers side by side.
 */
export async function startServer(config: AppConfig, existing?: Database): Promise<RunningServer> {
  const database =
    existing ?? openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database.db);
  const app = createApp({ database, config });
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolveServer(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    port,
    database,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      if (!existing) await database.close();
    },
  };
}
