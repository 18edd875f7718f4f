import { describe, expect, it } from 'vitest';
import { nextBatchToken } from './client';

describe('nextBatchToken', () => {
  it("reads the token from the reference's Link form", () => {
    const r = new Response('[]', {
      headers: { Link: "<http://h/v1/me/employees?limit=2&batch_token=abc.def>;rel='next'" },
    });
    expect(nextBatchToken(r)).toBe('abc.def');
  });

  it('returns undefined on the last page', () => {
    expect(nextBatchToken(new Response('[]'))).toBeUndefined();
  });
});
