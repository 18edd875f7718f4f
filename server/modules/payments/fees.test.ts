import { describe, expect, it } from 'vitest';
import {
  CARD_NOT_PRESENT_RATE,
  CARD_PRESENT_RATE,
  feeRateFor,
  processingFee,
  refundedFee,
} from './fees';

describe('processing fees', () => {
  it('charges card present 2.6 % + 10 and card not present 2.9 % + 30, rounded half up', () => {
    expect(feeRateFor('CARD', 'EMV')).toBe(CARD_PRESENT_RATE);
    expect(feeRateFor('CARD', 'KEYED')).toBe(CARD_NOT_PRESENT_RATE);
    expect(feeRateFor('CARD', null)).toBe(CARD_NOT_PRESENT_RATE);
    expect(processingFee(1000, CARD_PRESENT_RATE)).toBe(36);
    expect(processingFee(1050, CARD_NOT_PRESENT_RATE)).toBe(60); // 30.45 → 30, + 30
    expect(processingFee(1_000_000, CARD_NOT_PRESENT_RATE)).toBe(29_030);
  });

  it('charges nothing for cash and never more than the total', () => {
    expect(feeRateFor('CASH', null)).toBeNull();
    expect(processingFee(5000, null)).toBe(0);
    expect(processingFee(20, CARD_NOT_PRESENT_RATE)).toBe(20);
  });

  it('gives back a share of the fee that never adds up to more than the fee', () => {
    const fee = processingFee(1001, CARD_NOT_PRESENT_RATE);
    const parts = [333, 333, 335].map((r) => refundedFee(fee, 1001, r));
    expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(fee);
    expect(refundedFee(fee, 1001, 1001)).toBe(fee);
  });
});
