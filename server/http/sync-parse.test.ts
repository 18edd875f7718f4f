import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestParsedSynchronously } from './sync-parse';

describe('requestParsedSynchronously', () => {
  it('parses a request part synchronously, with the same result as before', async () => {
    const body = z.object({ amount: z.number().int().positive(), note: z.string().optional() });
    const query = z.object({ limit: z.coerce.number().max(200) });
    const expected = [
      await body.safeParseAsync({ amount: 5 }),
      await body.safeParseAsync({ amount: -1, note: 3 }),
      await query.safeParseAsync({ limit: '500' }),
    ];
    requestParsedSynchronously({
      query,
      body: { content: { 'application/json': { schema: body } } },
    });
    const sync = vi.spyOn(body, 'safeParse');
    const results = [
      await body.safeParseAsync({ amount: 5 }),
      await body.safeParseAsync({ amount: -1, note: 3 }),
      await query.safeParseAsync({ limit: '500' }),
    ];
    expect(JSON.stringify(results)).toBe(JSON.stringify(expected));
    expect(sync).toHaveBeenCalledTimes(2);
  });

  it('keeps parsing a schema with an asynchronous rule asynchronously', async () => {
    const params = z
      .object({ id: z.string() })
      .refine((p) => Promise.resolve(p.id !== 'taken'), 'taken');
    requestParsedSynchronously({ params });
    expect((await params.safeParseAsync({ id: 'free' })).success).toBe(true);
    expect((await params.safeParseAsync({ id: 'taken' })).success).toBe(false);
  });
});
