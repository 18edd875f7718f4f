/**
 * When the demo merchant sells: each day of the window, at each location in its zone and opening
 * hours (busier at breakfast, lunch and weekends), a number of sales that scales with the wanted
 * volume, each one a point-of-sale sale, a partial or declined card, or an API payment.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Random } from '../core';
import { DAY, HOUR, MINUTE, weekdayOf, zonedMidnight, type SeedAccount } from '../core';
import type { SeededStaff } from '../staff';
import { apiPayment } from './api-payments';
import { SalesLedger, type SeededPayments } from './ledger';
import { posSale, singleCardSale } from './point-of-sale';
import { buildShops, type Shop } from './shops';

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

/** Sales on an ordinary weekday at one location, before the daily noise. */
const BASE_SALES_PER_DAY = 40;
/** Sunday … Saturday. */
const WEEKDAY_FACTOR = [1.3, 0.85, 0.9, 0.95, 1.0, 1.2, 1.45];
/**
 * Payments per checkout (split tenders add a second), measured at 1,000,000 payments, with 2 %
 * more for the hours of today that have not come yet, so `payments` is about a floor.
 */
const PAYMENTS_PER_CHECKOUT = 1.104 / 1.02;

/** Relative traffic by local hour: the morning coffee rush, lunch, a quieter afternoon. */
const HOUR_WEIGHT = [
  0, 0, 0, 0, 0, 0, 3, 7, 10, 8, 5, 6, 9, 8, 4, 3, 3, 4, 3, 2, 2, 1, 1, 0,
] as const;

export class SalesGenerator {
  private readonly ledger: SalesLedger;
  private readonly shops: Shop[];
  private readonly salesPerDay: number;
  private readonly nowMs: number;

  constructor(
    db: Kysely<DB>,
    private readonly rng: Random,
    account: SeedAccount,
    staff: SeededStaff,
    private readonly options: PaymentsOptions,
  ) {
    this.ledger = new SalesLedger(
      db,
      rng,
      account.merchant.id,
      account.merchant.currency,
      options.nowMs,
    );
    this.nowMs = options.nowMs;
    const locations = account.locations.length;
    const meanFactor = WEEKDAY_FACTOR.reduce((a, b) => a + b, 0) / 7;
    this.salesPerDay =
      options.payments === undefined
        ? BASE_SALES_PER_DAY
        : options.payments / (options.days * locations * meanFactor * PAYMENTS_PER_CHECKOUT);
    this.shops = buildShops(rng, account, staff);
  }

  counts(): SeededPayments {
    return this.ledger.counts();
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
        const { checkouts } = this.ledger;
        if (checkouts.pending >= checkouts.chunk) await this.ledger.flush(false);
      }
    }
    await this.ledger.flush(true);
  }

  private sale(shop: Shop, at: number): void {
    const r = this.rng.float();
    if (r < 0.06) apiPayment(this.ledger, shop, at);
    else if (r < 0.065) singleCardSale(this.ledger, shop, at, 'partial');
    else if (r < 0.075) singleCardSale(this.ledger, shop, at, 'declined');
    else posSale(this.ledger, shop, at);
  }
}
