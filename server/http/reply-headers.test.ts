import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { EVERY_REPLY_HEADERS, replyHeaderDefault, SECURE_HEADER_OPTIONS } from './reply-headers';
import type { AppEnv } from './env';
import { NO_CONTENT_POLICY } from './web';

describe('the headers every reply carries', () => {
  it('are what hono’s secureHeaders sets with our options, and a policy that loads nothing', async () => {
    const app = new Hono().use(secureHeaders(SECURE_HEADER_OPTIONS)).get('/', (c) => c.text(''));
    const res = await app.request('/');
    const secure = [...res.headers].filter(([name]) => name !== 'content-type');
    const ours = EVERY_REPLY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]);
    expect(Object.fromEntries(ours)).toEqual({
      ...Object.fromEntries(secure),
      'content-security-policy': NO_CONTENT_POLICY,
    });
  });

  it('leave a header the answer sets itself', async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        await next();
        for (const [name, value] of EVERY_REPLY_HEADERS) replyHeaderDefault(c, name, value);
      })
      .get('/page', (c) => c.html('<p>', 200, { 'Content-Security-Policy': "default-src 'self'" }))
      .get('/data', (c) => c.json({}));
    const page = await app.request('/page');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    const data = await app.request('/data');
    expect(data.headers.get('content-security-policy')).toBe(NO_CONTENT_POLICY);
    expect(data.headers.get('x-frame-options')).toBe('DENY');
  });
});
