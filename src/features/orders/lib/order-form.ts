import { z } from 'zod';
import { ORDER_ACTIONS, V1UpdateOrderRequest, type V1OrderNoteField } from '@/api/schemas/orders';
import type { OrderAction } from './order-actions';

/** The inputs of `action`'s dialog: the fields the contract's table gives it. */
export function actionFields(action: OrderAction): readonly V1OrderNoteField[] {
  return ORDER_ACTIONS[action].fields;
}

export type ActionFormValues = { action: OrderAction } & Partial<Record<V1OrderNoteField, string>>;

/** An empty input is no value: the update leaves the field out rather than sending "". */
function withoutEmpty(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** The dialog's form: the contract's V1UpdateOrderRequest, with empty inputs left out. */
export const actionFormSchema = z.preprocess(
  withoutEmpty,
  V1UpdateOrderRequest,
) as unknown as z.ZodType<z.output<typeof V1UpdateOrderRequest>, ActionFormValues>;

/** Every input of `action` empty. */
export function actionFormDefaults(action: OrderAction): ActionFormValues {
  return { action, ...Object.fromEntries(actionFields(action).map((name) => [name, ''])) };
}
