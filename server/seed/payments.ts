/**
 * The Payments area's demo data: `days` of sales at each location, in its zone and opening hours
 * (busier at breakfast, lunch and weekends), written straight into the ledger of migration 0003
 * (docs/decisions/2026-11-23-payments-ledger.md):
 * - point-of-sale checkouts with itemizations from the location's menu (variations, quantities,
 *   modifiers, discounts; additive tax, or tax included in the price at one location), paid by
 *   card (several brands and entry methods, tips), cash (tendered, change), card + cash or two
 *   cards; a few partial payments (tenders so far, no itemizations), a few declined cards, some
 *   offline sales received up to 72 h after they were taken; creators are the location's staff;
 * - generation 2 API payments (one CARD tender, reference id, note, idempotency key): mostly
 *   COMPLETED, a few FAILED with a card error code, some delayed captures (recent ones still
 *   APPROVED before their capture deadline, older ones captured or voided);
 * - refunds, full and partial: mostly COMPLETED, a few recent PENDING, a few REJECTED, with each
 *   payment's `refunded_amount` / `refund_pending_amount` their sums.
 * Processing fees follow `modules/payments/fees.ts`. `payments` scales the volume (1,000,000 for
 * the benchmark); rows go out in multi-row inserts as they are made (`bulk.ts`).
 */
import { sql, type Kysely } from 'kysely';
import type {
  CheckoutItemizationsTable,
  CheckoutsTable,
  DB,
  PaymentStatus,
  PaymentsTable,
  RefundStatus,
  RefundsTable,
} from '../db/schema';
import { feeRateFor, processingFee, refundedFee } from '../modules/payments/fees';
import { TableWriter, columnsOf, isPostgres } from './bulk';
import {
  DAY,
  HOUR,
  MINUTE,
  Random,
  weekdayOf,
  zonedMidnight,
  type SeedAccount,
  type SeedLocation,
} from './core';
import type { SeededStaff } from './staff';

export interface PaymentsOptions {
  /** Days of sales ending at `nowMs`. */
  days: number;
  nowMs: number;
  /**
   * About how many payments (tenders) to write; by default a café's volume (about 45 sales a
   * day per location). Sales per day scale with it, the shape of each day stays the same.
   */
  payments?: number | undefined;
}

export interface SeededPayments {
  checkoutCount: number;
  paymentCount: number;
  itemizationCount: number;
  refundCount: number;
}

/** Sales on an ordinary weekday at one location, before the daily noise. */
const BASE_SALES_PER_DAY = 40;
/** Sunday … Saturday. */
const WEEKDAY_FACTOR = [1.3, 0.85, 0.9, 0.95, 1.0, 1.2, 1.45];
/**
 * Payments per checkout (split tenders add a second), measured at 1,000,000 payments, with 2 %
 * more for the hours of today that have not come yet, so `payments` is about a floor.
 */
const PAYMENTS_PER_CHECKOUT = 1.104 / 1.02;

/** Opening hours (local, [open, close) in hours) and how busy each hour is. */
export interface Hours {
  weekday: readonly [number, number];
  weekend: readonly [number, number];
}
export const HOURS_BY_LOCATION: Hours[] = [
  { weekday: [6, 19], weekend: [7, 18] },
  { weekday: [6, 18], weekend: [7, 17] },
  { weekday: [7, 21], weekend: [7, 22] },
];
/** Relative traffic by local hour: the morning coffee rush, lunch, a quieter afternoon. */
const HOUR_WEIGHT = [
  0, 0, 0, 0, 0, 0, 3, 7, 10, 8, 5, 6, 9, 8, 4, 3, 3, 4, 3, 2, 2, 1, 1, 0,
] as const;

interface Tax {
  name: string;
  /** Decimal string, as on the wire. */
  rate: string;
  inclusion: 'ADDITIVE' | 'INCLUSIVE';
}
const TAX_BY_LOCATION: Tax[] = [
  { name: 'Seattle Sales Tax', rate: '0.1035', inclusion: 'ADDITIVE' },
  { name: 'Denver Sales Tax', rate: '0.0881', inclusion: 'ADDITIVE' },
  // Austin prices its menu with tax included.
  { name: 'Texas Sales Tax', rate: '0.0825', inclusion: 'INCLUSIVE' },
];

interface MenuItem {
  name: string;
  category: string;
  /** Variation name → price in cents. */
  variations: ReadonlyArray<readonly [string, number]>;
  modifiers?: ReadonlyArray<readonly [string, number]>;
  /** Sold by the pound: decimal quantities. */
  byWeight?: boolean;
  weight: number;
}

const DRINK_MODIFIERS = [
  ['Oat milk', 75],
  ['Extra shot', 100],
  ['Vanilla syrup', 60],
  ['Decaf', 0],
] as const;

const MENU: MenuItem[] = [
  {
    name: 'Latte',
    category: 'Espresso',
    variations: [
      ['Small', 475],
      ['Large', 550],
    ],
    modifiers: DRINK_MODIFIERS,
    weight: 14,
  },
  {
    name: 'Cappuccino',
    category: 'Espresso',
    variations: [
      ['Small', 450],
      ['Large', 525],
    ],
    modifiers: DRINK_MODIFIERS,
    weight: 8,
  },
  { name: 'Americano', category: 'Espresso', variations: [['Regular', 375]], weight: 8 },
  {
    name: 'Drip Coffee',
    category: 'Coffee',
    variations: [
      ['Small', 300],
      ['Large', 350],
    ],
    weight: 12,
  },
  {
    name: 'Cold Brew',
    category: 'Coffee',
    variations: [['Regular', 500]],
    modifiers: DRINK_MODIFIERS,
    weight: 7,
  },
  { name: 'Chai Latte', category: 'Tea', variations: [['Regular', 525]], weight: 5 },
  {
    name: 'Croissant',
    category: 'Bakery',
    variations: [
      ['Butter', 425],
      ['Almond', 495],
    ],
    weight: 9,
  },
  { name: 'Blueberry Muffin', category: 'Bakery', variations: [['Regular', 395]], weight: 6 },
  {
    name: 'Breakfast Sandwich',
    category: 'Kitchen',
    variations: [
      ['Bacon', 875],
      ['Veggie', 825],
    ],
    weight: 6,
  },
  { name: 'Avocado Toast', category: 'Kitchen', variations: [['Regular', 1100]], weight: 4 },
  {
    name: 'Turkey Panini',
    category: 'Kitchen',
    variations: [['Regular', 1250]],
    modifiers: [
      ['Add cheese', 100],
      ['Side salad', 350],
    ],
    weight: 4,
  },
  {
    name: 'House Blend Beans',
    category: 'Retail',
    variations: [['Whole bean', 1800]],
    byWeight: true,
    weight: 1,
  },
];

const DISCOUNTS = [
  { name: 'Staff 20%', percent: 20 },
  { name: 'Loyalty 10%', percent: 10 },
] as const;

/** Generation 2 brand spelling, and how often each is seen. */
const CARD_BRANDS = [
  ['VISA', 50],
  ['MASTERCARD', 27],
  ['AMERICAN_EXPRESS', 12],
  ['DISCOVER', 7],
  ['JCB', 2],
  ['CHINA_UNIONPAY', 1],
  ['DISCOVER_DINERS', 1],
] as const;
const POS_ENTRY_METHODS = [
  ['CONTACTLESS', 48],
  ['EMV', 38],
  ['SWIPED', 8],
  ['KEYED', 6],
] as const;
/** The card error codes the service answers declines with (HTTP 402). */
const DECLINE_CODES = [
  ['CARD_DECLINED', 6],
  ['INSUFFICIENT_FUNDS', 3],
  ['VERIFY_CVV_FAILURE', 1],
  ['VERIFY_AVS_FAILURE', 1],
  ['CARD_DECLINED_CALL_ISSUER', 1],
  ['BAD_EXPIRATION', 1],
] as const;
const REFUND_REASONS = [
  'Customer changed their mind',
  'Wrong order',
  'Drink remade, charged twice',
  'Item unavailable',
  'Duplicate charge',
  'Order arrived late',
];
const CARDHOLDERS = [
  'Jordan Reyes',
  'Sam Okafor',
  'Avery Chen',
  'Morgan Patel',
  'Riley Novak',
  'Casey Larsen',
  'Quinn Haddad',
  'Jamie Silva',
];
const API_NOTES = ['Online order', 'Catering order', 'Gift box', 'Pickup order', 'Event deposit'];

/** A payment's capture window when made with `autocomplete: false` (the service's default). */
const CAPTURE_WINDOW = 6 * DAY;
/** The latest an offline sale reaches the service. */
const OFFLINE_DELAY = 72 * HOUR;

const CHECKOUT_COLUMNS = columnsOf<CheckoutsTable>({
  id: true,
  merchant_id: true,
  location_id: true,
  origin: true,
  currency: true,
  is_partial: true,
  completed: true,
  device_id: true,
  device_name: true,
  creator_id: true,
  gross_sales_amount: true,
  discount_amount: true,
  net_sales_amount: true,
  inclusive_tax_amount: true,
  additive_tax_amount: true,
  taxes: true,
  created_at: true,
  received_at: true,
  updated_at: true,
});
const ITEMIZATION_COLUMNS = columnsOf<CheckoutItemizationsTable>({
  id: true,
  merchant_id: true,
  checkout_id: true,
  position: true,
  name: true,
  quantity: true,
  itemization_type: true,
  item_detail: true,
  notes: true,
  item_variation_name: true,
  total_amount: true,
  single_quantity_amount: true,
  gross_sales_amount: true,
  discount_amount: true,
  net_sales_amount: true,
  taxes: true,
  discounts: true,
  modifiers: true,
});
const PAYMENT_COLUMNS = columnsOf<PaymentsTable>({
  id: true,
  merchant_id: true,
  location_id: true,
  checkout_id: true,
  tender_position: true,
  status: true,
  source_type: true,
  tender_type: true,
  currency: true,
  amount: true,
  tip_amount: true,
  total_amount: true,
  app_fee_amount: true,
  processing_fee_amount: true,
  refunded_amount: true,
  refund_pending_amount: true,
  tendered_amount: true,
  change_back_amount: true,
  card_brand: true,
  last_4: true,
  exp_month: true,
  exp_year: true,
  card_fingerprint: true,
  cardholder_name: true,
  entry_method: true,
  error_code: true,
  employee_id: true,
  customer_id: true,
  order_id: true,
  reference_id: true,
  note: true,
  buyer_email_address: true,
  billing_address: true,
  shipping_address: true,
  idempotency_key: true,
  capture_deadline: true,
  completed_at: true,
  created_at: true,
  updated_at: true,
});
const REFUND_COLUMNS = columnsOf<RefundsTable>({
  id: true,
  merchant_id: true,
  location_id: true,
  payment_id: true,
  checkout_id: true,
  source_type: true,
  status: true,
  v1_type: true,
  currency: true,
  amount: true,
  app_fee_amount: true,
  processing_fee_amount: true,
  reason: true,
  created_at: true,
  updated_at: true,
});

const iso = (ms: number) => new Date(ms).toISOString();
const money = (amount: number, currency: string) => ({ amount, currency_code: currency });

/** What one location sells with: its menu ids, tax, registers and staff. */
interface Shop {
  location: SeedLocation;
  index: number;
  hours: Hours;
  tax: Tax & { feeId: string };
  /** With each variation's item detail JSON. */
  menu: Array<MenuItem & { details: string[] }>;
  devices: Array<{ id: string; name: string }>;
  /** Employees who work here, with when they stop working (deactivation). */
  staff: Array<{ id: string; from: number; until: number }>;
}

interface Tender {
  source: 'CARD' | 'CASH';
  amount: number;
  tip: number;
  status: PaymentStatus;
  entryMethod: string | null;
  errorCode?: string;
}

/** Writes the demo merchant's sales, payments and refunds; see the module comment. */
export async function seedPayments(
  db: Kysely<DB>,
  parentRng: Random,
  account: SeedAccount,
  staff: SeededStaff,
  options: PaymentsOptions,
): Promise<SeededPayments> {
  // A generator of its own, so the volume never changes what the other areas draw.
  const rng = new Random(parentRng.uint32());
  const generator = new SalesGenerator(db, rng, account, staff, options);
  await withDeferredIndexes(db, () => generator.run());
  return generator.counts();
}

const LEDGER_TABLES = ['checkouts', 'checkout_itemizations', 'payments', 'refunds'];

/**
 * On SQLite, the ledger's secondary indexes are dropped while `run` writes and then created again
 * from their own stored definitions (`sqlite_master`), in the same transaction, so a rollback
 * keeps them: building an index from sorted rows is several times cheaper than updating ten of
 * them row by row, which is what makes 1,000,000 payments fit in about two minutes. A larger page
 * cache (256 MiB instead of 2 MiB) holds the random-UUID primary keys meanwhile. PostgreSQL
 * writes with its indexes in place.
 */
async function withDeferredIndexes(db: Kysely<DB>, run: () => Promise<void>): Promise<void> {
  if (isPostgres(db)) return run();
  const before = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0];
  const { rows: indexes } = await sql<{ name: string; sql: string }>`select "name", "sql"
    from "sqlite_master" where "type" = 'index' and "sql" is not null
    and "tbl_name" in (${sql.join(LEDGER_TABLES)})`.execute(db);
  await sql`pragma cache_size = -262144`.execute(db);
  try {
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
    await run();
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  } finally {
    await sql.raw(`pragma cache_size = ${Number(before?.cache_size ?? -2000)}`).execute(db);
  }
}

class SalesGenerator {
  private readonly checkouts: TableWriter<'checkouts'>;
  private readonly itemizations: TableWriter<'checkout_itemizations'>;
  private readonly payments: TableWriter<'payments'>;
  private readonly refunds: TableWriter<'refunds'>;
  private readonly shops: Shop[];
  private readonly merchantId: string;
  private readonly currency: string;
  private readonly salesPerDay: number;
  private readonly nowMs: number;
  private checkoutSeq = 0;
  private paymentSeq = 0;
  private apiSeq = 1000;

  constructor(
    db: Kysely<DB>,
    private readonly rng: Random,
    private readonly account: SeedAccount,
    staff: SeededStaff,
    private readonly options: PaymentsOptions,
  ) {
    this.checkouts = new TableWriter(db, 'checkouts', CHECKOUT_COLUMNS);
    this.itemizations = new TableWriter(db, 'checkout_itemizations', ITEMIZATION_COLUMNS);
    this.payments = new TableWriter(db, 'payments', PAYMENT_COLUMNS);
    this.refunds = new TableWriter(db, 'refunds', REFUND_COLUMNS);
    this.merchantId = account.merchant.id;
    this.currency = account.merchant.currency;
    this.nowMs = options.nowMs;
    const locations = account.locations.length;
    const meanFactor = WEEKDAY_FACTOR.reduce((a, b) => a + b, 0) / 7;
    this.salesPerDay =
      options.payments === undefined
        ? BASE_SALES_PER_DAY
        : options.payments / (options.days * locations * meanFactor * PAYMENTS_PER_CHECKOUT);
    this.shops = account.locations.map((location, index) => ({
      location,
      index,
      hours: HOURS_BY_LOCATION[index % HOURS_BY_LOCATION.length]!,
      tax: { ...TAX_BY_LOCATION[index % TAX_BY_LOCATION.length]!, feeId: rng.uuid() },
      menu: MENU.map((item, i) => {
        const itemId = rng.uuid();
        const variationIds = item.variations.map(() => rng.uuid());
        const sku = `HV-${index + 1}${String(i + 1).padStart(3, '0')}`;
        // The JSON V1PaymentItemDetail of each variation, made once.
        const details = variationIds.map((id, v) =>
          JSON.stringify({
            category_name: item.category,
            sku: `${sku}-${v + 1}`,
            item_id: itemId,
            item_variation_id: id,
          }),
        );
        return { ...item, details };
      }),
      devices: ['Front counter', 'Pickup window'].map((name) => ({ id: rng.uuid(), name })),
      staff: staff.members
        .filter((m) => m.locations.some((l) => l.row.id === location.row.id))
        .map((m) => ({
          id: m.row.id,
          from: Date.parse(m.row.created_at),
          until: m.activeUntil,
        })),
    }));
  }

  counts(): SeededPayments {
    return {
      checkoutCount: this.checkouts.written,
      paymentCount: this.payments.written,
      itemizationCount: this.itemizations.written,
      refundCount: this.refunds.written,
    };
  }

  async run(): Promise<void> {
    const { days } = this.options;
    const today = Math.floor(this.nowMs / DAY);
    for (let day = today - days; day <= today + 1; day++) {
      const sales: Array<{ shop: Shop; at: number }> = [];
      for (const shop of this.shops) {
        const tz = shop.location.row.timezone;
        const midnight = zonedMidnight(day, tz);
        const weekday = weekdayOf(day);
        const weekend = weekday === 0 || weekday === 6;
        const [open, close] = weekend ? shop.hours.weekend : shop.hours.weekday;
        const count = Math.round(
          this.salesPerDay * WEEKDAY_FACTOR[weekday]! * (0.85 + 0.3 * this.rng.float()),
        );
        const hours: Array<readonly [number, number]> = [];
        for (let h = open; h < close; h++) hours.push([h, HOUR_WEIGHT[h]! || 1]);
        for (let i = 0; i < count; i++) {
          const at = midnight + this.rng.weighted(hours) * HOUR + this.rng.int(0, HOUR - 1);
          // Only the window: from `days` ago until a minute ago.
          if (at < this.nowMs - days * DAY || at > this.nowMs - MINUTE) continue;
          sales.push({ shop, at });
        }
      }
      sales.sort((a, b) => a.at - b.at);
      for (const sale of sales) {
        this.sale(sale.shop, sale.at);
        if (this.checkouts.pending >= this.checkouts.chunk) await this.flush(false);
      }
    }
    await this.flush(true);
  }

  private async flush(all: boolean): Promise<void> {
    await this.checkouts.flush({ all });
    await this.itemizations.flush({ parentsWritten: this.checkouts.written, all });
    await this.payments.flush({ parentsWritten: this.checkouts.written, all });
    await this.refunds.flush({ parentsWritten: this.payments.written, all });
  }

  private creator(shop: Shop, at: number): string | null {
    const { staff } = shop;
    if (staff.length === 0) return null;
    for (let tries = 0; tries < 6; tries++) {
      const member = this.rng.pick(staff);
      if (member.from <= at && member.until > at) return member.id;
    }
    return staff.find((m) => m.from <= at && m.until > at)?.id ?? null;
  }

  private sale(shop: Shop, at: number): void {
    const r = this.rng.float();
    if (r < 0.06) this.apiPayment(shop, at);
    else if (r < 0.065) this.singleCardSale(shop, at, 'partial');
    else if (r < 0.075) this.singleCardSale(shop, at, 'declined');
    else this.posSale(shop, at);
  }

  // ---- point of sale ------------------------------------------------------------------------

  private posSale(shop: Shop, at: number): void {
    const rng = this.rng;
    const checkoutId = rng.uuid();
    const lines = this.itemize(shop, checkoutId);
    const due = lines.net + lines.additive;
    const employee = this.creator(shop, at);
    // An offline sale: taken without a connection, received later (never after now).
    const offline = rng.chance(0.015) && this.nowMs - at > 10 * MINUTE;
    const receivedAt = offline
      ? at + rng.int(5 * MINUTE, Math.min(OFFLINE_DELAY, this.nowMs - at))
      : at + rng.int(200, 3000);

    const kind =
      due < 400
        ? rng.weighted([
            ['card', 75],
            ['cash', 25],
          ] as const)
        : rng.weighted([
            ['card', 70],
            ['cash', 18],
            ['card+cash', 7],
            ['two cards', 5],
          ] as const);
    const cardEntry = () =>
      offline ? rng.pick(['EMV', 'SWIPED'] as const) : rng.weighted(POS_ENTRY_METHODS);
    const tip = (amount: number) =>
      rng.chance(0.45) ? Math.round((amount * rng.pick([10, 15, 18, 20, 25])) / 100) : 0;
    const tenders: Tender[] = [];
    if (kind === 'card') {
      tenders.push({
        source: 'CARD',
        amount: due,
        tip: tip(due),
        status: 'COMPLETED',
        entryMethod: cardEntry(),
      });
    } else if (kind === 'cash') {
      tenders.push({ source: 'CASH', amount: due, tip: 0, status: 'COMPLETED', entryMethod: null });
    } else {
      const first = Math.max(100, Math.min(due - 100, Math.round(due * (0.3 + 0.4 * rng.float()))));
      tenders.push({
        source: 'CARD',
        amount: first,
        tip: tip(first),
        status: 'COMPLETED',
        entryMethod: cardEntry(),
      });
      tenders.push(
        kind === 'card+cash'
          ? { source: 'CASH', amount: due - first, tip: 0, status: 'COMPLETED', entryMethod: null }
          : {
              source: 'CARD',
              amount: due - first,
              tip: 0,
              status: 'COMPLETED',
              entryMethod: cardEntry(),
            },
      );
    }
    const checkoutSeq = this.checkoutSeq++;
    this.checkouts.add({
      id: checkoutId,
      merchant_id: this.merchantId,
      location_id: shop.location.row.id,
      origin: 'POS',
      currency: this.currency,
      is_partial: 0,
      completed: 1,
      ...this.device(shop),
      creator_id: employee,
      gross_sales_amount: lines.gross,
      discount_amount: lines.discount,
      net_sales_amount: lines.net,
      inclusive_tax_amount: lines.inclusive,
      additive_tax_amount: lines.additive,
      taxes: JSON.stringify([
        {
          name: shop.tax.name,
          applied_money: money(lines.inclusive + lines.additive, this.currency),
          rate: shop.tax.rate,
          inclusion_type: shop.tax.inclusion,
          fee_id: shop.tax.feeId,
        },
      ]),
      created_at: iso(at),
      received_at: iso(receivedAt),
      updated_at: iso(receivedAt),
    });
    for (const line of lines.rows) this.itemizations.add(line, checkoutSeq);
    tenders.forEach((tender, position) =>
      this.tender(shop, {
        checkoutId,
        checkoutSeq,
        position,
        tender,
        at,
        updatedAt: receivedAt,
        employee,
        origin: 'POS',
        splitTender: tenders.length > 1,
      }),
    );
  }

  private device(shop: Shop) {
    const device = this.rng.pick(shop.devices);
    return { device_id: device.id, device_name: device.name };
  }

  /** A checkout without itemizations or taxes (a partial, declined or API sale) of `amount`. */
  private itemlessCheckout(
    shop: Shop,
    c: {
      id: string;
      origin: 'POS' | 'API';
      amount: number;
      isPartial: boolean;
      completed: boolean;
      creatorId: string | null;
      at: number;
      receivedAt: number;
      updatedAt: number;
    },
  ): void {
    this.checkouts.add({
      id: c.id,
      merchant_id: this.merchantId,
      location_id: shop.location.row.id,
      origin: c.origin,
      currency: this.currency,
      is_partial: c.isPartial ? 1 : 0,
      completed: c.completed ? 1 : 0,
      ...(c.origin === 'POS' ? this.device(shop) : { device_id: null, device_name: null }),
      creator_id: c.creatorId,
      gross_sales_amount: c.amount,
      discount_amount: 0,
      net_sales_amount: c.amount,
      inclusive_tax_amount: 0,
      additive_tax_amount: 0,
      taxes: null,
      created_at: iso(c.at),
      received_at: iso(c.receivedAt),
      updated_at: iso(c.updatedAt),
    });
  }

  /**
   * A point-of-sale sale of one card tender and no itemizations: `partial`, one tender collected
   * of a larger sale, or `declined`, a card declined at the register (FAILED, nothing collected).
   */
  private singleCardSale(shop: Shop, at: number, kind: 'partial' | 'declined'): void {
    const rng = this.rng;
    const partial = kind === 'partial';
    const checkoutId = rng.uuid();
    const amount = partial ? rng.int(800, 6000) : rng.int(300, 4000);
    const employee = this.creator(shop, at);
    const checkoutSeq = this.checkoutSeq++;
    const receivedAt = at + rng.int(200, 3000);
    this.itemlessCheckout(shop, {
      id: checkoutId,
      origin: 'POS',
      amount,
      isPartial: partial,
      completed: partial,
      creatorId: employee,
      at,
      receivedAt,
      updatedAt: receivedAt,
    });
    const entryMethod = rng.weighted(POS_ENTRY_METHODS);
    this.tender(shop, {
      checkoutId,
      checkoutSeq,
      position: 0,
      tender: partial
        ? { source: 'CARD', amount, tip: 0, status: 'COMPLETED', entryMethod }
        : {
            source: 'CARD',
            amount,
            tip: 0,
            status: 'FAILED',
            entryMethod,
            errorCode: rng.weighted(DECLINE_CODES),
          },
      at,
      updatedAt: receivedAt,
      employee,
      origin: 'POS',
      splitTender: false,
    });
  }

  /** 1–5 lines from the menu, with the sale's totals. */
  private itemize(shop: Shop, checkoutId: string) {
    const rng = this.rng;
    const currency = this.currency;
    const rate = Number(shop.tax.rate);
    const discount = rng.chance(0.05) ? rng.pick(DISCOUNTS) : null;
    const count = rng.weighted([
      [1, 35],
      [2, 35],
      [3, 18],
      [4, 8],
      [5, 4],
    ] as const);
    const totals = { gross: 0, discount: 0, net: 0, inclusive: 0, additive: 0 };
    const rows: CheckoutItemizationsTable[] = [];
    const items = shop.menu;
    const weights = items.map((item, i) => [i, item.weight] as const);
    for (let position = 0; position < count; position++) {
      const item = items[rng.weighted(weights)]!;
      const v = rng.int(0, item.variations.length - 1);
      const [variationName, price] = item.variations[v]!;
      const modifiers = item.modifiers && rng.chance(0.3) ? [rng.pick(item.modifiers)] : [];
      const single = price + modifiers.reduce((sum, [, extra]) => sum + extra, 0);
      const quantity = item.byWeight
        ? rng.pick(['0.5', '1', '1.5', '2'])
        : String(
            rng.weighted([
              [1, 82],
              [2, 14],
              [3, 4],
            ] as const),
          );
      const gross = Math.round(single * Number(quantity));
      const off = discount ? Math.round((gross * discount.percent) / 100) : 0;
      const net = gross - off;
      const tax =
        shop.tax.inclusion === 'ADDITIVE'
          ? Math.round(net * rate)
          : net - Math.round(net / (1 + rate));
      const total = shop.tax.inclusion === 'ADDITIVE' ? net + tax : net;
      totals.gross += gross;
      totals.discount += off;
      totals.net += net;
      if (shop.tax.inclusion === 'ADDITIVE') totals.additive += tax;
      else totals.inclusive += tax;
      rows.push({
        id: rng.uuid(),
        merchant_id: this.merchantId,
        checkout_id: checkoutId,
        position,
        name: item.name,
        quantity,
        itemization_type: 'ITEM',
        item_detail: item.details[v]!,
        notes: rng.chance(0.04)
          ? rng.pick(['Extra hot', 'No foam', 'For here', 'Light ice'])
          : null,
        item_variation_name: variationName,
        total_amount: total,
        single_quantity_amount: single,
        gross_sales_amount: gross,
        discount_amount: off,
        net_sales_amount: net,
        taxes: JSON.stringify([
          {
            name: shop.tax.name,
            applied_money: money(tax, currency),
            rate: shop.tax.rate,
            inclusion_type: shop.tax.inclusion,
            fee_id: shop.tax.feeId,
          },
        ]),
        // None (null) rather than `[]`: a million sales have fewer bytes to write.
        discounts: discount
          ? JSON.stringify([
              {
                name: discount.name,
                applied_money: money(-off, currency),
                discount_id: `DISC-${discount.percent}`,
              },
            ])
          : null,
        modifiers:
          modifiers.length > 0
            ? JSON.stringify(
                modifiers.map(([name, extra]) => ({
                  name,
                  applied_money: money(extra, currency),
                  modifier_option_id: `MOD-${name.toUpperCase().replace(/\W+/g, '-')}`,
                })),
              )
            : null,
      });
    }
    return { ...totals, rows };
  }

  // ---- generation 2 ---------------------------------------------------------------------------

  private apiPayment(shop: Shop, at: number): void {
    const rng = this.rng;
    const checkoutId = rng.uuid();
    const amount = rng.int(5, 300) * 50;
    const tip = rng.chance(0.1) ? Math.round(amount * 0.15) : 0;
    const onFile = rng.chance(0.2);
    let status: PaymentStatus = 'COMPLETED';
    let errorCode: string | undefined;
    let updatedAt = at + rng.int(300, 1500);
    let captureDeadline: string | null = null;
    if (rng.chance(0.05)) {
      status = 'FAILED';
      errorCode = rng.weighted(DECLINE_CODES);
    } else if (rng.chance(this.nowMs - at < 4 * DAY ? 0.4 : 0.15)) {
      // autocomplete: false, then captured, voided, or (recent ones) still awaiting capture.
      const deadline = at + CAPTURE_WINDOW;
      const captureAt = at + rng.int(10 * MINUTE, 2 * DAY);
      if (deadline > this.nowMs && (captureAt > this.nowMs || rng.chance(0.5))) {
        status = 'APPROVED';
        captureDeadline = iso(deadline);
      } else if (rng.chance(0.8) && captureAt < this.nowMs) {
        updatedAt = captureAt;
      } else {
        status = 'CANCELED';
        updatedAt = Math.min(this.nowMs, at + rng.int(10 * MINUTE, CAPTURE_WINDOW));
      }
    }
    const checkoutSeq = this.checkoutSeq++;
    this.itemlessCheckout(shop, {
      id: checkoutId,
      origin: 'API',
      amount,
      isPartial: false,
      completed: status === 'COMPLETED',
      creatorId: null,
      at,
      receivedAt: at,
      updatedAt: Math.min(updatedAt, this.nowMs),
    });
    const n = this.apiSeq++;
    this.tender(shop, {
      checkoutId,
      checkoutSeq,
      position: 0,
      tender: {
        source: 'CARD',
        amount,
        tip,
        status,
        entryMethod: onFile ? 'ON_FILE' : 'KEYED',
        ...(errorCode ? { errorCode } : {}),
      },
      at,
      updatedAt: Math.min(updatedAt, this.nowMs),
      employee: null,
      origin: 'API',
      splitTender: false,
      api: {
        reference_id: `WEB-${shop.index + 1}-${n}`,
        note: `${rng.pick(API_NOTES)} #${n}`,
        idempotency_key: rng.uuid(),
        customer_id: onFile ? this.customerId() : null,
        buyer_email_address: rng.chance(0.5) ? `buyer${n}@example.com` : null,
        capture_deadline: captureDeadline,
      },
    });
  }

  private customerId(): string {
    const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
    let id = '';
    for (let i = 0; i < 26; i++) id += alphabet[this.rng.int(0, alphabet.length - 1)];
    return id;
  }

  // ---- tenders and refunds ----------------------------------------------------------------------

  private tender(
    shop: Shop,
    t: {
      checkoutId: string;
      checkoutSeq: number;
      position: number;
      tender: Tender;
      at: number;
      updatedAt: number;
      employee: string | null;
      origin: 'POS' | 'API';
      splitTender: boolean;
      api?: Pick<
        PaymentsTable,
        | 'reference_id'
        | 'note'
        | 'idempotency_key'
        | 'customer_id'
        | 'buyer_email_address'
        | 'capture_deadline'
      >;
    },
  ): void {
    const rng = this.rng;
    const { tender } = t;
    const card = tender.source === 'CARD';
    const total = tender.amount + tender.tip;
    const fee =
      tender.status === 'COMPLETED'
        ? processingFee(total, feeRateFor(tender.source, tender.entryMethod))
        : 0;
    const id = rng.uuid();
    // Cash: the exact amount, or the next bill up; the change is what is left.
    const unit = rng.pick([100, 500, 1000, 2000]);
    const cashTendered = card ? null : rng.chance(0.3) ? total : Math.ceil(total / unit) * unit;

    const refunds =
      tender.status === 'COMPLETED'
        ? this.planRefunds(total, t.updatedAt, card, t.splitTender)
        : [];
    let refunded = 0;
    let pending = 0;
    let updatedAt = t.updatedAt;
    const paymentSeq = this.paymentSeq++;
    const payment: PaymentsTable = {
      id,
      merchant_id: this.merchantId,
      location_id: shop.location.row.id,
      checkout_id: t.checkoutId,
      tender_position: t.position,
      status: tender.status,
      source_type: tender.source,
      tender_type: card ? 'CREDIT_CARD' : 'CASH',
      currency: this.currency,
      amount: tender.amount,
      tip_amount: tender.tip,
      total_amount: total,
      app_fee_amount: null,
      processing_fee_amount: fee,
      refunded_amount: 0,
      refund_pending_amount: 0,
      tendered_amount: cashTendered,
      change_back_amount: cashTendered === null ? null : cashTendered - total,
      card_brand: card ? rng.weighted(CARD_BRANDS) : null,
      last_4: card ? String(rng.int(0, 9999)).padStart(4, '0') : null,
      exp_month: card ? rng.int(1, 12) : null,
      exp_year: card ? new Date(t.at).getUTCFullYear() + rng.int(1, 5) : null,
      card_fingerprint: card ? `sq-1-${rng.uuid().replace(/-/g, '')}` : null,
      cardholder_name:
        card && (t.origin === 'API' || rng.chance(0.3)) ? rng.pick(CARDHOLDERS) : null,
      entry_method: card ? tender.entryMethod : null,
      error_code: tender.errorCode ?? null,
      employee_id: t.employee,
      customer_id: t.api?.customer_id ?? null,
      order_id: null,
      reference_id: t.api?.reference_id ?? null,
      note: t.api?.note ?? null,
      buyer_email_address: t.api?.buyer_email_address ?? null,
      billing_address: null,
      shipping_address: null,
      idempotency_key: t.api?.idempotency_key ?? null,
      capture_deadline: t.api?.capture_deadline ?? null,
      completed_at: tender.status === 'COMPLETED' ? iso(t.updatedAt) : null,
      created_at: iso(t.at),
      updated_at: '',
    };
    for (const refund of refunds) {
      if (refund.status === 'COMPLETED') refunded += refund.amount;
      if (refund.status === 'PENDING') pending += refund.amount;
      updatedAt = Math.max(updatedAt, refund.updatedAt);
    }
    payment.refunded_amount = refunded;
    payment.refund_pending_amount = pending;
    payment.updated_at = iso(updatedAt);
    this.payments.add(payment, t.checkoutSeq);
    for (const refund of refunds) {
      this.refunds.add(
        {
          id: rng.uuid(),
          merchant_id: this.merchantId,
          location_id: shop.location.row.id,
          payment_id: id,
          checkout_id: t.checkoutId,
          source_type: tender.source,
          status: refund.status,
          v1_type:
            t.origin === 'POS'
              ? refund.amount === total && !t.splitTender
                ? 'FULL'
                : 'PARTIAL'
              : null,
          currency: this.currency,
          amount: refund.amount,
          app_fee_amount: null,
          processing_fee_amount:
            refund.status === 'REJECTED' ? 0 : refundedFee(fee, total, refund.amount),
          reason: refund.reason,
          created_at: iso(refund.createdAt),
          updated_at: iso(refund.updatedAt),
        },
        paymentSeq,
      );
    }
  }

  /**
   * Refunds of a completed payment of `total`: about 2.5 % of card payments (1 % of cash) get
   * one, full or partial, sometimes a second partial one; never more than the total.
   */
  private planRefunds(total: number, since: number, card: boolean, split: boolean) {
    const rng = this.rng;
    const plans: Array<{
      amount: number;
      status: RefundStatus;
      reason: string;
      createdAt: number;
      updatedAt: number;
    }> = [];
    if (!rng.chance(card ? 0.025 : 0.01)) return plans;
    let remaining = total;
    let after = since;
    const count = rng.chance(0.15) ? 2 : 1;
    for (let i = 0; i < count && remaining > 0; i++) {
      const createdAt = after + rng.int(5 * MINUTE, 10 * DAY);
      if (createdAt > this.nowMs - MINUTE) break;
      const full = i === 0 && count === 1 && !split && rng.chance(0.55);
      const amount = full
        ? remaining
        : Math.max(1, Math.min(remaining, Math.round(total * (0.15 + 0.35 * rng.float()))));
      const recent = this.nowMs - createdAt < 2 * DAY;
      const status: RefundStatus =
        card && recent && rng.chance(0.4)
          ? 'PENDING'
          : card && rng.chance(0.04)
            ? 'REJECTED'
            : 'COMPLETED';
      const updatedAt =
        status === 'PENDING'
          ? createdAt
          : Math.min(this.nowMs, createdAt + rng.int(MINUTE, status === 'REJECTED' ? DAY : HOUR));
      plans.push({ amount, status, reason: rng.pick(REFUND_REASONS), createdAt, updatedAt });
      if (status !== 'REJECTED') remaining -= amount;
      after = createdAt;
    }
    return plans;
  }
}
