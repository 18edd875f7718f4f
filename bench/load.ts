/**
 * Child process of the benchmark: an autocannon load generator, so load is never generated in
 * a server's process. Each message from the parent is one run; the reply is its summary. The
 * access token arrives over IPC, never on a command line.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './protocol';

/** The request setup of a job: a fresh `{{key}}`, or the next path and body of `rotate`. */
function setup(job: LoadJob) {
  const rotate = job.rotate;
  if (rotate && rotate.length > 0) {
    let next = 0;
    return (request: autocannon.Request) => ({ ...request, ...rotate[next++ % rotate.length]! });
  }
  if (job.uniqueKey) {
    return (request: autocannon.Request) => ({
      ...request,
      body: job.body!.replace('{{key}}', randomUUID()),
    });
  }
  return undefined;
}

/**
 * One autocannon run and its length in seconds. autocannon notices a `maxOverallRequests` run has
 * finished only at its next once-a-second tick, and reports that tick's time, so a run limited by
 * its requests (clock-in: each free employee once) lasts from its start to its last answer here.
 */
async function run(job: LoadJob, url: string, connections: number) {
  const setupRequest = setup(job);
  const started = performance.now();
  let lastAnswer = started;
  // Without a callback autocannon returns its instance, which is also the result's promise.
  const instance = autocannon({
    url,
    ...(job.body === undefined
      ? { headers: job.headers }
      : {
          method: job.method ?? ('POST' as const),
          body: job.body,
          headers: { ...job.headers, 'Content-Type': 'application/json' },
          ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
        }),
    connections,
    duration: job.seconds,
    ...(job.maxRequests === undefined ? {} : { maxOverallRequests: job.maxRequests }),
  }) as Promise<autocannon.Result> & autocannon.Instance;
  const events: autocannon.Instance = instance;
  events.on('response', () => (lastAnswer = performance.now()));
  const result = await instance;
  const seconds = job.maxRequests === undefined ? result.duration : (lastAnswer - started) / 1000;
  return { result, seconds };
}

/** `total` spread over `n` servers: what the `i`-th one gets. */
const share = (total: number, i: number, n: number) =>
  Math.floor(total / n) + (i < total % n ? 1 : 0);

/**
 * The part of `job` the `i`-th of `n` servers gets: every `n`-th path and body of `rotate`, so no
 * two servers make the same write (two clock-ins of one employee, two edits of one shift at once).
 */
function partOf(job: LoadJob, i: number, n: number): LoadJob {
  return {
    ...job,
    ...(job.rotate ? { rotate: job.rotate.filter((_, k) => k % n === i) } : {}),
    ...(job.maxRequests === undefined ? {} : { maxRequests: share(job.maxRequests, i, n) }),
  };
}

process.on('message', (job: LoadJob) => {
  const urls = [job.url, ...(job.alsoUrls ?? [])];
  const n = urls.length;
  void Promise.all(
    urls.map((url, i) => run(partOf(job, i, n), url, share(job.connections, i, n))),
  ).then((all) => {
    // Several servers: the sum of their requests; the slowest one's latency.
    const result: LoadResult = {
      id: job.id,
      requests: all.reduce((n, { result: r }) => n + r.requests.total, 0),
      seconds: Math.max(...all.map((r) => r.seconds)),
      p50: Math.max(...all.map(({ result: r }) => r.latency.p50)),
      p99: Math.max(...all.map(({ result: r }) => r.latency.p99)),
      failures: all.reduce((n, { result: r }) => n + r.errors + r.timeouts + r.non2xx, 0),
    };
    process.send?.(result);
  });
});
process.send?.('ready');
