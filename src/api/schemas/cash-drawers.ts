import { z } from 'zod';
import { QueryInstant, SortOrder } from './common';
import { Device, V1Money } from './v1-transactions';

/** A cash drawer list spans at most this many days (the reference). */
export const CASH_DRAWER_MAX_RANGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_MS = CASH_DRAWER_MAX_RANGE_DAYS * DAY_MS;

const V1CashDrawerShiftEventType = z
  .enum(['OPEN', 'ENDED', 'CLOSED'])
  .meta({ id: 'V1CashDrawerShiftEventType' });

const V1CashDrawerEventType = z
  .enum([
    'NO_SALE',
    'CASH_TENDER_PAYMENT',
    'OTHER_TENDER_PAYMENT',
    'CASH_TENDER_CANCELED_PAYMENT',
    'OTHER_TENDER_CANCELED_PAYMENT',
    'CASH_TENDER_REFUND',
    'OTHER_TENDER_REFUND',
    'PAID_IN',
    'PAID_OUT',
  ])
  .meta({ id: 'V1CashDrawerEventEventType' });

const V1CashDrawerEvent = z
  .object({
    id: z.string(),
    employee_id: z.string().optional(),
    event_type: V1CashDrawerEventType,
    event_money: V1Money.meta({
      description: 'Signed: positive into the drawer (payments, paid in), negative out of it.',
    }),
    created_at: z.string(),
    description: z.string().optional(),
  })
  .meta({ id: 'V1CashDrawerEvent' });

export const V1CashDrawerShift = z
  .object({
    id: z.string(),
    event_type: V1CashDrawerShiftEventType.meta({ description: "The shift's current state." }),
    opened_at: z.string(),
    ended_at: z.string().optional(),
    closed_at: z.string().optional(),
    employee_ids: z.array(z.string()).meta({
      description: 'Every employee who opened, ended or closed the shift or recorded an event.',
    }),
    opening_employee_id: z.string().optional(),
    ending_employee_id: z.string().optional(),
    closing_employee_id: z.string().optional(),
    description: z.string().optional(),
    starting_cash_money: V1Money,
    cash_payment_money: V1Money,
    cash_refunds_money: V1Money.meta({ description: 'Negative or zero.' }),
    cash_paid_in_money: V1Money,
    cash_paid_out_money: V1Money.meta({ description: 'Positive or zero (money taken out).' }),
    expected_cash_money: V1Money.meta({
      description:
        'starting + cash payments + cash refunds (negative) + paid in − paid out: what the ' +
        'drawer should hold.',
    }),
    closed_cash_money: V1Money.optional().meta({
      description: 'Counted at close; present only once the shift is CLOSED.',
    }),
    device: Device.optional(),
    events: z.array(V1CashDrawerEvent).optional().meta({
      description: 'Only on retrieve, by created_at.',
    }),
  })
  .meta({
    id: 'V1CashDrawerShift',
    description:
      'A cash drawer shift (read-only). Has no created_at (as the reference); lists order by ' +
      'opened_at.',
  });

/**
 * The cash drawer list range, shared by the service and the web form: `begin_time` before
 * `end_time`, at most 90 days apart. A missing `end_time` is now and a missing `begin_time` is
 * 90 days before the end, so only the given bounds can break the rule. Issues name the field:
 * `end_time` when it is not after `begin_time` or too far after it (`begin_time` when only the
 * begin was given and lies over 90 days before now, or after now).
 */
function cashDrawerRangeIssue(
  range: { begin_time?: string | undefined; end_time?: string | undefined },
  now: Date = new Date(),
): { field: 'begin_time' | 'end_time'; message: string } | null {
  const { begin_time: begin, end_time: end } = range;
  if (begin === undefined) return null;
  const b = Date.parse(begin);
  const e = end === undefined ? now.getTime() : Date.parse(end);
  if (Number.isNaN(b) || Number.isNaN(e)) return null;
  const field = end === undefined ? 'begin_time' : 'end_time';
  if (e <= b) {
    return end === undefined
      ? { field, message: 'must be before end_time (default now)' }
      : { field, message: 'must be after begin_time' };
  }
  if (e - b > MAX_RANGE_MS) {
    return end === undefined
      ? {
          field,
          message: `must be at most ${CASH_DRAWER_MAX_RANGE_DAYS} days before end_time (default now)`,
        }
      : { field, message: `must be at most ${CASH_DRAWER_MAX_RANGE_DAYS} days after begin_time` };
  }
  return null;
}

/** `cashDrawerRangeIssue` as a zod refinement (`.superRefine(cashDrawerRangeRule)`). */
function cashDrawerRangeRule(
  range: { begin_time?: string | undefined; end_time?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const issue = cashDrawerRangeIssue(range);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

export const V1ListCashDrawerShiftsQuery = z
  .object({
    order: SortOrder.optional().meta({ description: 'By opened_at; default ASC.' }),
    begin_time: QueryInstant.optional().meta({
      description:
        'Inclusive: shifts opened at or after it. Default 90 days before end_time (with no ' +
        'end_time: now minus 90 days).',
    }),
    end_time: QueryInstant.optional().meta({
      description:
        'Exclusive: shifts opened before it. Default now; at most 90 days after begin_time.',
    }),
  })
  .superRefine(cashDrawerRangeRule);

export type V1CashDrawerShiftT = z.infer<typeof V1CashDrawerShift>;
export type V1CashDrawerEventT = z.infer<typeof V1CashDrawerEvent>;
export type V1CashDrawerEventTypeT = z.infer<typeof V1CashDrawerEventType>;
export type V1ListCashDrawerShiftsQueryT = z.output<typeof V1ListCashDrawerShiftsQuery>;
