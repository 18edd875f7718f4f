/**
 * A sale's lines as they are stored: one JSON array in `checkouts.itemizations` (migration 0014),
 * one positional array per line, in order. Lines are written once with their sale and read only
 * whole, with it (generation 1 payments, a payment's checkout), so a row, a primary key and an
 * index per line cost more on disk than the lines themselves.
 */

/** One line as a sale is recorded: the nested lists as their JSON text. */
export interface ItemizationLine {
  name: string;
  /** A decimal string, e.g. `1` or `0.5`. */
  quantity: string;
  itemization_type: string;
  /** JSON V1PaymentItemDetail. */
  item_detail: string | null;
  notes: string | null;
  item_variation_name: string | null;
  total_amount: number;
  single_quantity_amount: number;
  gross_sales_amount: number;
  discount_amount: number;
  net_sales_amount: number;
  /** JSON V1PaymentTax[], V1PaymentDiscount[], V1PaymentModifier[]. */
  taxes: string | null;
  discounts: string | null;
  modifiers: string | null;
}

/** One line as it is read: the nested lists parsed. */
export interface Itemization extends Omit<
  ItemizationLine,
  'item_detail' | 'taxes' | 'discounts' | 'modifiers'
> {
  item_detail: object | null;
  taxes: unknown[];
  discounts: unknown[];
  modifiers: unknown[];
}

/** The stored form of one line; the migration's SQL writes the same order. */
type Stored = [
  name: string,
  quantity: string,
  itemization_type: string,
  item_detail: object | null,
  notes: string | null,
  item_variation_name: string | null,
  total_amount: number,
  single_quantity_amount: number,
  gross_sales_amount: number,
  discount_amount: number,
  net_sales_amount: number,
  taxes: unknown[] | null,
  discounts: unknown[] | null,
  modifiers: unknown[] | null,
];

/** The column's value for `lines`: null for none. Nested JSON text is embedded as it is. */
export function encodeItemizations(lines: readonly ItemizationLine[]): string | null {
  if (lines.length === 0) return null;
  const s = JSON.stringify;
  const raw = (json: string | null) => json ?? 'null';
  const encoded = lines.map(
    (l) =>
      `[${s(l.name)},${s(l.quantity)},${s(l.itemization_type)},${raw(l.item_detail)},` +
      `${s(l.notes)},${s(l.item_variation_name)},${l.total_amount},${l.single_quantity_amount},` +
      `${l.gross_sales_amount},${l.discount_amount},${l.net_sales_amount},${raw(l.taxes)},` +
      `${raw(l.discounts)},${raw(l.modifiers)}]`,
  );
  return `[${encoded.join(',')}]`;
}

export function decodeItemizations(column: string | null): Itemization[] {
  if (column === null) return [];
  return (JSON.parse(column) as Stored[]).map((l) => ({
    name: l[0],
    quantity: l[1],
    itemization_type: l[2],
    item_detail: l[3],
    notes: l[4],
    item_variation_name: l[5],
    total_amount: l[6],
    single_quantity_amount: l[7],
    gross_sales_amount: l[8],
    discount_amount: l[9],
    net_sales_amount: l[10],
    taxes: l[11] ?? [],
    discounts: l[12] ?? [],
    modifiers: l[13] ?? [],
  }));
}
