/**
 * A sale's lines as they are stored: one JSON array in `checkouts.itemizations` (migration 0014),
 * one positional array per line, in order. Lines are written once with their sale and read only
 * whole, with it (generation 1 payments, a payment's checkout), so a row, a primary key and an
 * index per line cost more on disk than the lines themselves.
 *
 * Since migration 0015 what a line would repeat is packed (about 60 % of the column): a line's tax
 * is `[i, amount]`, the sale's `taxes[i]` with that amount; a discount or modifier is `[name,
 * amount, id?]`; an item detail is `[category_name, sku, item_id, item_variation_id]`, or since
 * migration 0018 `[category_name, sku, ids]` when both ids are UUIDs (`ids`: the two as 22
 * base64url characters each, {@link compactIds}); money is in
 * the sale's currency. A value is packed only when unpacking gives it back exactly (same keys, same
 * order), so anything else stays as it was given, and lines written before 0015 read as they are.
 * The sale's own taxes are packed the same way since migration 0018 ({@link encodeSaleTaxes}).
 *
 * Since migration 0020 what names a line's item (its name, type, packed item detail and variation
 * name: the same on every sale of the item) is stored once per merchant in `sale_items`, and the
 * line holds its key instead ({@link SaleItems}).
 *
 * Since migration 0023 a sale's tax is interned the same way (its name, rate, inclusion type and
 * fee id in `sale_items`, its amount with the sale), so is its device ({@link internDevice}), and
 * the column is stored compressed ({@link compressItemizations}).
 */
import { hash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

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

/** What a sale's lines are packed against: its currency and its taxes (`checkouts.taxes`). */
export interface SaleOfLines {
  currency: string;
  /** The column's JSON text (packed or not), or already decoded. */
  taxes: string | readonly unknown[] | null;
}

/** The stored form of one line; the migrations' SQL and code write the same order. */
type Stored = [
  name: string,
  quantity: string,
  itemization_type: string,
  item_detail: unknown,
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

/**
 * A line whose item is in `sale_items` (0020): `[[key], quantity, notes, total_amount, …,
 * modifiers]`, {@link Stored} without the item's values (name, type, detail, variation name), which
 * the entry holds as `[name, itemization_type, item_detail, item_variation_name]`. A line's name is
 * a string in every other form, so the array in its place tells this one apart.
 */
type Interned = [ref: [key: string], quantity: string, notes: string | null, ...rest: unknown[]];

/**
 * A merchant's `sale_items` entries, key → the entry's JSON text. A key is the first 96 bits of the
 * SHA-256 of the text (base64url): entries are only ever inserted, never changed, so one found or
 * cached by its key is always the one written.
 */
export type SaleItems = ReadonlyMap<string, string>;

/** The key of a `sale_items` entry. */
function itemKey(item: string): string {
  return hash('sha256', item, 'base64url').slice(0, 16);
}

/**
 * The keys of the entries a stored column refers to (found in the text, without parsing it):
 * `checkouts.itemizations` or `checkouts.taxes`.
 */
export function itemKeys(stored: StoredItemizations | null): string[] {
  const column = itemizationsText(stored);
  if (column === null) return [];
  return Array.from(column.matchAll(/\[\["([\w-]{16})"\]/g), (m) => m[1]!);
}

/** `l` with its item's values in `items` (added there) and its key in their place. */
function intern(l: Stored, items: Map<string, string>): Interned | Stored {
  const item = JSON.stringify([l[0], l[2], l[3], l[5]]);
  const key = itemKey(item);
  const interned: Interned = [[key], l[1], l[4], ...l.slice(6)];
  if (!same(expand(interned, new Map([[key, item]])), l)) return l;
  items.set(key, item);
  return interned;
}

/** A stored line in the form {@link Stored}, its item's values read from `items` if interned. */
function expand(l: Interned | Stored, items: SaleItems | undefined): Stored {
  const ref = l[0];
  if (!Array.isArray(ref)) return l as Stored;
  const item = items?.get(ref[0]);
  if (item === undefined) throw new Error(`sale item ${ref[0]} is not loaded`);
  const [name, type, detail, variation] = JSON.parse(item) as unknown[];
  const [, quantity, notes, ...rest] = l as Interned;
  return [name, quantity, type, detail, notes, variation, ...rest] as Stored;
}

const DETAIL_KEYS = ['category_name', 'sku', 'item_id', 'item_variation_id'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Lower-case UUIDs as 22 base64url characters each, concatenated; undefined if one is not one. */
function compactIds(...ids: unknown[]): string | undefined {
  let out = '';
  for (const id of ids) {
    if (typeof id !== 'string' || !UUID.test(id)) return undefined;
    out += Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
  }
  return out;
}

/** The `i`-th UUID of {@link compactIds}' text. */
function fullId(compact: string, i: number): string {
  const hex = Buffer.from(compact.slice(i * 22, i * 22 + 22), 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What packing or unpacking does to each kind of value. */
interface ValueMap {
  detail(v: unknown): unknown;
  tax(v: unknown): unknown;
  adjustment(v: unknown, idKey: string): unknown;
}

/** `l` with its item detail, taxes, discounts and modifiers mapped through `f`. */
function mapLine(l: Stored, f: ValueMap): Stored {
  const out = [...l] as Stored;
  out[3] = f.detail(l[3]);
  out[11] = l[11]?.map((t) => f.tax(t)) ?? null;
  out[12] = l[12]?.map((x) => f.adjustment(x, 'discount_id')) ?? null;
  out[13] = l[13]?.map((x) => f.adjustment(x, 'modifier_option_id')) ?? null;
  return out;
}

/** Unpacks one stored line's values: packed arrays become the objects they stand for. */
class Unpacker implements ValueMap {
  private saleTaxes: readonly unknown[] | undefined;

  constructor(
    private readonly sale: SaleOfLines,
    private readonly items?: SaleItems,
  ) {}

  private money(amount: unknown) {
    return { amount, currency_code: this.sale.currency };
  }

  private taxList(): readonly unknown[] {
    if (this.saleTaxes === undefined) {
      const t = this.sale.taxes;
      this.saleTaxes =
        typeof t === 'string' ? decodeSaleTaxes(t, this.sale.currency, this.items) : (t ?? []);
    }
    return this.saleTaxes;
  }

  detail(v: unknown): unknown {
    if (!Array.isArray(v)) return v;
    const values =
      v.length === 3 && typeof v[2] === 'string'
        ? [v[0], v[1], fullId(v[2], 0), fullId(v[2], 1)]
        : v;
    const d: Obj = {};
    DETAIL_KEYS.forEach((key, i) => {
      if (values[i] !== null) d[key] = values[i];
    });
    return d;
  }

  tax(v: unknown): unknown {
    if (!Array.isArray(v)) return v;
    const of = this.taxList()[v[0] as number];
    if (!isObject(of)) return undefined;
    const t: Obj = {};
    for (const [key, value] of Object.entries(of)) {
      t[key] = key === 'applied_money' ? this.money(v[1]) : value;
    }
    return t;
  }

  adjustment(v: unknown, idKey: string): unknown {
    if (!Array.isArray(v)) return v;
    const x: Obj = { name: v[0], applied_money: this.money(v[1]) };
    if (v.length > 2) x[idKey] = v[2];
    return x;
  }

  line(l: Stored): Stored {
    return mapLine(l, this);
  }
}

/** Packs one line's values where unpacking gives them back exactly. */
class Packer implements ValueMap {
  private readonly unpack: Unpacker;
  private readonly taxCount: number;

  /** `compact`: item ids as {@link compactIds} (0018's form); 0015's form otherwise. */
  constructor(
    sale: SaleOfLines,
    private readonly compact = true,
  ) {
    this.unpack = new Unpacker(sale);
    const t = sale.taxes;
    this.taxCount = typeof t === 'string' ? (JSON.parse(t) as unknown[]).length : (t?.length ?? 0);
  }

  detail(v: unknown): unknown {
    if (!isObject(v)) return v;
    const ids = this.compact ? compactIds(v.item_id, v.item_variation_id) : undefined;
    const packed =
      ids === undefined
        ? DETAIL_KEYS.map((key) => v[key] ?? null)
        : [v.category_name ?? null, v.sku ?? null, ids];
    return same(this.unpack.detail(packed), v) ? packed : v;
  }

  tax(v: unknown): unknown {
    if (!isObject(v) || !isObject(v.applied_money)) return v;
    for (let i = 0; i < this.taxCount; i++) {
      const packed = [i, v.applied_money.amount];
      if (same(this.unpack.tax(packed), v)) return packed;
    }
    return v;
  }

  adjustment(v: unknown, idKey: string): unknown {
    if (!isObject(v) || !isObject(v.applied_money)) return v;
    const packed = [v.name, v.applied_money.amount];
    if (idKey in v) packed.push(v[idKey]);
    return same(this.unpack.adjustment(packed, idKey), v) ? packed : v;
  }

  line(l: Stored): Stored {
    return mapLine(l, this);
  }
}

/**
 * A sale's tax as `checkouts.taxes` holds it since migration 0018: `[name, amount, rate,
 * inclusion_type, fee_id?]`, its money in the sale's currency, the fee id a UUID as
 * {@link compactIds}.
 */
function unpackSaleTax(stored: unknown, currency: string): unknown {
  if (!Array.isArray(stored)) return stored;
  const v = stored as unknown[];
  const t: Obj = {
    name: v[0],
    applied_money: { amount: v[1], currency_code: currency },
    rate: v[2],
    inclusion_type: v[3],
  };
  if (v.length > 4) t.fee_id = fullId(v[4] as string, 0);
  return t;
}

function packSaleTax(v: unknown, currency: string): unknown {
  if (!isObject(v) || !isObject(v.applied_money)) return v;
  const packed = [v.name, v.applied_money.amount, v.rate, v.inclusion_type];
  if ('fee_id' in v) {
    const fee = compactIds(v.fee_id);
    if (fee === undefined) return v;
    packed.push(fee);
  }
  // Through JSON as it is stored, so a missing value cannot come back as a null.
  const stored = JSON.parse(JSON.stringify(packed)) as unknown[];
  return same(unpackSaleTax(stored, currency), v) ? stored : v;
}

/**
 * A packed sale tax interned (0023): `[[key], amount]`, its `sale_items` entry `[name, rate,
 * inclusion_type, fee_id?]` (added to `items`), the same on every sale of the tax. A later change
 * to the catalog's tax writes a new entry, so a sale reads the tax as it was sold.
 */
function internTax(packed: unknown, items: Map<string, string>): unknown {
  if (!Array.isArray(packed) || typeof packed[0] !== 'string') return packed;
  const [name, amount, ...rest] = packed as unknown[];
  const entry = JSON.stringify([name, ...rest]);
  const key = itemKey(entry);
  const interned = [[key], amount];
  if (!same(expandTax(interned, new Map([[key, entry]])), packed)) return packed;
  items.set(key, entry);
  return interned;
}

/** A stored sale tax in its packed form, its entry read from `items` if interned. */
function expandTax(stored: unknown, items: SaleItems | undefined): unknown {
  if (!Array.isArray(stored) || !Array.isArray(stored[0])) return stored;
  const key = (stored[0] as string[])[0]!;
  const entry = items?.get(key);
  if (entry === undefined) throw new Error(`sale item ${key} is not loaded`);
  const [name, ...rest] = JSON.parse(entry) as unknown[];
  return [name, stored[1], ...rest];
}

/**
 * The `checkouts.taxes` value for a sale's taxes (JSON V1PaymentTax[]): each tax packed where
 * unpacking gives it back exactly, as it was given otherwise. With `items`, each packed tax is
 * interned: its `sale_items` entry is added there (for the caller to store with the sale).
 */
export function encodeSaleTaxes(
  taxes: string | null,
  currency: string,
  items?: Map<string, string>,
): string | null {
  if (taxes === null) return null;
  return JSON.stringify(
    (JSON.parse(taxes) as unknown[]).map((t) => {
      const packed = packSaleTax(t, currency);
      return items ? internTax(packed, items) : packed;
    }),
  );
}

/**
 * A sale's taxes as V1PaymentTax objects, from the column packed or not; `[]` for null. `items`
 * holds the entries of its interned ones ({@link itemKeys}).
 */
export function decodeSaleTaxes(
  column: string | null,
  currency: string,
  items?: SaleItems,
): unknown[] {
  if (column === null) return [];
  return (JSON.parse(column) as unknown[]).map((t) => unpackSaleTax(expandTax(t, items), currency));
}

/**
 * A stored `checkouts.taxes` with its packed taxes interned (`intern`: their entries are added
 * there) or expanded back from `read`; for migration 0023.
 */
export function reinternSaleTaxes(
  column: string,
  items: { intern: Map<string, string> } | { read: SaleItems },
): string {
  const taxes = JSON.parse(column) as unknown[];
  return JSON.stringify(
    'intern' in items
      ? taxes.map((t) => internTax(t, items.intern))
      : taxes.map((t) => expandTax(t, items.read)),
  );
}

/** A sale's device (`checkouts.device`, 0023): its `sale_items` entry's key, null for none. */
export function internDevice(
  device: { id: string | null; name: string | null },
  items: Map<string, string>,
): string | null {
  if (device.id === null && device.name === null) return null;
  const entry = JSON.stringify([device.id, device.name]);
  const key = itemKey(entry);
  items.set(key, entry);
  return key;
}

/** The device a `checkouts.device` key stands for, from its entry in `items`. */
export function deviceOf(
  key: string | null,
  items: SaleItems,
): { id: string | null; name: string | null } {
  if (key === null) return { id: null, name: null };
  const entry = items.get(key);
  if (entry === undefined) throw new Error(`sale item ${key} is not loaded`);
  const [id, name] = JSON.parse(entry) as [string | null, string | null];
  return { id, name };
}

/**
 * `checkouts.itemizations` as stored: JSON text, or since migration 0023 bytes, either the text
 * compressed (a first byte of {@link DEFLATED}) or, on PostgreSQL, the text as UTF-8 (0023 turned
 * the column into bytea; JSON text starts with `[`).
 */
export type StoredItemizations = string | Uint8Array;

/** The format byte of deflate-raw with {@link DICTIONARY}; another format takes another byte. */
const DEFLATED = 1;
/**
 * The preset dictionary of format {@link DEFLATED}: only the JSON scaffolding every sale's lines
 * repeat (brackets, nulls, an interned line's key quotes, a first tax), no data of any shop. It is
 * part of the format: changing it needs a new format byte, or stored sales no longer read.
 */
const DICTIONARY = Buffer.from(
  '],[["' +
    ',[[1,' +
    ',null,' +
    '"],"2",null,' +
    ',0,' +
    ']],null,null]' +
    '"],"1",null,' +
    ',[[0,' +
    '[[["',
);

/** The stored form of a sale's lines' column value (from {@link encodeItemizations}). */
export function compressItemizations(text: string | null): Buffer | null {
  if (text === null) return null;
  const packed = deflateRawSync(text, { level: 9, dictionary: DICTIONARY });
  return Buffer.concat([Buffer.from([DEFLATED]), packed]);
}

/** A stored `checkouts.itemizations` value as its JSON text. */
export function itemizationsText(column: StoredItemizations | null): string | null {
  if (column === null || typeof column === 'string') return column;
  const bytes = Buffer.from(column.buffer, column.byteOffset, column.byteLength);
  if (bytes[0] !== DEFLATED) return bytes.toString('utf8');
  return inflateRawSync(bytes.subarray(1), { dictionary: DICTIONARY }).toString('utf8');
}

const parse = (json: string | null): unknown[] | null =>
  json === null ? null : (JSON.parse(json) as unknown[]);

/**
 * The column's value for `lines` of `sale`: null for none. With `items`, each line's item is
 * interned: its `sale_items` entry is added there (for the caller to store with the sale).
 */
export function encodeItemizations(
  lines: readonly ItemizationLine[],
  sale: SaleOfLines,
  items?: Map<string, string>,
): string | null {
  if (lines.length === 0) return null;
  const packer = new Packer(sale);
  return JSON.stringify(
    lines.map((l) => {
      const packed = packer.line([
        l.name,
        l.quantity,
        l.itemization_type,
        l.item_detail === null ? null : JSON.parse(l.item_detail),
        l.notes,
        l.item_variation_name,
        l.total_amount,
        l.single_quantity_amount,
        l.gross_sales_amount,
        l.discount_amount,
        l.net_sales_amount,
        parse(l.taxes),
        parse(l.discounts),
        parse(l.modifiers),
      ]);
      return items ? intern(packed, items) : packed;
    }),
  );
}

/**
 * A stored column's lines; `items` holds the entries of its interned ones and of its sale's
 * interned taxes ({@link itemKeys}).
 */
export function decodeItemizations(
  stored: StoredItemizations | null,
  sale: SaleOfLines,
  items?: SaleItems,
): Itemization[] {
  const column = itemizationsText(stored);
  if (column === null) return [];
  const unpacker = new Unpacker(sale, items);
  return (JSON.parse(column) as Array<Interned | Stored>).map((stored) => {
    const l = unpacker.line(expand(stored, items));
    return {
      name: l[0],
      quantity: l[1],
      itemization_type: l[2],
      item_detail: l[3] as object | null,
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
    };
  });
}

/**
 * A stored column, packed (`pack`) or as migration 0014 wrote it; for migrations 0015 and 0018
 * (`compact`: item ids as 0018 stores them, or as 0015 did).
 */
export function repackItemizations(
  column: string,
  sale: SaleOfLines,
  pack: boolean,
  compact = true,
): string {
  const unpacker = new Unpacker(sale);
  const packer = pack ? new Packer(sale, compact) : undefined;
  return JSON.stringify(
    (JSON.parse(column) as Stored[]).map((stored) => {
      const l = unpacker.line(stored);
      return packer ? packer.line(l) : l;
    }),
  );
}

/**
 * A stored column with its lines' items interned (`items` given: their entries are added there)
 * or expanded back from `items` (`read`); for migration 0020. Packed values stay as they are.
 */
export function reinternItemizations(
  column: string,
  items: { intern: Map<string, string> } | { read: SaleItems },
): string {
  const lines = JSON.parse(column) as Array<Interned | Stored>;
  return JSON.stringify(
    'intern' in items
      ? lines.map((l) => (Array.isArray(l[0]) ? l : intern(l as Stored, items.intern)))
      : lines.map((l) => expand(l, items.read)),
  );
}
