/** Messages between the benchmark and its load-generator children. */
export interface LoadJob {
  id: number;
  url: string;
  headers: Record<string, string>;
  /** A JSON body to POST (a search); a GET without one. */
  body?: string | undefined;
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
