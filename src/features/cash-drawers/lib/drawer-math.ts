/**
 * The money of one cash drawer shift, as the manager reads it: what the drawer should hold
 * (`expected`), what was counted at close, and the difference between them. Amounts are integer
 * minor units; signs follow the wire (refunds and paid-out money may arrive negative), so every
 * part is read by its size and the summary gives it the sign of its effect on the drawer.
 */

/** V1Money as it travels: both fields optional. */
interface WireMoney {
  amount?: number | undefined;
  currency_code?: string | undefined;
}

/** The fields of a V1CashDrawerShift this module reads. */
export interface ShiftMoney {
  event_type?: 'OPEN' | 'ENDED' | 'CLOSED' | undefined;
  starting_cash_money?: WireMoney | undefined;
  cash_payment_money?: WireMoney | undefined;
  cash_refunds_money?: WireMoney | undefined;
  cash_paid_in_money?: WireMoney | undefined;
  cash_paid_out_money?: WireMoney | undefined;
  expected_cash_money?: WireMoney | undefined;
  closed_cash_money?: WireMoney | undefined;
}

export type Discrepancy = 'over' | 'short' | 'even';

export interface DrawerSummary {
  currency: string;
  starting: number;
  cashPayments: number;
  /** Money out: ≤ 0. */
  cashRefunds: number;
  paidIn: number;
  /** Money out: ≤ 0. */
  paidOut: number;
  /** starting + cash payments + cash refunds + paid in + paid out (both outs negative). */
  expected: number;
  /** What the service reported as expected; equal to `expected` unless the data is wrong. */
  reportedExpected: number | undefined;
  /** Counted at close; undefined until the shift is CLOSED. */
  counted: number | undefined;
  /** counted − expected: positive is over, negative is short; undefined until counted. */
  difference: number | undefined;
  discrepancy: Discrepancy | undefined;
}

const DEFAULT_CURRENCY = 'USD';

const size = (money: WireMoney | undefined) => Math.abs(money?.amount ?? 0);

/** The currency of the shift: the first of its amounts that names one. */
export function shiftCurrency(shift: ShiftMoney): string {
  const amounts = [
    shift.expected_cash_money,
    shift.starting_cash_money,
    shift.cash_payment_money,
    shift.closed_cash_money,
    shift.cash_refunds_money,
    shift.cash_paid_in_money,
    shift.cash_paid_out_money,
  ];
  return amounts.find((m) => m?.currency_code)?.currency_code ?? DEFAULT_CURRENCY;
}

/** Over, short or even, from counted − expected. */
export function discrepancyOf(difference: number): Discrepancy {
  return difference > 0 ? 'over' : difference < 0 ? 'short' : 'even';
}

/** The drawer's arithmetic, from the shift's sums. */
export function drawerSummary(shift: ShiftMoney): DrawerSummary {
  const starting = shift.starting_cash_money?.amount ?? 0;
  const cashPayments = shift.cash_payment_money?.amount ?? 0;
  const cashRefunds = -size(shift.cash_refunds_money);
  const paidIn = size(shift.cash_paid_in_money);
  const paidOut = -size(shift.cash_paid_out_money);
  const expected = starting + cashPayments + cashRefunds + paidIn + paidOut;
  const counted =
    shift.event_type === 'CLOSED' && shift.closed_cash_money?.amount !== undefined
      ? shift.closed_cash_money.amount
      : undefined;
  const reportedExpected = shift.expected_cash_money?.amount;
  // The difference is against what the service expected (what the point of sale showed), which
  // is the same sum unless the data is inconsistent.
  const difference = counted === undefined ? undefined : counted - (reportedExpected ?? expected);
  return {
    currency: shiftCurrency(shift),
    starting,
    cashPayments,
    cashRefunds,
    paidIn,
    paidOut,
    expected,
    reportedExpected,
    counted,
    difference,
    discrepancy: difference === undefined ? undefined : discrepancyOf(difference),
  };
}
