/**
 * A raw HTTP/1.1 client (node:http) for the suite: it sends what it is given — any method, a
 * body on GET, odd content types, bytes that are not UTF-8 — which fetch() refuses to do. Keep-alive
 * sockets are reused, so a server that drops a connection after answering shows up as a transport
 * error on the next request.
 */
import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query, already encoded as they go on the request line. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export type Outcome = { ok: true; response: RawResponse } | { ok: false; error: string };

export function keepAliveAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets });
}

export function send(
  baseUrl: string,
  req: RawRequest,
  agent?: Agent,
  timeoutMs = 30_000,
): Promise<Outcome> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined && !hasHeader(headers, 'transfer-encoding')) {
      headers['content-length'] = String(req.body.length);
    }
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers,
        agent: agent ?? false,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', (error) => done({ ok: false, error: describe(error) }));
        incoming.on('end', () =>
          done({
            ok: true,
            response: {
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            },
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', (error) => done({ ok: false, error: describe(error) }));
    outgoing.end(req.body);
  });
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function describe(error: Error & { code?: string }): string {
  return error.code ? `${error.code}: ${error.message}` : error.message;
}

/** JSON request helper for setup steps that must succeed. */
export async function jsonRequest<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  agent?: Agent,
): Promise<{ status: number; body: T; text: string }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let payload: Buffer | undefined;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(body), 'utf8');
  }
  const outcome = await send(baseUrl, { method, path, headers, body: payload }, agent);
  if (!outcome.ok) throw new Error(`${method} ${path}: ${outcome.error}`);
  const { status, text } = outcome.response;
  let parsed: unknown = text;
  try {
    parsed = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the caller sees the text.
  }
  return { status, body: parsed as T, text };
}

/** Runs `work(i)` for i in [0, count) with at most `concurrency` at once. */
export async function pool(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
