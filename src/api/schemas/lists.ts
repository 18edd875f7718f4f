import { z } from 'zod';
import { SortOrder, queryLimit } from './common';

/** Page tokens are opaque; this only bounds their size. */
const pageToken = z.string().max(2048);

/**
 * What every generation 1 list takes: `order` (default ASC), `limit` (1–200, default 100) and the
 * `batch_token` from the previous page's `Link` header.
 */
export const v1ListFields = {
  order: SortOrder.optional(),
  limit: queryLimit(200).optional(),
  batch_token: pageToken.optional(),
};

/** What every generation 2 list takes: `limit` (1–`max`, default `defaultLimit`) and `cursor`. */
export function v2ListFields(max: number, defaultLimit: number) {
  return {
    limit: queryLimit(max)
      .optional()
      .meta({ description: `1 to ${max}; default ${defaultLimit}.` }),
    cursor: pageToken.optional(),
  };
}

/** The names every list reads for paging rather than filtering. */
export type ListControlField = 'order' | 'limit' | 'batch_token' | 'cursor';

/**
 * Time ranges are `begin_*` (inclusive) to `end_*` (exclusive); a range whose end is not after its
 * begin is rejected on the end, naming the begin.
 */
export function timeRangeRule(pairs: ReadonlyArray<readonly [string, string]>) {
  return function check(q: Record<string, unknown>, ctx: z.RefinementCtx) {
    for (const [begin, end] of pairs) {
      const b = q[begin];
      const e = q[end];
      if (typeof b === 'string' && typeof e === 'string' && Date.parse(b) >= Date.parse(e)) {
        ctx.addIssue({ code: 'custom', path: [end], message: `must be after ${begin}` });
      }
    }
  };
}
