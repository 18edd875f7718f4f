import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db';

/** An app whose database fails every query, as after losing the database mid-flight. */
async function appWithBrokenDatabase() {
  const database = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(database.db);
  await database.close();
  return createApp({ database, config: { ...loadConfig({}), logRequests: false } });
}

const auth = { headers: { Authorization: 'Bearer EAAAanything' } };

describe('unexpected failures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answer 500 in the v1 envelope, log the error, and reveal nothing else', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await (await appWithBrokenDatabase()).request('/v1/me/employees', auth);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      type: 'internal_server_error',
      message: 'An unexpected error occurred.',
    });
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls)).not.toContain('EAAAanything');
  });

  it('answer 500 in the v2 envelope', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await (await appWithBrokenDatabase()).request('/v2/employees', auth);
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
