/**
 * Child process of the profiler (`npm run bench:profile`, under tsx so its `--import` hooks see the
 * sources): the real service (`startServer`) on the SQLite file given as `DB_PATH`, or on
 * PostgreSQL when `DATABASE_URL` is set, with request logging off. Tells its parent the URL over
 * IPC, answers profile requests and stops cleanly on SIGTERM. `npm run bench` runs the built
 * service instead (`./children.ts`).
 */
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';
import { answerProfileRequests } from './profiler.mjs';

const config = { ...loadConfig(), port: 0, logRequests: false };
const server = await startServer(config);
answerProfileRequests();
process.send?.({ url: server.url });

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
