import { vi } from 'vitest';

/**
 * A small in-memory payments service at the fetch boundary, for the take-payment tests: it keeps
 * payments by idempotency key as the real one does (the same key replays the first answer; a key
 * canceled before any payment had it is refused), voids an APPROVED payment canceled by its key,
 * and refuses to void a COMPLETED one. A test can lose the answer of the next create after the
 * payment was made, answer it 503 without making it, or hold it.
 */

interface Payment {
  id: string;
  status: 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED';
  created_at: string;
  updated_at: string;
  location_id: string;
  source_type: 'CARD';
  amount_money: { amount: number; currency: string };
  total_money: { amount: number; currency: string };
  card_details: { status: string; card: { card_brand: string; last_4: string } };
}

interface CreateBody {
  idempotency_key: string;
  source_id: string;
  location_id: string;
  amount_money: { amount: number; currency: string };
  autocomplete?: boolean;
}

/** The test card that the fake declines. */
export const DECLINED_CARD = 'cnon:card-nonce-declined';

/** The most (in minor units) the fake takes in one payment; more is refused on the amount. */
const AMOUNT_LIMIT = 100_000;

type Fate = 'lose' | 'fail' | 'hold';

export function fakePaymentsService() {
  const payments: Payment[] = [];
  const byKey = new Map<string, Payment | 'canceled'>();
  /** Every create sent: its key and amount. */
  const creates: { key: string; amount: number }[] = [];
  const cancels: string[] = [];
  const createFates: Fate[] = [];
  const cancelFates: Fate[] = [];
  /** Captures and voids sent, e.g. `complete pay-1`. */
  const moves: string[] = [];
  const moveFates: Fate[] = [];
  let release: (() => void) | null = null;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const refuse = (status: number, code: string, field?: string, detail = code) =>
    json(status, {
      errors: [{ category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) }],
    });

  const create = (body: CreateBody) => {
    const known = byKey.get(body.idempotency_key);
    if (known === 'canceled') return refuse(400, 'BAD_REQUEST', 'idempotency_key');
    if (known) return json(200, { payment: known });
    if (body.source_id === DECLINED_CARD) return refuse(402, 'CARD_DECLINED');
    if (body.amount_money.amount > AMOUNT_LIMIT) {
      return refuse(
        400,
        'INVALID_VALUE',
        'amount_money.amount',
        `amount_money.amount must be at most ${AMOUNT_LIMIT}`,
      );
    }
    const made: Payment = {
      id: `pay-${payments.length + 1}`,
      status: body.autocomplete === false ? 'APPROVED' : 'COMPLETED',
      created_at: '2026-11-25T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
      location_id: body.location_id,
      source_type: 'CARD',
      amount_money: body.amount_money,
      total_money: body.amount_money,
      card_details: { status: 'CAPTURED', card: { card_brand: 'VISA', last_4: '1111' } },
    };
    payments.push(made);
    byKey.set(body.idempotency_key, made);
    return json(200, { payment: made });
  };

  const cancelByKey = (key: string) => {
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, 'canceled');
      return json(200, {});
    }
    if (known === 'canceled') return json(200, {});
    if (known.status === 'COMPLETED') return refuse(400, 'DELAYED_TRANSACTION_CAPTURED');
    known.status = 'CANCELED';
    return json(200, { payment: known });
  };

  const answer = async (fates: Fate[], respond: () => Response) => {
    const fate = fates.shift();
    if (fate === 'fail') return refuse(503, 'SERVICE_UNAVAILABLE');
    const response = respond();
    if (fate === 'lose') throw new TypeError('Failed to fetch');
    if (fate === 'hold') await new Promise<void>((resolve) => (release = resolve));
    return response;
  };

  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname === '/v2/payments') {
      const body = (await request.json()) as CreateBody;
      creates.push({ key: body.idempotency_key, amount: body.amount_money.amount });
      return answer(createFates, () => create(body));
    }
    if (request.method === 'POST' && pathname === '/v2/payments/cancel') {
      const { idempotency_key: key } = (await request.json()) as { idempotency_key: string };
      cancels.push(key);
      return answer(cancelFates, () => cancelByKey(key));
    }
    const [, heldId, move] = /^\/v2\/payments\/([^/]+)\/(complete|cancel)$/.exec(pathname) ?? [];
    const held = payments.find((p) => p.id === heldId);
    if (request.method === 'POST' && held && move) {
      moves.push(`${move} ${held.id}`);
      return answer(moveFates, () => {
        if (held.status === 'CANCELED') return refuse(400, 'DELAYED_TRANSACTION_CANCELED');
        if (held.status === 'COMPLETED') return refuse(400, 'DELAYED_TRANSACTION_CAPTURED');
        held.status = move === 'complete' ? 'COMPLETED' : 'CANCELED';
        return json(200, { payment: held });
      });
    }
    const id = /^\/v2\/payments\/([^/]+)$/.exec(pathname)?.[1];
    const payment = payments.find((p) => p.id === id);
    if (request.method === 'GET' && payment) return json(200, { payment });
    if (request.method === 'GET' && pathname === '/v2/merchants/me') {
      return json(200, {
        merchant: { id: 'merchant-1', business_name: 'Ledgerline Café', currency: 'USD' },
      });
    }
    if (request.method === 'GET' && pathname === '/v2/locations') {
      return json(200, { locations: [{ id: 'loc-1', name: 'Main Street', currency: 'USD' }] });
    }
    return refuse(404, 'NOT_FOUND');
  });

  return {
    fetch,
    payments,
    creates,
    cancels,
    /** The next create's payment is made, but its answer never arrives. */
    loseNextCreate: () => createFates.push('lose'),
    /** The next create is answered 503, nothing made. */
    failNextCreate: () => createFates.push('fail'),
    /** The next create's answer waits for `releaseHeld`. */
    holdNextCreate: () => createFates.push('hold'),
    loseNextCancel: () => cancelFates.push('lose'),
    /** The next capture or void is answered 503, nothing done. */
    failNextMove: () => moveFates.push('fail'),
    moves,
    /** A payment made directly, e.g. one awaiting capture. */
    add: (payment: Pick<Payment, 'status'>) => {
      const made: Payment = {
        id: `pay-${payments.length + 1}`,
        created_at: '2026-11-25T10:00:00Z',
        updated_at: '2026-11-25T10:00:00Z',
        location_id: 'loc_midtown',
        source_type: 'CARD',
        amount_money: { amount: 1250, currency: 'USD' },
        total_money: { amount: 1250, currency: 'USD' },
        card_details: { status: 'AUTHORIZED', card: { card_brand: 'VISA', last_4: '1111' } },
        ...payment,
      };
      payments.push(made);
      return made;
    },
    releaseHeld: () => release?.(),
  };
}
