/**
 * Child process of the benchmark: an autocannon load generator, so load is never generated in
 * a server's process. Each message from the parent is one run; the reply is its summary. The
 * access token arrives over IPC, never on a command line.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './protocol';

process.on('message', (job: LoadJob) => {
  void autocannon({
    url: job.url,
    ...(job.body === undefined
      ? { headers: job.headers }
      : {
          method: job.method ?? ('POST' as const),
          body: job.body,
          headers: { ...job.headers, 'Content-Type': 'application/json' },
          ...(job.uniqueKey
            ? {
                requests: [
                  {
                    setupRequest: (request: autocannon.Request) => ({
                      ...request,
                      body: job.body!.replace('{{key}}', randomUUID()),
                    }),
                  },
                ],
              }
            : {}),
        }),
    connections: job.connections,
    duration: job.seconds,
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
