import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile';

describe('deposit reconciliation', () => {
  it('adds amounts and fees, and reconciles when they give the total', () => {
    const result = reconcile(
      [
        { amount: 10_000, fee: -290 },
        { amount: 2_550, fee: -104 },
        { amount: -1_000, fee: 0 },
        { amount: 500, fee: 0 },
      ],
      11_656,
    );
    expect(result).toEqual({
      amounts: 12_050,
      fees: -394,
      net: 11_656,
      total: 11_656,
      difference: 0,
      reconciled: true,
    });
  });

  it('flags a total that the entries do not give, with the difference', () => {
    const result = reconcile(
      [
        { amount: 10_000, fee: -290 },
        { amount: 2_550, fee: -104 },
      ],
      12_200,
    );
    expect(result.net).toBe(12_156);
    expect(result.reconciled).toBe(false);
    expect(result.difference).toBe(44);
  });

  it('reconciles a withdrawal (negative total) and flags an entry missing from it', () => {
    const entries = [
      { amount: -5_000, fee: 0 },
      { amount: 1_200, fee: -65 },
    ];
    expect(reconcile(entries, -3_865).reconciled).toBe(true);
    const missing = reconcile(entries.slice(1), -3_865);
    expect(missing.reconciled).toBe(false);
    expect(missing.difference).toBe(-5_000);
  });

  it('does not reconcile a deposit without entries unless its total is 0', () => {
    expect(reconcile([], 100)).toMatchObject({ net: 0, difference: 100, reconciled: false });
  });
});
