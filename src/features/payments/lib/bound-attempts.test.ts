import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import { createAttempt, NotSentError } from './attempt';
import { createAttemptBinding } from './bound-attempts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createAttemptBinding', () => {
  it('keeps an unanswered attempt bound to its body until an answer comes, then lets it go', async () => {
    const binding = createAttemptBinding<{ amount: number }>();
    const attempt = createAttempt(counter());
    const body = { amount: 100 };
    const sent: [string, number][] = [];
    await expect(
      binding.send('pay-1', attempt, body, (key, b) => {
        sent.push([key, b.amount]);
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    ).rejects.toThrow();
    expect(binding.get('pay-1')).toMatchObject({ body, sending: false, unknown: true });

    // Other details cannot go out under this payment while the outcome is unknown.
    await expect(
      binding.send('pay-1', createAttempt(counter()), { amount: 150 }, () => Promise.resolve(1)),
    ).rejects.toThrow(/only be sent again as it was/);
    // Offline: nothing sent, still unknown.
    await expect(
      binding.send('pay-1', attempt, body, () => Promise.reject(new NotSentError())),
    ).rejects.toThrow(NotSentError);
    expect(binding.get('pay-1')).toMatchObject({ unknown: true });

    await binding.send('pay-1', attempt, body, (key, b) => {
      sent.push([key, b.amount]);
      return Promise.resolve('refund');
    });
    expect(sent).toEqual([
      ['key-1', 100],
      ['key-1', 100],
    ]);
    expect(binding.get('pay-1')).toBeUndefined();
  });

  it('binds nothing after a refusal, or a first send that never left while offline', async () => {
    const binding = createAttemptBinding<string>();
    let notified = 0;
    binding.subscribe(() => notified++);
    const refused = new ApiRequestError(400, [{ message: 'too much', code: 'VALUE_TOO_HIGH' }]);
    await expect(
      binding.send('pay-2', createAttempt(), 'a', () => Promise.reject(refused)),
    ).rejects.toBe(refused);
    expect(binding.get('pay-2')).toBeUndefined();
    await expect(
      binding.send('pay-2', createAttempt(), 'b', () => Promise.reject(new NotSentError())),
    ).rejects.toThrow();
    expect(binding.get('pay-2')).toBeUndefined();
    expect(notified).toBe(4);
  });

  it('finds an unanswered attempt again after a reload (the tab’s storage), with its key and body', async () => {
    const before = createAttemptBinding<{ amount: number }>('test-bound');
    const attempt = createAttempt(counter());
    await expect(
      before.send('pay-3', attempt, { amount: 100 }, () =>
        Promise.reject(new TypeError('Failed to fetch')),
      ),
    ).rejects.toThrow();
    const after = createAttemptBinding<{ amount: number }>('test-bound');
    const found = after.get('pay-3');
    expect(found).toMatchObject({ body: { amount: 100 }, unknown: true, sending: false });
    const keys: string[] = [];
    await after.send('pay-3', found!.attempt, found!.body, (key) => {
      keys.push(key);
      return Promise.resolve('refund');
    });
    expect(keys).toEqual(['key-1']);
    expect(createAttemptBinding('test-bound').get('pay-3')).toBeUndefined();
  });
});
