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

process.on('message', (job: LoadJob) => {
  const setupRequest = setup(job);
  void autocannon({
    url: job.url,
    ...(job.body === undefined
      ? { headers: job.headers }
      : {
          method: job.method ?? ('POST' as const),
          body: job.body,
          headers: { ...job.headers, 'Content-Type': 'application/json' },
          ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
        }),
    connections: job.connections,
    duration: job.seconds,
    ...(job.maxRequests === undefined ? {} : { maxOverallRequests: job.maxRequests }),
  }).then((r) => {
    const result: LoadResult = {
      id: job.id,
      requests: r.requests.total,
      seconds: r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failures: r.errors + r.timeouts + r.non2xx,
    };
    process.send?.(result);
  });
});
process.send?.('ready');
