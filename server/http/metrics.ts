import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db';

/**
 * The service's Prometheus metrics, in a registry of its own (several servers may share a test
 * process). Labels are route templates (`/v1/me/timecards/:timecard_id`), never raw paths, so the
 * number of series stays bounded.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
  errors: Counter<'method' | 'route' | 'status' | 'code'>;
  inFlight: Gauge;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pool = database.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; SQLite has one connection).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the response headers, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'http_request_errors_total',
      help: 'Requests answered with an error, by method, route template, status and error code.',
      labelNames: ['method', 'route', 'status', 'code'],
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being handled.',
      registers: [registry],
    }),
  };
}
