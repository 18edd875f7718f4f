import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Engine } from '.';

/**
 * A time stored as milliseconds (`payments`, `checkouts`: migration 0022) in the stored form of
 * the other tables' times (`YYYY-MM-DDTHH:mm:ss.sssZ`), for a query that orders or unions it with
 * them. Exact to the millisecond on both engines.
 */
export function storedTimeOfMs(engine: Engine, ms: Expression<unknown>): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char(timestamp '1970-01-01' + ${ms} * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`;
}
