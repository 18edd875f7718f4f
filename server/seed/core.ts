/**
 * The seed core: a deterministic random source, the demo merchant and its locations, and the
 * helpers every area's generator shares. Each area has its own module (`staff.ts`, …) and
 * `demo.ts` runs them in order inside one transaction.
 */
import type { InsertObject, Kysely } from 'kysely';
import type { DB, LocationsTable, MerchantsTable } from '../db/schema';
import { toStoredTime, utcOffsetMinutes } from '../lib/time';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** 500 rows × ≤10 columns stays far below SQLite's 32766 and PostgreSQL's 65535 parameters. */
export const ROWS_PER_INSERT = 500;

export const MERCHANT_FIXTURE = {
  businessName: 'Harbor & Vine Café',
  country: 'US',
  currency: 'USD',
  languageCode: 'en-US',
  emailDomain: 'harborandvine.example',
};

const LOCATION_FIXTURES = [
  {
    name: 'Harbor & Vine — Ballard',
    timezone: 'America/Los_Angeles',
    areaCode: '206',
    address: {
      line1: '5410 Ballard Ave NW',
      locality: 'Seattle',
      state: 'WA',
      postalCode: '98107',
    },
  },
  {
    name: 'Harbor & Vine — LoDo',
    timezone: 'America/Denver',
    areaCode: '303',
    address: { line1: '1701 Wynkoop St', locality: 'Denver', state: 'CO', postalCode: '80202' },
  },
  {
    name: 'Harbor & Vine — South Congress',
    timezone: 'America/Chicago',
    areaCode: '512',
    address: { line1: '1612 S Congress Ave', locality: 'Austin', state: 'TX', postalCode: '78704' },
  },
];

export function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  return value;
}

/** Small deterministic PRNG (mulberry32); `Math.random` would make seeds meaningless. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  uint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)] as T;
  }

  weighted<T>(options: ReadonlyArray<readonly [T, number]>): T {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = this.float() * total;
    for (const [value, weight] of options) {
      remaining -= weight;
      if (remaining < 0) return value;
    }
    return options[options.length - 1]![0];
  }

  /** `count` distinct items in random order (partial Fisher–Yates). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = this.int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, n);
  }

  /** An RFC 4122 version 4 UUID drawn from this generator. */
  uuid(): string {
    const hex = [0, 1, 2, 3].map(() => this.uint32().toString(16).padStart(8, '0')).join('');
    const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return [
      hex.slice(0, 8),
      hex.slice(8, 12),
      `4${hex.slice(13, 16)}`,
      `${variant}${hex.slice(17, 20)}`,
      hex.slice(20, 32),
    ].join('-');
  }
}

export interface SeedLocation {
  row: LocationsTable;
  areaCode: string;
}

/** The demo merchant and its locations, built before anything else draws from the generator. */
export interface SeedAccount {
  merchant: MerchantsTable;
  locations: SeedLocation[];
}

export function buildAccount(rng: Random, nowMs: number): SeedAccount {
  const merchant = buildMerchant(rng, nowMs);
  return { merchant, locations: buildLocations(rng, merchant) };
}

export async function insertAccount(db: Kysely<DB>, account: SeedAccount): Promise<void> {
  await insertInChunks(db, 'merchants', [account.merchant]);
  await insertInChunks(
    db,
    'locations',
    account.locations.map((l) => l.row),
  );
}

function buildMerchant(rng: Random, nowMs: number): MerchantsTable {
  return {
    id: rng.uuid(),
    business_name: MERCHANT_FIXTURE.businessName,
    approved: 1,
    country: MERCHANT_FIXTURE.country,
    currency: MERCHANT_FIXTURE.currency,
    language_code: MERCHANT_FIXTURE.languageCode,
    created_at: toStoredTime(new Date(nowMs - 400 * DAY - rng.int(0, 30) * DAY)),
  };
}

function buildLocations(rng: Random, merchant: MerchantsTable): SeedLocation[] {
  const openedFrom = Date.parse(merchant.created_at);
  return LOCATION_FIXTURES.map((fixture, index) => ({
    areaCode: fixture.areaCode,
    row: {
      id: rng.uuid(),
      merchant_id: merchant.id,
      name: fixture.name,
      timezone: fixture.timezone,
      address_line_1: fixture.address.line1,
      locality: fixture.address.locality,
      administrative_district_level_1: fixture.address.state,
      postal_code: fixture.address.postalCode,
      country: merchant.country,
      currency: merchant.currency,
      status: 'ACTIVE',
      created_at: toStoredTime(new Date(openedFrom + index * 7 * DAY + rng.int(0, 8 * HOUR))),
    },
  }));
}

/** Day numbers count from 1970-01-01, a Thursday. */
export function weekdayOf(day: number): number {
  return (day + 4) % 7;
}

const midnights = new Map<string, number>();

/**
 * The instant local day `day` (days since 1970-01-01 on the location's calendar) begins in
 * `timeZone`, daylight saving included, so a 9:00 shift reads 9:00 all year.
 */
export function zonedMidnight(day: number, timeZone: string): number {
  const key = `${timeZone}/${day}`;
  let midnight = midnights.get(key);
  if (midnight === undefined) {
    // The offset at noon: a day's midnight is never inside a daylight-saving jump in these zones.
    midnight = day * DAY - utcOffsetMinutes(timeZone, day * DAY + 12 * HOUR) * MINUTE;
    midnights.set(key, midnight);
  }
  return midnight;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export async function insertInChunks<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: ReadonlyArray<InsertObject<DB, T>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}
