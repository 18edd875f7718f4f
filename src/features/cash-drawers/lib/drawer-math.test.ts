import { describe, expect, it } from 'vitest';
import { discrepancyOf, drawerSummary, shiftCurrency } from './drawer-math';

const usd = (amount: number) => ({ amount, currency_code: 'USD' });

describe('drawerSummary', () => {
  const closed = {
    event_type: 'CLOSED' as const,
    starting_cash_money: usd(10_000),
    cash_payment_money: usd(25_050),
    cash_refunds_money: usd(-1_500), // the wire sends refunds negative
    cash_paid_in_money: usd(2_000),
    cash_paid_out_money: usd(-3_000),
    expected_cash_money: usd(32_550),
    closed_cash_money: usd(32_050),
  };

  it('adds starting cash, payments and paid in, takes refunds and paid out away', () => {
    const s = drawerSummary(closed);
    expect(s.expected).toBe(10_000 + 25_050 - 1_500 + 2_000 - 3_000);
    expect(s.cashRefunds).toBe(-1_500);
    expect(s.paidOut).toBe(-3_000);
    expect(s.reportedExpected).toBe(32_550);
  });

  it('reads outgoing amounts by their size, whatever their sign on the wire', () => {
    const positiveOuts = {
      ...closed,
      cash_refunds_money: usd(1_500),
      cash_paid_out_money: usd(3_000),
    };
    expect(drawerSummary(positiveOuts).expected).toBe(drawerSummary(closed).expected);
  });

  it('a drawer counted $5.00 under what it should hold is short by $5.00', () => {
    const s = drawerSummary(closed);
    expect(s.counted).toBe(32_050);
    expect(s.difference).toBe(-500);
    expect(s.discrepancy).toBe('short');
  });

  it('a drawer counted over is over, one counted exactly is even', () => {
    expect(drawerSummary({ ...closed, closed_cash_money: usd(32_800) })).toMatchObject({
      difference: 250,
      discrepancy: 'over',
    });
    expect(drawerSummary({ ...closed, closed_cash_money: usd(32_550) })).toMatchObject({
      difference: 0,
      discrepancy: 'even',
    });
  });

  it('the difference is against the expected amount the service reported', () => {
    const s = drawerSummary({ ...closed, expected_cash_money: usd(33_000) });
    expect(s.expected).toBe(32_550);
    expect(s.difference).toBe(32_050 - 33_000);
  });

  it('an open or ended drawer has no count and no difference yet', () => {
    for (const event_type of ['OPEN', 'ENDED'] as const) {
      const s = drawerSummary({ ...closed, event_type });
      expect(s.counted).toBeUndefined();
      expect(s.difference).toBeUndefined();
      expect(s.discrepancy).toBeUndefined();
    }
  });

  it('missing amounts count as zero', () => {
    const s = drawerSummary({ event_type: 'OPEN', starting_cash_money: usd(5_000) });
    expect(s.expected).toBe(5_000);
    expect(s.currency).toBe('USD');
  });
});

describe('shiftCurrency', () => {
  it('takes the currency the amounts name, USD when none does', () => {
    expect(shiftCurrency({ starting_cash_money: { amount: 0, currency_code: 'JPY' } })).toBe('JPY');
    expect(shiftCurrency({})).toBe('USD');
  });
});

describe('discrepancyOf', () => {
  it('names the sign of counted − expected', () => {
    expect(discrepancyOf(-1)).toBe('short');
    expect(discrepancyOf(0)).toBe('even');
    expect(discrepancyOf(1)).toBe('over');
  });
});
