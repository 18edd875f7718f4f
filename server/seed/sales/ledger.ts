/**
 * Where the generated sales go: one multi-row writer per ledger table (children flushed after
 * their parents), the running sequence numbers, and the checkout rows every kind of sale shares.
 */
import type { Kysely } from 'kysely';
import { storeSaleItems } from '../../db/sale-items';
import type { DB, PaymentStatus } from '../../db/schema';
import { TableWriter } from '../bulk';
import type { Random } from '../core';
import { CHECKOUT_COLUMNS, PAYMENT_COLUMNS, REFUND_COLUMNS } from './columns';
import { device, type Shop } from './shops';

export interface SeededPayments {
  checkoutCount: number;
  paymentCount: number;
  refundCount: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const money = (amount: number, currency: string) => ({ amount, currency_code: currency });

export interface Tender {
  source: 'CARD' | 'CASH';
  amount: number;
  tip: number;
  status: PaymentStatus;
  entryMethod: string | null;
  errorCode?: string;
}

export class SalesLedger {
  readonly checkouts: TableWriter<'checkouts'>;
  readonly payments: TableWriter<'payments'>;
  readonly refunds: TableWriter<'refunds'>;
  /** The merchant's `sale_items` entries its sales' lines and taxes refer to, and the keys stored. */
  readonly items = new Map<string, string>();
  private readonly itemsStored = new Set<string>();
  checkoutSeq = 0;
  paymentSeq = 0;
  apiSeq = 1000;

  constructor(
    private readonly db: Kysely<DB>,
    readonly rng: Random,
    readonly merchantId: string,
    readonly currency: string,
    readonly nowMs: number,
  ) {
    this.checkouts = new TableWriter(db, 'checkouts', CHECKOUT_COLUMNS);
    this.payments = new TableWriter(db, 'payments', PAYMENT_COLUMNS);
    this.refunds = new TableWriter(db, 'refunds', REFUND_COLUMNS);
  }

  counts(): SeededPayments {
    return {
      checkoutCount: this.checkouts.written,
      paymentCount: this.payments.written,
      refundCount: this.refunds.written,
    };
  }

  async flush(all: boolean): Promise<void> {
    const fresh = new Map([...this.items].filter(([key]) => !this.itemsStored.has(key)));
    await storeSaleItems(this.db, this.merchantId, fresh);
    for (const key of fresh.keys()) this.itemsStored.add(key);
    await this.checkouts.flush({ all });
    await this.payments.flush({ parentsWritten: this.checkouts.written, all });
    await this.refunds.flush({ parentsWritten: this.payments.written, all });
  }
}

/** A checkout without itemizations or taxes (a partial, declined or API sale) of `amount`. */
export function itemlessCheckout(
  sales: SalesLedger,
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
  sales.checkouts.add({
    id: c.id,
    merchant_id: sales.merchantId,
    location_id: shop.location.row.id,
    origin: c.origin,
    currency: sales.currency,
    is_partial: c.isPartial ? 1 : 0,
    completed: c.completed ? 1 : 0,
    ...(c.origin === 'POS' ? device(sales.rng, shop, sales.items) : { device: null }),
    creator_id: c.creatorId,
    gross_sales_amount: c.amount,
    discount_amount: 0,
    net_sales_amount: c.amount,
    inclusive_tax_amount: 0,
    additive_tax_amount: 0,
    taxes: null,
    itemizations: null,
    created_at: c.at,
    received_at: c.receivedAt,
    updated_at: c.updatedAt,
  });
}
