import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readBody } from './body';
import type { AppEnv } from './env';

// In-process requests have no Node request: the body is read through the web stream.
function app() {
  return new Hono<AppEnv>()
    .use('*', readBody({ maxBytes: 10, timeoutMs: 1_000 }))
    .post('/v2/echo', async (c) => c.text(await c.req.text()));
}

function chunked(...parts: string[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
}

describe('readBody without a Node request', () => {
  it('keeps the body for the handler', async () => {
    const res = await app().request('/v2/echo', { method: 'POST', body: '{"a":"é"}' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"a":"é"}');
  });

  it('answers 413 with Connection: close for a chunked body above the limit', async () => {
    const res = await app().request('/v2/echo', {
      method: 'POST',
      body: chunked('0123456', '789ab'),
      headers: { 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({
      errors: [expect.objectContaining({ code: 'REQUEST_ENTITY_TOO_LARGE' })],
    });
  });
});
