import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries lost connections and 5xx up to twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(503, []))).toBe(true);
    expect(shouldRetry(2, new ApiRequestError(503, []))).toBe(false);
  });

  it('never retries 4xx or programming errors', () => {
    expect(shouldRetry(0, new ApiRequestError(400, []))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(401, []))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(404, []))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
