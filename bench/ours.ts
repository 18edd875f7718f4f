/**
 * Child process of the benchmark: the real service (`startServer`) on the SQLite file given as
 * `DB_PATH`, or on PostgreSQL when `DATABASE_URL` is set, with request logging off. Tells its parent the URL over IPC, answers profile
 * requests and stops cleanly on SIGTERM.
 */
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';
import { answerProfileRequests } from './profiler';

const config = { ...loadConfig(), port: 0, logRequests: false };
const server = await startServer(config);
answerProfileRequests();
process.send?.({ url: server.url });

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
