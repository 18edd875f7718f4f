import { describe, expect, it } from 'vitest';
import { consequenceText, findMove, offeredActions, refusalText } from './order-actions';

const usd = (amount: number) => ({ amount, currency_code: 'USD' });

describe("order actions from the contract's moves table", () => {
  it('offers only the moves the state allows', () => {
    expect(offeredActions('OPEN')).toEqual(['COMPLETE', 'CANCEL']);
    expect(offeredActions('PENDING')).toEqual(['CANCEL']);
    expect(offeredActions('COMPLETED')).toEqual(['REFUND']);
    for (const state of ['CANCELED', 'REFUNDED', 'REJECTED', 'SOMETHING_NEW', undefined]) {
      expect(offeredActions(state)).toEqual([]);
    }
    expect(findMove('CANCEL', 'OPEN')?.to).toBe('CANCELED');
    expect(findMove('REFUND', 'OPEN')).toBeUndefined();
  });

  it('says why an action is not available, naming the current state', () => {
    expect(refusalText('COMPLETE', 'CANCELED')).toBe(
      'Not available for a canceled order: only an open order can be completed.',
    );
    expect(refusalText('CANCEL', 'REFUNDED')).toBe(
      'Not available for a refunded order: only a pending or open order can be canceled.',
    );
    expect(refusalText('REFUND', 'OPEN')).toBe(
      'Not available for an open order: only a completed order can be refunded.',
    );
  });

  it('tells what the money does', () => {
    expect(consequenceText('REFUND', 'COMPLETED', usd(4250))).toMatch(
      /^The order becomes refunded\. The buyer is refunded \$42\.50 in full/,
    );
    expect(consequenceText('CANCEL', 'OPEN', usd(1000))).toMatch(
      /The buyer is refunded \$10\.00 in full/,
    );
    expect(consequenceText('CANCEL', 'PENDING', usd(1000))).toMatch(
      /authorization of \$10\.00 is voided/,
    );
    expect(consequenceText('COMPLETE', 'OPEN', usd(1000))).toMatch(
      /^The order becomes completed \(shipped\)\. .* stays as it is/,
    );
  });
});
