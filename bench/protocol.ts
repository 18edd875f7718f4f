/** Messages between the benchmark and its load-generator children. */
export interface LoadJob {
  id: number;
  url: string;
  /** The same request on further servers (other instances): the connections are spread evenly. */
  alsoUrls?: string[] | undefined;
  headers: Record<string, string>;
  /** A JSON body to POST (a search, a write); a GET without one. */
  body?: string | undefined;
  /** PUT the body instead. */
  method?: 'PUT' | undefined;
  /** Each request takes the next of these paths and bodies in turn. */
  rotate?: Array<{ path: string; body: string }> | undefined;
  /** Stop after this many requests (before `seconds` if need be). */
  maxRequests?: number | undefined;
  /** Every request gets a fresh UUID in place of `{{key}}` in the body (an idempotency key). */
  uniqueKey?: boolean | undefined;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  id: number;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx replies. */
  failures: number;
}
