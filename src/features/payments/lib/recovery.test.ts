import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import type { PaymentT } from '@/api/schemas/payments';
import { recoverUnknownOutcome, safeToRetry, type RecoverySteps } from './recovery';

const payment = (status: PaymentT['status']): PaymentT => ({
  id: 'pay_1',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  amount_money: { amount: 1000, currency: 'USD' },
  total_money: { amount: 1000, currency: 'USD' },
  status,
  source_type: 'CARD',
  location_id: 'loc_1',
});

const v2 = (status: number, code: string, field?: string) =>
  new ApiRequestError(status, [{ code, message: code, ...(field ? { field } : {}) }]);

/** The three steps as the service would answer them; records what was called. */
function steps(answers: {
  cancel: () => Promise<unknown>;
  replay: () => Promise<{ payment?: PaymentT }>;
  now?: PaymentT;
}): RecoverySteps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    cancelByKey: (key) => (calls.push(`cancel ${key}`), answers.cancel()),
    replay: (key) => (calls.push(`replay ${key}`), answers.replay()),
    read: (id) => (calls.push(`read ${id}`), Promise.resolve(answers.now ?? payment('CANCELED'))),
  };
}

describe('recoverUnknownOutcome', () => {
  it('nothing charged: the cancel left a tombstone, the replay is refused on the key', async () => {
    const s = steps({
      cancel: () => Promise.resolve({}),
      replay: () => Promise.reject(v2(400, 'BAD_REQUEST', 'idempotency_key')),
    });
    const recovery = await recoverUnknownOutcome('k1', s);
    expect(recovery).toEqual({ kind: 'nothing-charged' });
    expect(safeToRetry(recovery)).toBe(true);
    expect(s.calls).toEqual(['cancel k1', 'replay k1']);
  });

  it('voided: the payment had been authorized; the replay finds it, now CANCELED', async () => {
    const s = steps({
      cancel: () => Promise.resolve({}),
      replay: () => Promise.resolve({ payment: payment('APPROVED') }),
      now: payment('CANCELED'),
    });
    const recovery = await recoverUnknownOutcome('k1', s);
    expect(recovery.kind).toBe('voided');
    expect(safeToRetry(recovery)).toBe(true);
  });

  it('went through: a completed payment cannot be voided and is never retried', async () => {
    const s = steps({
      cancel: () => Promise.reject(v2(400, 'DELAYED_TRANSACTION_CAPTURED')),
      replay: () => Promise.resolve({ payment: payment('COMPLETED') }),
      now: payment('COMPLETED'),
    });
    const recovery = await recoverUnknownOutcome('k1', s);
    expect(recovery.kind).toBe('went-through');
    expect(safeToRetry(recovery)).toBe(false);
  });

  it('a step without an answer rejects, so the user can run it again', async () => {
    const s = steps({
      cancel: () => Promise.reject(new TypeError('Failed to fetch')),
      replay: () => Promise.resolve({ payment: payment('APPROVED') }),
    });
    await expect(recoverUnknownOutcome('k1', s)).rejects.toThrow('Failed to fetch');
    expect(s.calls).toEqual(['cancel k1']);
  });
});
