/**
 * Races sent through real HTTP to one or more service instances at once: clock-ins for one
 * employee (one open timecard must result) and creates that share one idempotency key (one
 * resource must result). Requests go round-robin over the instances' URLs.
 */
import { randomUUID } from 'node:crypto';
import { validBody } from './bodies';
import { envelopeProblems } from './envelope';
import { jsonRequest, send } from './http';
import type { OpenApiDocument, Operation } from './openapi';
import type { IdsByKind } from './resources';

/** Sends `count` requests at once (each on its own connection), round-robin over `urls`. */
async function burst(
  urls: readonly string[],
  count: number,
  request: (i: number) => { method: string; path: string; body: unknown },
  token: string,
) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { method, path, body } = request(i);
      const outcome = await send(urls[i % urls.length]!, {
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          accept: 'application/json',
        },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      });
      return { path, outcome };
    }),
  );
}

export async function newEmployee(url: string, token: string, name: string): Promise<string> {
  const res = await jsonRequest<{ id: string }>(url, 'POST', '/v1/me/employees', token, {
    first_name: 'Race',
    last_name: name,
  });
  if (res.status !== 200)
    throw new Error(`POST /v1/me/employees answered ${res.status}: ${res.text}`);
  return res.body.id;
}

/** A break type of `locationId` through the API; returns its id. */
export async function newBreakType(url: string, token: string, locationId: string) {
  const res = await jsonRequest<{ break_type?: { id: string } }>(
    url,
    'POST',
    '/v2/labor/break-types',
    token,
    {
      break_type: {
        location_id: locationId,
        break_name: 'Race break',
        expected_duration: 'PT15M',
        is_paid: false,
      },
    },
  );
  if (res.status !== 200 || !res.body.break_type) {
    throw new Error(`POST /v2/labor/break-types answered ${res.status}: ${res.text}`);
  }
  return res.body.break_type.id;
}

/**
 * `count` clock-ins for one new employee at once: exactly one 200, the rest 400 in the v1
 * envelope, and exactly one open timecard listed (asked of every instance). Returns problems.
 */
export async function clockInRace(
  urls: readonly string[],
  token: string,
  count: number,
  label: string,
): Promise<string[]> {
  const employeeId = await newEmployee(urls[0]!, token, label);
  const results = await burst(
    urls,
    count,
    () => ({ method: 'POST', path: '/v1/me/timecards', body: { employee_id: employeeId } }),
    token,
  );
  const problems: string[] = [];
  let winners = 0;
  for (const { path, outcome } of results) {
    if (!outcome.ok) {
      problems.push(`${label}: clock-in failed in transport: ${outcome.error}`);
      continue;
    }
    const { status } = outcome.response;
    if (status === 200) winners += 1;
    else if (status !== 400)
      problems.push(`${label}: clock-in answered ${status}: ${outcome.response.text}`);
    else problems.push(...envelopeProblems(path, outcome.response).map((p) => `${label}: ${p}`));
  }
  if (winners !== 1) problems.push(`${label}: ${winners} of ${count} clock-ins succeeded, not 1`);
  for (const url of urls) {
    const listed = await jsonRequest<{ clockout_time?: string }[]>(
      url,
      'GET',
      `/v1/me/timecards?employee_id=${employeeId}`,
      token,
    );
    const open = Array.isArray(listed.body) ? listed.body.filter((t) => !t.clockout_time) : [];
    if (listed.status !== 200 || open.length !== 1 || listed.body.length !== 1) {
      problems.push(
        `${label}: ${url} lists ${listed.status} ${listed.text.slice(0, 300)} (want one open timecard)`,
      );
    }
  }
  return problems;
}

/**
 * Operations whose body takes an idempotency key but create nothing: cancelPaymentByIdempotencyKey
 * names the key of another request and answers `{}`.
 */
const NOT_CREATES = ['CancelPaymentByIdempotencyKey'];

/** Operations whose body takes an idempotency key (Square's idempotent creates). */
export function idempotentCreates(ops: readonly Operation[]): Operation[] {
  return ops.filter(
    (op) =>
      op.method === 'POST' &&
      op.body?.properties?.idempotency_key &&
      !NOT_CREATES.includes(op.operationId),
  );
}

/** The first `id` in a response body, at the top or one wrapper down ({shift: {id}}). */
function resourceId(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (typeof body.id === 'string') return body.id;
    for (const value of Object.values(body)) {
      const inner = value as Record<string, unknown> | null;
      if (inner && typeof inner === 'object' && typeof inner.id === 'string') return inner.id;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * `count` creates with one idempotency key at once: no 5xx, every success names the same
 * resource, and at least one succeeds.
 */
export async function idempotentCreateRace(
  urls: readonly string[],
  token: string,
  doc: OpenApiDocument,
  op: Operation,
  ids: IdsByKind,
  count: number,
): Promise<string[]> {
  const body = { ...validBody(doc, op, ids), idempotency_key: randomUUID() };
  const results = await burst(
    urls,
    count,
    () => ({ method: op.method, path: op.path, body }),
    token,
  );
  const problems: string[] = [];
  const created = new Set<string>();
  for (const { outcome } of results) {
    if (!outcome.ok) {
      problems.push(`${op.operationId}: transport error ${outcome.error}`);
      continue;
    }
    const { status, text } = outcome.response;
    if (status >= 500) problems.push(`${op.operationId}: ${status} ${text.slice(0, 200)}`);
    if (status === 200) {
      const id = resourceId(text);
      if (id) created.add(id);
      else problems.push(`${op.operationId}: 200 without a resource id: ${text.slice(0, 200)}`);
    }
  }
  if (created.size !== 1) {
    problems.push(
      `${op.operationId}: ${count} creates with one key made ${created.size} resources`,
    );
  }
  return problems;
}

/**
 * `count` creates of an OPEN shift for one new employee at once (each from its own minute, so no
 * two bodies are alike): exactly one 200, the rest 400 in the v2 envelope, and exactly one shift of
 * the employee listed by every instance's search. Returns problems.
 */
export async function openShiftRace(
  urls: readonly string[],
  token: string,
  locationId: string,
  count: number,
  label: string,
): Promise<string[]> {
  const employeeId = await newEmployee(urls[0]!, token, label);
  const results = await burst(
    urls,
    count,
    (i) => ({
      method: 'POST',
      path: '/v2/labor/shifts',
      body: {
        shift: {
          employee_id: employeeId,
          location_id: locationId,
          start_at: new Date(Date.now() - (i + 5) * 60_000).toISOString(),
        },
      },
    }),
    token,
  );
  const problems: string[] = [];
  let winners = 0;
  for (const { path, outcome } of results) {
    if (!outcome.ok) {
      problems.push(`${label}: shift create failed in transport: ${outcome.error}`);
      continue;
    }
    const { status } = outcome.response;
    if (status === 200) winners += 1;
    else if (status !== 400)
      problems.push(`${label}: shift create answered ${status}: ${outcome.response.text}`);
    else problems.push(...envelopeProblems(path, outcome.response).map((p) => `${label}: ${p}`));
  }
  if (winners !== 1) problems.push(`${label}: ${winners} of ${count} OPEN shifts created, not 1`);
  for (const url of urls) {
    const found = await jsonRequest<{ shifts?: { status: string }[] }>(
      url,
      'POST',
      '/v2/labor/shifts/search',
      token,
      { query: { filter: { employee_ids: [employeeId] } } },
    );
    const shifts = found.body.shifts ?? [];
    if (found.status !== 200 || shifts.length !== 1 || shifts[0]?.status !== 'OPEN') {
      problems.push(
        `${label}: ${url} finds ${found.status} ${found.text.slice(0, 300)} (want one OPEN shift)`,
      );
    }
  }
  return problems;
}

/** A location holds at most this many break types (spec, Limits). */
const BREAK_TYPES_PER_LOCATION = 3;

/**
 * `count` break-type creates for one location without break types, at once (no idempotency key):
 * exactly three 200s, the rest 400 in the v2 envelope, and three listed by every instance.
 */
export async function breakTypeLimitRace(
  urls: readonly string[],
  token: string,
  locationId: string,
  count: number,
): Promise<string[]> {
  const results = await burst(
    urls,
    count,
    (i) => ({
      method: 'POST',
      path: '/v2/labor/break-types',
      body: {
        break_type: {
          location_id: locationId,
          break_name: `Race ${i}`,
          expected_duration: 'PT10M',
          is_paid: false,
        },
      },
    }),
    token,
  );
  const problems: string[] = [];
  let created = 0;
  for (const { path, outcome } of results) {
    if (!outcome.ok) {
      problems.push(`break-type limit: transport error ${outcome.error}`);
      continue;
    }
    const { status } = outcome.response;
    if (status === 200) created += 1;
    else if (status !== 400)
      problems.push(`break-type limit: answered ${status}: ${outcome.response.text}`);
    else problems.push(...envelopeProblems(path, outcome.response));
  }
  if (created !== BREAK_TYPES_PER_LOCATION) {
    problems.push(
      `break-type limit: ${created} of ${count} creates for one location succeeded, not ${BREAK_TYPES_PER_LOCATION}`,
    );
  }
  for (const url of urls) {
    const listed = await jsonRequest<{ break_types?: unknown[] }>(
      url,
      'GET',
      `/v2/labor/break-types?location_id=${encodeURIComponent(locationId)}`,
      token,
    );
    if (listed.status !== 200 || listed.body.break_types?.length !== BREAK_TYPES_PER_LOCATION) {
      problems.push(
        `break-type limit: ${url} lists ${listed.status} ${listed.text.slice(0, 300)} (want ${BREAK_TYPES_PER_LOCATION})`,
      );
    }
  }
  return problems;
}

interface RacedPayment {
  total_money?: { amount: number };
  refunded_money?: { amount: number };
  refund_ids?: string[];
}

/**
 * `count` partial refunds of one payment at once, each of `1/parts` of its total (different keys,
 * so each is a refund of its own): every reply 200 or a 4xx in the v2 envelope, exactly `parts`
 * accepted, and, as every instance sees it, the payment's refunds (fetched one by one) add up to
 * what the accepted replies refunded, never more than the total, and to its `refunded_money`.
 */
export async function refundRace(
  urls: readonly string[],
  token: string,
  paymentId: string,
  total: number,
  parts: number,
  count: number,
  label: string,
): Promise<string[]> {
  const share = total / parts;
  if (!Number.isInteger(share)) throw new Error(`${label}: ${total} is not ${parts} equal parts`);
  const results = await burst(
    urls,
    count,
    () => ({
      method: 'POST',
      path: '/v2/refunds',
      body: {
        idempotency_key: randomUUID(),
        payment_id: paymentId,
        amount_money: { amount: share, currency: 'USD' },
        reason: label,
      },
    }),
    token,
  );
  const problems: string[] = [];
  const accepted = new Set<string>();
  for (const { path, outcome } of results) {
    if (!outcome.ok) {
      problems.push(`${label}: refund failed in transport: ${outcome.error}`);
      continue;
    }
    const { status, text } = outcome.response;
    if (status === 200) {
      const id = resourceId(text);
      if (id) accepted.add(id);
      else problems.push(`${label}: 200 without a refund id: ${text.slice(0, 200)}`);
    } else if (status < 400 || status > 499) {
      problems.push(`${label}: refund answered ${status}: ${text.slice(0, 300)}`);
    } else {
      problems.push(...envelopeProblems(path, outcome.response).map((p) => `${label}: ${p}`));
    }
  }
  if (accepted.size !== parts) {
    problems.push(
      `${label}: ${accepted.size} of ${count} refunds of 1/${parts} were accepted, not ${parts}`,
    );
  }
  for (const url of urls) {
    const got = await jsonRequest<{ payment?: RacedPayment }>(
      url,
      'GET',
      `/v2/payments/${paymentId}`,
      token,
    );
    const payment = got.body.payment;
    if (got.status !== 200 || !payment) {
      problems.push(`${label}: ${url} GET payment ${got.status} ${got.text.slice(0, 200)}`);
      continue;
    }
    const ids = payment.refund_ids ?? [];
    let sum = 0;
    for (const id of ids) {
      const refund = await jsonRequest<{ refund?: { amount_money: { amount: number } } }>(
        url,
        'GET',
        `/v2/refunds/${id}`,
        token,
      );
      if (refund.status !== 200 || !refund.body.refund) {
        problems.push(`${label}: ${url} GET refund ${id} ${refund.status} ${refund.text}`);
        continue;
      }
      sum += refund.body.refund.amount_money.amount;
    }
    const refunded = payment.refunded_money?.amount ?? 0;
    const stray = ids.filter((id) => !accepted.has(id));
    if (sum > total || sum !== refunded || sum !== accepted.size * share || stray.length > 0) {
      problems.push(
        `${label}: ${url}: refunds stored add up to ${sum} (${ids.length} refunds, ` +
          `${stray.length} not acknowledged), refunded_money ${refunded}, acknowledged ` +
          `${accepted.size * share}, total ${total}`,
      );
    }
  }
  return problems;
}

interface RacedOrder {
  state?: string;
  /** Its card payment (a v2 payment is a tender); `payment_id` is the v1 payment, the sale. */
  tender?: { id?: string };
  order_history?: { action: string }[];
}

/** The history entry each updateOrder action writes (decision record, Online orders). */
const HISTORY_OF_ACTION: Record<string, string> = {
  COMPLETE: 'COMPLETED',
  CANCEL: 'CANCELED',
  REFUND: 'REFUNDED',
};

/** The state each updateOrder action moves to. */
const STATE_OF_ACTION = HISTORY_OF_ACTION;

/**
 * `count` updateOrder requests for one order at once, request i with `actions[i % length]`
 * (COMPLETE and CANCEL of an OPEN order, or REFUND of a COMPLETED one): every reply 200 or a
 * 4xx in the v1 envelope, exactly one 200, and, as every instance answers, the order in the
 * state of the accepted action with exactly one history entry for the move, and its payment
 * refunded in full exactly once when the move refunds (CANCEL of an OPEN order, REFUND), not
 * at all otherwise (its `refunded_money` never above its total). Returns problems.
 */
export async function orderActionRace(
  urls: readonly string[],
  token: string,
  locationId: string,
  orderId: string,
  actions: readonly string[],
  count: number,
  label: string,
): Promise<string[]> {
  const path = `/v1/${locationId}/orders/${orderId}`;
  const results = await burst(
    urls,
    count,
    (i) => ({ method: 'PUT', path, body: { action: actions[i % actions.length] } }),
    token,
  );
  const problems: string[] = [];
  const accepted: string[] = [];
  results.forEach(({ outcome }, i) => {
    if (!outcome.ok) {
      problems.push(`${label}: update failed in transport: ${outcome.error}`);
      return;
    }
    const { status, text } = outcome.response;
    if (status === 200) accepted.push(actions[i % actions.length]!);
    else if (status < 400 || status > 499) {
      problems.push(`${label}: update answered ${status}: ${text.slice(0, 300)}`);
    } else {
      problems.push(...envelopeProblems(path, outcome.response).map((p) => `${label}: ${p}`));
    }
  });
  if (accepted.length !== 1) {
    problems.push(
      `${label}: ${accepted.length} of ${count} updates were accepted (${accepted.join(', ')}), not 1`,
    );
  }
  const winner = accepted[0];
  const raced = new Set(actions.map((a) => HISTORY_OF_ACTION[a]));
  for (const url of urls) {
    const got = await jsonRequest<RacedOrder>(url, 'GET', path, token);
    const order = got.body;
    if (got.status !== 200) {
      problems.push(`${label}: ${url} GET order ${got.status} ${got.text.slice(0, 200)}`);
      continue;
    }
    const moves = (order.order_history ?? []).filter((h) => raced.has(h.action));
    if (moves.length !== 1 || (winner && order.state !== STATE_OF_ACTION[winner])) {
      problems.push(
        `${label}: ${url}: order ${order.state} with history ` +
          `${JSON.stringify(order.order_history)} after ${accepted.join(', ') || 'no'} accepted`,
      );
    }
    const tenderId = order.tender?.id;
    if (!tenderId) {
      problems.push(`${label}: ${url}: the order has no tender`);
      continue;
    }
    const paid = await jsonRequest<{ payment?: RacedPayment }>(
      url,
      'GET',
      `/v2/payments/${tenderId}`,
      token,
    );
    const payment = paid.body.payment;
    if (paid.status !== 200 || !payment) {
      problems.push(`${label}: ${url} GET payment ${paid.status} ${paid.text.slice(0, 200)}`);
      continue;
    }
    const total = payment.total_money?.amount ?? 0;
    const refunded = payment.refunded_money?.amount ?? 0;
    const refunds = payment.refund_ids?.length ?? 0;
    const refunding = winner === 'REFUND' || winner === 'CANCEL';
    const want = refunding ? { refunded: total, refunds: 1 } : { refunded: 0, refunds: 0 };
    if (refunded > total || refunded !== want.refunded || refunds !== want.refunds) {
      problems.push(
        `${label}: ${url}: after ${winner ?? 'nothing'} the payment of ${total} has ` +
          `refunded_money ${refunded} in ${refunds} refunds (want ${want.refunded} in ${want.refunds})`,
      );
    }
  }
  return problems;
}

/**
 * The settlement job closing days while `count` reads of one location's settlements are under
 * way: `close` starts the job (runs of it at once, or the instances' own schedule), the reads
 * answer 200 with what is there (a read never closes a day), and once at least `atLeast`
 * settlements are listed (waiting up to 30 s for the job) every instance lists the same. The
 * caller checks the database (ledger.ts settledOnceProblems). Returns problems.
 */
export async function settlementCloseRace(
  urls: readonly string[],
  token: string,
  locationId: string,
  count: number,
  atLeast: number,
  label: string,
  close: () => Promise<unknown>,
): Promise<string[]> {
  const path = `/v1/${locationId}/settlements?limit=200`;
  const [results] = await Promise.all([
    burst(urls, count, () => ({ method: 'GET', path, body: undefined }), token),
    close(),
  ]);
  const problems: string[] = [];
  for (const { outcome } of results) {
    if (!outcome.ok) {
      problems.push(`${label}: read failed in transport: ${outcome.error}`);
      continue;
    }
    const { status, text } = outcome.response;
    if (status !== 200) problems.push(`${label}: read answered ${status}: ${text.slice(0, 300)}`);
  }
  const until = Date.now() + 30_000;
  for (;;) {
    const got = await jsonRequest<{ id: string }[]>(urls[0]!, 'GET', path, token);
    if (got.status === 200 && Array.isArray(got.body) && got.body.length >= atLeast) break;
    if (Date.now() > until) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const listed: string[] = [];
  for (const url of urls) {
    const got = await jsonRequest<{ id: string }[]>(url, 'GET', path, token);
    const ids = Array.isArray(got.body) ? got.body.map((s) => s.id).sort() : [];
    if (got.status !== 200 || ids.length < atLeast) {
      problems.push(
        `${label}: ${url} lists ${got.status} ${got.text.slice(0, 300)} (want at least ${atLeast})`,
      );
    }
    listed.push(ids.join(','));
  }
  if (new Set(listed).size > 1) {
    problems.push(`${label}: the instances list different settlements: ${listed.join(' | ')}`);
  }
  return problems;
}

/**
 * `count` simultaneous accepts of one invitation link (each with its own name), round-robin over
 * `urls`: exactly one 200 (naming the person it created, with a session cookie), every other
 * reply 409 CONFLICT in the v2 envelope, and the link is used up on every instance afterwards
 * (404). Returns the problems and the winner's user id and name for the caller's database check.
 */
export async function acceptRace(
  urls: readonly string[],
  secret: string,
  count: number,
  label: string,
): Promise<{ problems: string[]; winner?: { id: string; name: string } }> {
  const path = `/app/invitations/${encodeURIComponent(secret)}/accept`;
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      send(urls[i % urls.length]!, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: Buffer.from(
          JSON.stringify({ name: `Racer ${i + 1}`, password: `race-password-${i + 1}` }),
        ),
      }),
    ),
  );
  const problems: string[] = [];
  const winners: { id: string; name: string }[] = [];
  for (const outcome of results) {
    if (!outcome.ok) {
      problems.push(`${label}: an accept failed in transport: ${outcome.error}`);
      continue;
    }
    const { status, text, headers } = outcome.response;
    if (status === 200) {
      const body = JSON.parse(text) as { user?: { id?: string; name?: string } };
      if (typeof body.user?.id !== 'string' || typeof body.user.name !== 'string') {
        problems.push(`${label}: the accept's 200 names no person: ${text.slice(0, 300)}`);
      } else winners.push({ id: body.user.id, name: body.user.name });
      if (!String(headers['set-cookie'] ?? '').includes('session_token')) {
        problems.push(`${label}: the winning accept set no session cookie`);
      }
    } else if (status !== 409) {
      problems.push(
        `${label}: an accept answered ${status}, not 200 or 409: ${text.slice(0, 300)}`,
      );
    } else {
      problems.push(...envelopeProblems(path, outcome.response).map((p) => `${label}: ${p}`));
      if (!text.includes('"CONFLICT"')) problems.push(`${label}: a 409 is not CONFLICT: ${text}`);
    }
  }
  if (winners.length !== 1) {
    problems.push(`${label}: ${winners.length} of ${count} accepts succeeded, not 1`);
  }
  for (const url of urls) {
    const after = await send(url, {
      method: 'GET',
      path: `/app/invitations/${encodeURIComponent(secret)}`,
      headers: { accept: 'application/json' },
    });
    if (!after.ok || after.response.status !== 404) {
      problems.push(
        `${label}: ${url} still offers the used link: ` +
          (after.ok
            ? `${after.response.status} ${after.response.text.slice(0, 200)}`
            : after.error),
      );
    }
  }
  return { problems, winner: winners.length === 1 ? winners[0] : undefined };
}
