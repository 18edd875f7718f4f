/**
 * Point-of-sale sales: itemized checkouts from the location's menu paid by card, cash or both
 * (some taken offline and received later), and single-card partial or declined sales.
 */
import {
  compressItemizations,
  encodeItemizations,
  encodeSaleTaxes,
  type ItemizationLine,
} from '../../db/itemizations';
import { MINUTE, HOUR } from '../core';
import { DECLINE_CODES, DISCOUNTS, POS_ENTRY_METHODS } from './catalog';
import { itemlessCheckout, money, type SalesLedger, type Tender } from './ledger';
import { creator, device, type Shop } from './shops';
import { writeTender } from './tenders';

/** The latest an offline sale reaches the service. */
const OFFLINE_DELAY = 72 * HOUR;

/** An itemized point-of-sale sale at `at`, paid by card, cash, card + cash or two cards. */
export function posSale(sales: SalesLedger, shop: Shop, at: number): void {
  const rng = sales.rng;
  const checkoutId = rng.uuid();
  const lines = itemize(sales, shop);
  const due = lines.net + lines.additive;
  const employee = creator(sales.rng, shop, at);
  // An offline sale: taken without a connection, received later (never after now).
  const offline = rng.chance(0.015) && sales.nowMs - at > 10 * MINUTE;
  const receivedAt = offline
    ? at + rng.int(5 * MINUTE, Math.min(OFFLINE_DELAY, sales.nowMs - at))
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
  const checkoutSeq = sales.checkoutSeq++;
  const taxes = JSON.stringify([
    {
      name: shop.tax.name,
      applied_money: money(lines.inclusive + lines.additive, sales.currency),
      rate: shop.tax.rate,
      inclusion_type: shop.tax.inclusion,
      fee_id: shop.tax.feeId,
    },
  ]);
  sales.checkouts.add({
    id: checkoutId,
    merchant_id: sales.merchantId,
    location_id: shop.location.row.id,
    origin: 'POS',
    currency: sales.currency,
    is_partial: 0,
    completed: 1,
    ...device(sales.rng, shop, sales.items),
    creator_id: employee,
    gross_sales_amount: lines.gross,
    discount_amount: lines.discount,
    net_sales_amount: lines.net,
    inclusive_tax_amount: lines.inclusive,
    additive_tax_amount: lines.additive,
    taxes: encodeSaleTaxes(taxes, sales.currency, sales.items),
    itemizations: compressItemizations(
      encodeItemizations(lines.rows, { currency: sales.currency, taxes }, sales.items),
    ),
    created_at: at,
    received_at: receivedAt,
    updated_at: receivedAt,
  });
  tenders.forEach((tender, position) =>
    writeTender(sales, shop, {
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

/**
 * A point-of-sale sale of one card tender and no itemizations: `partial`, one tender collected
 * of a larger sale, or `declined`, a card declined at the register (FAILED, nothing collected).
 */
export function singleCardSale(
  sales: SalesLedger,
  shop: Shop,
  at: number,
  kind: 'partial' | 'declined',
): void {
  const rng = sales.rng;
  const partial = kind === 'partial';
  const checkoutId = rng.uuid();
  const amount = partial ? rng.int(800, 6000) : rng.int(300, 4000);
  const employee = creator(sales.rng, shop, at);
  const checkoutSeq = sales.checkoutSeq++;
  const receivedAt = at + rng.int(200, 3000);
  itemlessCheckout(sales, shop, {
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
  writeTender(sales, shop, {
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
function itemize(sales: SalesLedger, shop: Shop) {
  const rng = sales.rng;
  const currency = sales.currency;
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
  const rows: ItemizationLine[] = [];
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
    // Lines had ids before migration 0014; the draw stays so the rest of the seed is unchanged.
    rng.uuid();
    rows.push({
      name: item.name,
      quantity,
      itemization_type: 'ITEM',
      item_detail: item.details[v]!,
      notes: rng.chance(0.04) ? rng.pick(['Extra hot', 'No foam', 'For here', 'Light ice']) : null,
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
