import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './harness';

describe(`test harness (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('serves the OpenAPI document', async () => {
    const res = await api(server).get<{ openapi: string }>('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.openapi).toMatch(/^3\./);
  });

  it('rejects a request without a token', async () => {
    const res = await api(server).get('/v1/me/employees');
    expect(res.status).toBe(401);
  });

  it('accepts a token issued for the main merchant', async () => {
    const res = await api(server, await server.token()).get('/v1/me/employees');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
