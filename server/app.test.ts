import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db';
import { createLogger } from './log';

/** A logger whose lines land in `lines`, parsed. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, logger: createLogger('info', destination) };
}

/** An app whose database fails every query, as after losing the database mid-flight. */
async function appWithBrokenDatabase() {
  const database = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(database.db);
  await database.close();
  const { lines, logger } = capturingLogger();
  const app = createApp({ database, config: { ...loadConfig({}), logRequests: false }, logger });
  return { app, lines };
}

const auth = { headers: { Authorization: 'Bearer EAAAanything', 'X-Request-Id': 'req-500' } };

describe('unexpected failures', () => {
  it('answer 500 in the v1 envelope, log the error with the request id, and reveal nothing else', async () => {
    const { app, lines } = await appWithBrokenDatabase();
    const res = await app.request('/v1/me/employees', auth);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      type: 'internal_server_error',
      message: 'An unexpected error occurred.',
    });
    const logged = lines.filter((l) => l.level === 'error');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      reqId: 'req-500',
      route: '/v1/me/employees',
      msg: 'unexpected error',
    });
    expect(JSON.stringify(lines)).not.toContain('EAAAanything');
  });

  it('answer 500 in the v2 envelope', async () => {
    const { app } = await appWithBrokenDatabase();
    const res = await app.request('/v2/employees', auth);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      errors: [
        {
          category: 'API_ERROR',
          code: 'INTERNAL_SERVER_ERROR',
          detail: 'An unexpected error occurred.',
        },
      ],
    });
  });
});
