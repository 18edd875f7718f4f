import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, OPENAPI_PATH, renderContract } from './contract';

describe('generated contract files', () => {
  it('match the zod contract (run `npm run generate` when this fails)', async () => {
    const { openapi, clientTypes } = await renderContract();
    expect(readFileSync(OPENAPI_PATH, 'utf8'), `${OPENAPI_PATH} is stale`).toBe(openapi);
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8'), `${CLIENT_TYPES_PATH} is stale`).toBe(
      clientTypes,
    );
  }, 30_000);
});
