/** Messages between the benchmark and its load-generator children. */
export interface LoadJob {
  id: number;
  url: string;
  headers: Record<string, string>;
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
