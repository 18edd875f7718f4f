import {
  ORDER_ACTIONS,
  orderMove,
  V1OrderState,
  type OrderMove,
  type V1OrderActionT,
  type V1OrderStateT,
} from '@/api/schemas/orders';
import { formatV1Money, stateLabel, type V1MoneyLike } from './order-format';

/**
 * The manager's three moves, offered and checked from the contract's moves table (`ORDER_ACTIONS`,
 * the one the service applies): only what the order's state allows is offered, and a dialog opened
 * on a disallowed move refuses it without sending.
 */

export type OrderAction = V1OrderActionT;

/** The action's words: the dialog's title, its confirm button, its toast. */
export const ACTION_TEXTS: Record<
  OrderAction,
  {
    verb: string;
    title: string;
    confirm: string;
    done: string;
    /** The dismiss: what stays if the manager changes their mind. */
    keep: string;
    /** Red for a move that cannot be undone. */
    color?: 'red';
  }
> = {
  COMPLETE: {
    verb: 'completed',
    title: 'Complete order',
    confirm: 'Complete order',
    done: 'Order completed',
    keep: 'Not now',
  },
  CANCEL: {
    verb: 'canceled',
    title: 'Cancel order',
    confirm: 'Cancel order',
    done: 'Order canceled',
    keep: 'Keep order',
    color: 'red',
  },
  REFUND: {
    verb: 'refunded',
    title: 'Refund order',
    confirm: 'Refund order',
    done: 'Order refunded',
    keep: 'Keep order as it is',
    color: 'red',
  },
};

/** A state as the contract knows it, or undefined for one it does not. */
function knownState(state: string | undefined): V1OrderStateT | undefined {
  const parsed = V1OrderState.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

/** The move `action` makes from `state`, if the table has one. */
export function findMove(action: OrderAction, state: string | undefined): OrderMove | undefined {
  const known = knownState(state);
  return known ? orderMove(action, known) : undefined;
}

/** The actions the table allows from `state`, in the contract's order. */
export function offeredActions(state: string | undefined): OrderAction[] {
  return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter(
    (action) => findMove(action, state) !== undefined,
  );
}

const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

/**
 * Why `action` is not offered for an order in `state`: "Not available for a canceled order: only
 * an open order can be completed."
 */
export function refusalText(action: OrderAction, state: string | undefined): string {
  const from = ORDER_ACTIONS[action].moves.map((move) => stateLabel(move.from).toLowerCase());
  const list =
    from.length <= 1 ? (from[0] ?? '') : `${from.slice(0, -1).join(', ')} or ${from.at(-1)}`;
  const current = stateLabel(state).toLowerCase();
  return `Not available for ${withArticle(current)} order: only ${withArticle(list)} order can be ${ACTION_TEXTS[action].verb}.`;
}

/** What confirming the move does, for the order and for the buyer's money (the table's ledger). */
export function consequenceText(
  action: OrderAction,
  state: string | undefined,
  total: V1MoneyLike | null | undefined,
): string {
  const amount = formatV1Money(total);
  const move = findMove(action, state);
  const outcome = `The order becomes ${stateLabel(move?.to).toLowerCase()}`;
  switch (move?.ledger) {
    case 'VOID':
      return `${outcome}. The buyer's authorization of ${amount} is voided: the card is not charged. This cannot be undone.`;
    case 'REFUND_REMAINING':
      return `${outcome}. The buyer is refunded ${amount} in full (what is left of the payment). This cannot be undone.`;
    default:
      return `${outcome} (shipped). The buyer's payment of ${amount} stays as it is; a completed order can still be refunded.`;
  }
}
