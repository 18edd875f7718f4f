/**
 * `node scripts/run.mjs <entry> [arguments]`: what `npm start`, `npm run token` and the other
 * service commands run. It builds what is missing or older than its sources (the service into
 * build/server/, and for `start` the web app into dist/), then runs the compiled entry in this
 * process, so signals reach it directly. Straight after `npm ci` this builds everything once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, ENTRIES, SERVER_BUILD_DIR } from './build-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const name = process.argv[2];
if (!name || !(name in ENTRIES)) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(ENTRIES).join('|')}> [arguments]`);
  process.exit(2);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/** The web app is rebuilt for `start` when dist/ (the default WEB_DIST) is missing or stale. */
function webAppIsStale() {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

await buildServerIfStale();
if (name === 'start' && (process.env.WEB_DIST ?? 'dist') === 'dist' && webAppIsStale()) {
  console.log('Building the web app…');
  const built = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The entry reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);
await import(pathToFileURL(join(SERVER_BUILD_DIR, `${name}.js`)).href);
