import { z } from 'zod';
import { V2Address } from './common';
import { v1ListFields } from './lists';
import { REFUND_REASON_MAX } from './refunds';
import { V1Money, V1Tender } from './v1-transactions';
import { V1_ORDER_STATES } from './values';

/**
 * Online store orders (generation 1): `/v1/{location_id}/orders`. The moves an update may make
 * are the table of docs/decisions/2026-11-23-deposits-drawers-orders.md, defined once here so the
 * service applies it and the web offers only the actions it allows.
 */

export const V1OrderState = z.enum(V1_ORDER_STATES).meta({ id: 'V1OrderState' });

const V1OrderHistoryAction = z
  .enum([
    'ORDER_PLACED',
    'DECLINED',
    'PAYMENT_RECEIVED',
    'CANCELED',
    'COMPLETED',
    'REFUNDED',
    'EXPIRED',
  ])
  .meta({ id: 'V1OrderHistoryEntryAction' });

export const V1OrderAction = z
  .enum(['COMPLETE', 'CANCEL', 'REFUND'], { error: 'must be COMPLETE, CANCEL or REFUND' })
  .meta({ id: 'V1UpdateOrderRequestAction' });

export type V1OrderStateT = z.infer<typeof V1OrderState>;
export type V1OrderActionT = z.infer<typeof V1OrderAction>;
type V1OrderHistoryActionT = z.infer<typeof V1OrderHistoryAction>;

/** The optional fields of an update; each belongs to one action. */
export type V1OrderNoteField =
  'shipped_tracking_number' | 'completed_note' | 'canceled_note' | 'refunded_note';

/**
 * Longest value of each update field. A cancel or refund note becomes the reason of the refund it
 * makes, so it is bound by the refunds' reason limit.
 */
export const ORDER_FIELD_MAX: Record<V1OrderNoteField, number> = {
  shipped_tracking_number: 128,
  completed_note: 500,
  canceled_note: REFUND_REASON_MAX,
  refunded_note: REFUND_REASON_MAX,
};

/** What a move does to the order's card payment in the ledger. */
type OrderLedgerEffect = 'NONE' | 'VOID' | 'REFUND_REMAINING';

export interface OrderMove {
  from: V1OrderStateT;
  to: V1OrderStateT;
  /** The history entry the move records. */
  history: V1OrderHistoryActionT;
  ledger: OrderLedgerEffect;
}

/** The moves table: per action, the fields it takes and the states it moves from. */
export const ORDER_ACTIONS: Record<
  V1OrderActionT,
  { fields: readonly V1OrderNoteField[]; moves: readonly OrderMove[] }
> = {
  COMPLETE: {
    fields: ['shipped_tracking_number', 'completed_note'],
    moves: [{ from: 'OPEN', to: 'COMPLETED', history: 'COMPLETED', ledger: 'NONE' }],
  },
  CANCEL: {
    fields: ['canceled_note'],
    moves: [
      { from: 'PENDING', to: 'CANCELED', history: 'CANCELED', ledger: 'VOID' },
      { from: 'OPEN', to: 'CANCELED', history: 'CANCELED', ledger: 'REFUND_REMAINING' },
    ],
  },
  REFUND: {
    fields: ['refunded_note'],
    moves: [{ from: 'COMPLETED', to: 'REFUNDED', history: 'REFUNDED', ledger: 'REFUND_REMAINING' }],
  },
};

/** The move `action` makes from `state`, or undefined when the table has none. */
export function orderMove(action: V1OrderActionT, state: V1OrderStateT): OrderMove | undefined {
  return ORDER_ACTIONS[action].moves.find((m) => m.from === state);
}

/** The actions an order in `state` may take (none for CANCELED, REFUNDED, REJECTED). */
export function allowedActions(state: V1OrderStateT): V1OrderActionT[] {
  return V1OrderAction.options.filter((a) => orderMove(a, state) !== undefined);
}

const V1OrderHistoryEntry = z
  .object({
    action: V1OrderHistoryAction,
    created_at: z.string(),
  })
  .meta({ id: 'V1OrderHistoryEntry' });

export const V1Order = z
  .object({
    id: z.string(),
    buyer_email: z.string().optional(),
    recipient_name: z.string().optional(),
    recipient_phone_number: z.string().optional(),
    state: V1OrderState,
    shipping_address: V2Address.optional(),
    subtotal_money: V1Money,
    total_shipping_money: V1Money,
    total_tax_money: V1Money,
    total_price_money: V1Money.meta({
      description: 'subtotal + shipping + tax + discount (the discount is negative).',
    }),
    total_discount_money: V1Money.meta({ description: 'Negative or zero.' }),
    created_at: z.string(),
    updated_at: z.string(),
    expires_at: z.string().optional(),
    payment_id: z
      .string()
      .optional()
      .meta({
        description:
          'The V1Payment (GET /v1/{location_id}/payments/{payment_id}) paying for the order, ' +
          'once the order has a card payment.',
      }),
    buyer_note: z.string().optional(),
    completed_note: z.string().optional(),
    refunded_note: z.string().optional(),
    canceled_note: z.string().optional(),
    shipped_tracking_number: z
      .string()
      .optional()
      .meta({ description: 'Extension: the tracking number given with COMPLETE.' }),
    tender: V1Tender.optional().meta({
      description:
        'The card tender (a single object, not an array): id is the payment (tender) id; ' +
        'refunded_money shows what cancels and refunds gave back.',
    }),
    order_history: z
      .array(V1OrderHistoryEntry)
      .optional()
      .meta({ description: 'Oldest first; only on retrieveOrder and updateOrder.' }),
    promo_code: z.string().optional(),
    btc_receive_address: z.string().optional(),
    btc_price_satoshi: z.number().optional(),
  })
  .meta({
    id: 'V1Order',
    description:
      'An online store order. Money signs as generation 1: the discount is negative, so ' +
      'total_price = subtotal + shipping + tax + discount.',
  });

const noteField = (field: V1OrderNoteField) =>
  z
    .string({ error: 'must be a string' })
    .max(ORDER_FIELD_MAX[field], {
      error: `must be at most ${ORDER_FIELD_MAX[field]} characters`,
    })
    .optional();

export const V1UpdateOrderRequest = z
  .object({
    action: V1OrderAction,
    shipped_tracking_number: noteField('shipped_tracking_number').meta({
      description: 'Only with COMPLETE.',
    }),
    completed_note: noteField('completed_note').meta({ description: 'Only with COMPLETE.' }),
    canceled_note: noteField('canceled_note').meta({
      description: 'Only with CANCEL; also the reason of the refund a cancel makes.',
    }),
    refunded_note: noteField('refunded_note').meta({
      description: 'Only with REFUND; also the reason of the refund.',
    }),
  })
  .superRefine((b, ctx) => {
    const allowed = ORDER_ACTIONS[b.action].fields;
    for (const field of Object.keys(ORDER_FIELD_MAX) as V1OrderNoteField[]) {
      if (b[field] !== undefined && !allowed.includes(field)) {
        const owner = V1OrderAction.options.find((a) => ORDER_ACTIONS[a].fields.includes(field));
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `is allowed only with action ${owner}, not ${b.action}`,
        });
      }
    }
  })
  .meta({
    id: 'V1UpdateOrderRequest',
    description:
      'COMPLETE: OPEN → COMPLETED. CANCEL: PENDING → CANCELED (the authorised payment is ' +
      'voided) or OPEN → CANCELED (the payment is refunded in full). REFUND: COMPLETED → ' +
      'REFUNDED (what is left of the payment is refunded). Any other move is a 400.',
  });

export const V1ListOrdersQuery = z.object({
  ...v1ListFields,
  order: v1ListFields.order.meta({
    description: 'By created_at; default DESC (newest first).',
  }),
  state: V1OrderState.optional().meta({
    description: 'Extension: only orders in this state.',
  }),
});

/**
 * The back office's Online orders list (`GET /app/locations/{location_id}/orders`): the v1 list's
 * filters, order and paging, plus `q`, words each found in the order id or the buyer (email or
 * recipient name).
 */
export const AppListOrdersQuery = V1ListOrdersQuery.extend({
  q: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty; leave it out to list every order' })
    .max(200, { error: 'must be at most 200 characters' })
    .optional()
    .meta({
      description:
        "Words, each contained (any case) in the order id, the buyer's email or the recipient's " +
        'name: "quinn", "ord_7f3", "smith example.com".',
    }),
});

export type V1OrderT = z.infer<typeof V1Order>;
export type V1OrderHistoryEntryT = z.infer<typeof V1OrderHistoryEntry>;
export type V1UpdateOrderRequestT = z.output<typeof V1UpdateOrderRequest>;
export type V1ListOrdersQueryT = z.output<typeof V1ListOrdersQuery>;
export type AppListOrdersQueryT = z.output<typeof AppListOrdersQuery>;
