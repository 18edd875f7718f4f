import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import { createAttempt, NotSentError, outcomeUnknown } from './attempt';

/** Keys key-1, key-2, … so a test can tell attempts apart. */
function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

/** A send whose outcome the test decides later, recording the keys it was sent with. */
function controlledSend() {
  const keys: string[] = [];
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const send = (key: string) => {
    keys.push(key);
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { send, keys, pending };
}

const refused = new ApiRequestError(400, [
  { message: 'amount_money too high', code: 'VALUE_TOO_HIGH' },
]);

describe('createAttempt', () => {
  it('sends once for a double click: the second call joins the first and gets its answer', async () => {
    const attempt = createAttempt(counter());
    const { send, keys, pending } = controlledSend();
    const first = attempt.run(send);
    const second = attempt.run(send);
    expect(attempt.pending).toBe(true);
    pending[0]?.resolve('refund-1');
    await expect(first).resolves.toBe('refund-1');
    await expect(second).resolves.toBe('refund-1');
    expect(keys).toEqual(['key-1']);
    expect(attempt.pending).toBe(false);
  });

  it('retries a send that got no answer (network failure) with the same key', async () => {
    const attempt = createAttempt(counter());
    const { send, keys, pending } = controlledSend();
    const first = attempt.run(send);
    pending[0]?.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const retry = attempt.run(send);
    pending[1]?.resolve('refund-1');
    await expect(retry).resolves.toBe('refund-1');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('keeps the key after a time-out and after a 5xx too', async () => {
    const attempt = createAttempt(counter());
    const { send, keys, pending } = controlledSend();
    const first = attempt.run(send);
    pending[0]?.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(first).rejects.toThrow();
    const second = attempt.run(send);
    pending[1]?.reject(new ApiRequestError(503, [{ message: 'unavailable' }]));
    await expect(second).rejects.toThrow();
    void attempt.run(send);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('starts a new attempt once the service answered, accepted or refused', async () => {
    const attempt = createAttempt(counter());
    const { send, keys, pending } = controlledSend();
    const refusedSend = attempt.run(send);
    pending[0]?.reject(refused);
    await expect(refusedSend).rejects.toBe(refused);
    const accepted = attempt.run(send);
    pending[1]?.resolve('refund-1');
    await accepted;
    void attempt.run(send);
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('keeps the key when the service says it was used with other details, or nothing was sent', async () => {
    const attempt = createAttempt(counter());
    const { send, keys, pending } = controlledSend();
    const lost = attempt.run(send);
    pending[0]?.reject(new TypeError('Failed to fetch'));
    await expect(lost).rejects.toThrow();
    const reused = attempt.run(send);
    pending[1]?.reject(
      new ApiRequestError(400, [{ message: 'reused', code: 'IDEMPOTENCY_KEY_REUSED' }]),
    );
    await expect(reused).rejects.toThrow();
    await expect(attempt.run(() => Promise.reject(new NotSentError()))).rejects.toThrow();
    void attempt.run(send);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('renews on request', () => {
    const attempt = createAttempt(counter());
    expect(attempt.key).toBe('key-1');
    attempt.renew();
    expect(attempt.key).toBe('key-2');
  });
});

describe('outcomeUnknown', () => {
  it('is true without an answer or with a 5xx, false for any 4xx', () => {
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    expect(outcomeUnknown(new ApiRequestError(500, []))).toBe(true);
    expect(outcomeUnknown(refused)).toBe(false);
    expect(outcomeUnknown(new ApiRequestError(402, [{ message: 'CARD_DECLINED' }]))).toBe(false);
  });

  it('is true when the key was used before (that earlier send got the answer), false when not sent', () => {
    const reused = new ApiRequestError(400, [{ message: 'x', code: 'IDEMPOTENCY_KEY_REUSED' }]);
    expect(outcomeUnknown(reused)).toBe(true);
    expect(outcomeUnknown(new NotSentError())).toBe(false);
  });
});
