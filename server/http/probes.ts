import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { pendingMigrations, type Database } from '../db';
import type { Metrics } from './metrics';
import type { ServiceState } from './observe';

export interface ProbeReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * `/healthz`: the process is alive and serving (never touches the database).
 * `/readyz`: the database answers and has run every migration this build knows, and the service
 * is not shutting down; a load balancer sends traffic only while it says 200.
 */
export interface Probes {
  health(): ProbeReply;
  ready(): Promise<ProbeReply>;
  metrics(): Promise<{ contentType: string; text: string }>;
}

export function createProbes(database: Database, state: ServiceState, metrics: Metrics): Probes {
  return {
    health: () => ({ status: 200, body: { status: 'ok' } }),
    async ready() {
      if (state.draining) return { status: 503, body: { status: 'draining' } };
      let pending: string[];
      try {
        await sql`select 1`.execute(database.db);
        pending = await pendingMigrations(database.db);
      } catch {
        return { status: 503, body: { status: 'unavailable', reason: 'database unreachable' } };
      }
      if (pending.length > 0) {
        return {
          status: 503,
          body: { status: 'unavailable', reason: 'migrations pending', pending },
        };
      }
      return { status: 200, body: { status: 'ready', engine: database.engine } };
    },
    async metrics() {
      return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
    },
  };
}

/** True when `authorization` is `Bearer <expected>`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
