/**
 * Wire shapes shared by the generation 1 operations of several modules (payments, refunds,
 * settlements, cash drawer shifts, orders): how money is written and the default time range of
 * a list. Shape only, no rule; it imports no other module.
 */
import { oneYearBefore, type V1MoneyT } from '@contract/v1-transactions';
import { nowStored } from '../../lib/time';

/** V1Money: `currency_code`, where generation 2 Money says `currency`. */
export const v1Money = (amount: number, currency: string): V1MoneyT => ({
  amount,
  currency_code: currency,
});

/**
 * The time range of listPayments, listRefunds and listSettlements (and of the generation 2
 * ListPaymentRefunds, which reads the same way): begin_time defaults to one year before
 * end_time, end_time to now.
 */
export function timeRangeDefaults(q: {
  begin_time?: string | undefined;
  end_time?: string | undefined;
}) {
  const end = q.end_time ?? nowStored();
  return { begin_time: q.begin_time ?? oneYearBefore(end), end_time: end };
}
