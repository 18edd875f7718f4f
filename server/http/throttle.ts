import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from '../log';

/**
 * Throttling of failed authentication per client address (rate-limiter-flexible). On PostgreSQL
 * the counters live in the database (table `auth_throttle`, from migration 0004), so every
 * instance counts the same failures; on SQLite, which one process serves, they live in memory.
 */
export interface AuthThrottle {
  /** Whole seconds until `address` may authenticate again; 0 when it may now. */
  blockedFor(address: string): Promise<number>;
  /** Counts a failure; whole seconds to wait when this one went over the limit, else 0. */
  recordFailure(address: string): Promise<number>;
  /** Forgets the failures of `key` (a successful sign-in to an account). */
  reset(key: string): Promise<void>;
  /**
   * PostgreSQL only: where `address`'s counters live in `auth_throttle`, so that the token
   * look-up reads them in its own statement instead of a round trip of its own before it.
   */
  shared?: SharedThrottle;
}

/** The counters of one address in `auth_throttle`, as a query joining that table reads them. */
export interface SharedThrottle {
  /** The row's key for `address` (the limiter's prefix and the address). */
  key(address: string): string;
  /**
   * Whole seconds the address is blocked for given its row (null: none, or expired, i.e. the
   * row is read only `WHERE expire > now OR expire IS NULL`, as the limiter reads it); 0: not.
   */
  blockedFor(row: { points: number; expire: number | null } | null, nowMs: number): number;
}

/** The table of the shared counters (migration 0004), for the queries that read them. */
export type ThrottleTables = {
  auth_throttle: { key: string; points: number; expire: number | null };
};

export interface ThrottleOptions {
  /** Failures allowed per window; the next one is answered 429 and blocks for a window. */
  limit: number;
  windowSeconds: number;
  /** PostgreSQL pool for shared counters; memory when absent. */
  pool?: Pool | undefined;
  log: Logger;
  /** Counters of different throttles share the table under their own prefix (default `auth`). */
  keyPrefix?: string;
}

const TABLE = 'auth_throttle';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const limits = (options: Pick<ThrottleOptions, 'limit' | 'windowSeconds' | 'keyPrefix'>) => ({
  keyPrefix: options.keyPrefix ?? 'auth',
  points: options.limit,
  duration: options.windowSeconds,
  blockDuration: options.windowSeconds,
});

/** Creates the throttle; on PostgreSQL its table comes from migration 0004-auth-throttle. */
export function createAuthThrottle(options: ThrottleOptions): AuthThrottle {
  const pool = options.pool;
  if (!pool) return memoryAuthThrottle(options);
  const limiter = new RateLimiterPostgres({
    ...limits(options),
    storeClient: pool,
    storeType: 'pool',
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
  });
  const shared: SharedThrottle = {
    key: (address) => limiter.getKey(address),
    // As `blockedFor` reads the limiter's state (rate-limiter-flexible's `_getRateLimiterRes`).
    blockedFor: (row, nowMs) =>
      row && row.points > options.limit
        ? seconds(row.expire === null ? -1 : Math.max(row.expire - nowMs, 0))
        : 0,
  };
  return { ...throttleWith(limiter, options), shared };
}

/** Counters in this process's memory: right for SQLite, which one process serves. */
export function memoryAuthThrottle(
  options: Pick<ThrottleOptions, 'limit' | 'windowSeconds' | 'keyPrefix'> & { log?: Logger },
): AuthThrottle {
  return throttleWith(new RateLimiterMemory(limits(options)), options);
}

function throttleWith(
  limiter: RateLimiterAbstract,
  options: Pick<ThrottleOptions, 'limit'> & { log?: Logger | undefined },
): AuthThrottle {
  // A store failure must not lock everyone out, nor let an error escape as a 500: the request
  // goes on to the token lookup, which fails on its own if the database is down.
  const storeFailed = (error: unknown) => {
    options.log?.warn({ err: error }, 'authentication throttle unavailable');
    return 0;
  };

  return {
    async blockedFor(address) {
      try {
        const state = await limiter.get(address);
        return state && state.consumedPoints > options.limit ? seconds(state.msBeforeNext) : 0;
      } catch (error) {
        return storeFailed(error);
      }
    },
    async reset(key) {
      try {
        await limiter.delete(key);
      } catch (error) {
        storeFailed(error);
      }
    },
    async recordFailure(address) {
      try {
        await limiter.consume(address);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return seconds(rejection.msBeforeNext);
        return storeFailed(rejection);
      }
    },
  };
}
