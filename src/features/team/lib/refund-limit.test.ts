import { describe, expect, it } from 'vitest';
import { describeRefundLimit, refundLimitField, refundLimitText } from './refund-limit';

describe('refund limits', () => {
  it('reads blank as no limit and an amount as minor units', () => {
    const field = refundLimitField('USD');
    expect(field.parse('')).toBeNull();
    expect(field.parse(' 50 ')).toBe(5000);
    expect(field.parse('12.5')).toBe(1250);
  });

  it('refuses what is not an amount of the currency, saying how to write one', () => {
    const result = refundLimitField('USD').safeParse('12.345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must be an amount in USD such as 50.00, or blank for no limit',
    );
    expect(refundLimitField('JPY').safeParse('10.5').success).toBe(false);
  });

  it('shows a limit in the currency, and none as "No limit"', () => {
    expect(refundLimitText(5000, 'USD')).toBe('50.00');
    expect(refundLimitText(null, 'USD')).toBe('');
    expect(describeRefundLimit(null, 'USD')).toBe('No limit');
    expect(describeRefundLimit(5000, 'USD')).toMatch(/50\.00/);
  });
});
