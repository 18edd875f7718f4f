/**
 * The production entry point (`node build/server/main.js`): configuration from the environment,
 * migrations, the service; graceful shutdown on SIGTERM. It never seeds data or issues tokens.
 */
import { loadConfigOrExit } from './config';
import { runService } from './run';

await runService(loadConfigOrExit());
