import { cutoffAfter, pacificDate } from './settle';

/**
 * Why an entry is in its deposit (issue 16 §5), from the same rule the settlement job settles by
 * (settle.ts): a ledger row belongs to the business day whose 10 p.m. Pacific cut-off first
 * follows its effective time; a deposit pays its day and any earlier day that made no deposit,
 * and any row that reached the service after its own day's deposit was made (before its period).
 */

type ReasonCode =
  'DAY_SALE' | 'EARLIER_DAY' | 'LATE_ARRIVAL' | 'REFUND_FROM_SALES' | 'RESENT' | 'ADJUSTMENT';

export interface ReasonInput {
  type: string;
  /** When the row counted (completed_at, refund updated_at, adjustment effective_at). */
  effective_at: string | null;
  payment_created_at: string | null;
  /** The FAILED deposit's business day when the entry was carried from it. */
  carried_from_business_date: string | null;
}

export interface EntryReason {
  code: ReasonCode;
  business_date: string;
  text: string;
}

/** "Mon, Nov 24" for a YYYY-MM-DD day. */
function dayWords(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** The business day of an instant: the Pacific date of the first cut-off after it. */
function businessDayOf(iso: string): string {
  return pacificDate(cutoffAfter(iso));
}

/** `periodStart`: the deposit's period_start; a row effective before it arrived late. */
export function entryReason(e: ReasonInput, depositDay: string, periodStart: string): EntryReason {
  const day = e.effective_at ? businessDayOf(e.effective_at) : depositDay;
  const earlier =
    day < depositDay
      ? ` ${dayWords(day)} made no deposit of its own (its entries summed to zero or came before the location's first deposit), so it is paid with this one.`
      : '';
  if (e.carried_from_business_date !== null) {
    return {
      code: 'RESENT',
      business_date: day,
      text: `Re-sent: it was in the deposit of ${dayWords(e.carried_from_business_date)}, which failed.`,
    };
  }
  if (e.effective_at !== null && e.effective_at < periodStart) {
    const what =
      e.type === 'CHARGE'
        ? 'Card sale'
        : e.type === 'REFUND'
          ? 'Refund'
          : e.type === 'HOLD_ADJUSTMENT'
            ? 'Hold for a disputed payment'
            : 'Adjustment';
    return {
      code: 'LATE_ARRIVAL',
      business_date: day,
      text: `${what} of ${dayWords(day)} that reached the service after that day's deposit was made (taken offline), so it is paid with this one.`,
    };
  }
  if (e.type === 'REFUND') {
    const paid = e.payment_created_at ? businessDayOf(e.payment_created_at) : null;
    const of = paid && paid !== day ? ` of a payment from ${dayWords(paid)}` : '';
    return {
      code: earlier ? 'EARLIER_DAY' : 'REFUND_FROM_SALES',
      business_date: day,
      text: `Refund${of} made on ${dayWords(day)}, taken from that day's card sales.${earlier}`,
    };
  }
  if (e.type === 'CHARGE') {
    return earlier
      ? {
          code: 'EARLIER_DAY',
          business_date: day,
          text: `Card sale of ${dayWords(day)}.${earlier}`,
        }
      : {
          code: 'DAY_SALE',
          business_date: day,
          text: `Card sale of ${dayWords(day)}, this deposit's business day.`,
        };
  }
  const what = e.type === 'HOLD_ADJUSTMENT' ? 'Hold for a disputed payment' : 'Adjustment';
  return {
    code: earlier ? 'EARLIER_DAY' : 'ADJUSTMENT',
    business_date: day,
    text: `${what}, effective ${dayWords(day)}.${earlier}`,
  };
}
