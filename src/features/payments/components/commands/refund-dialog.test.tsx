import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { RefundDialog } from './refund-dialog';

/**
 * The refund dialog against a small in-memory refunds service at the fetch boundary: it keeps
 * refunds by idempotency key as the real one does (same key and body → the same refund; same key,
 * other body → IDEMPOTENCY_KEY_REUSED), and a test can lose the answer of a POST after the refund
 * was made, or hold it.
 */

interface Refund {
  id: string;
  payment_id: string;
  status: string;
  amount_money: { amount: number; currency: string };
  reason?: string;
}

interface Post {
  idempotency_key: string;
  amount: number;
  reason?: string;
}

interface RefundBody {
  idempotency_key: string;
  amount_money: { amount: number; currency: string };
  reason?: string;
}

function refundsService(paymentId: string, total: number) {
  const refunds: Refund[] = [];
  const byKey = new Map<string, { body: string; refund: Refund }>();
  const posts: Post[] = [];
  /** What happens to the next POST's answer: given, lost after the refund is made, or held. */
  const next: ('lose' | 'hold' | 'fail' | 'refuse')[] = [];
  const refusals: unknown[] = [];
  let release: (() => void) | null = null;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const payment = () => ({
    id: paymentId,
    status: 'COMPLETED',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    location_id: 'loc-1',
    source_type: 'CARD',
    amount_money: { amount: total, currency: 'JPY' },
    total_money: { amount: total, currency: 'JPY' },
    card_details: { status: 'CAPTURED', card: { card_brand: 'VISA', last_4: '1111' } },
    refund_ids: refunds.map((r) => r.id),
    refunded_money: {
      amount: refunds.reduce((sum, r) => sum + r.amount_money.amount, 0),
      currency: 'JPY',
    },
  });
  const refund = (body: RefundBody) => {
    const { idempotency_key, ...details } = body;
    const known = byKey.get(idempotency_key);
    if (known) {
      return known.body === JSON.stringify(details)
        ? json(200, { refund: known.refund })
        : json(400, {
            errors: [
              {
                category: 'INVALID_REQUEST_ERROR',
                code: 'IDEMPOTENCY_KEY_REUSED',
                detail: 'idempotency_key was used with another request',
                field: 'idempotency_key',
              },
            ],
          });
    }
    const made: Refund = {
      id: `refund-${refunds.length + 1}`,
      payment_id: paymentId,
      status: 'COMPLETED',
      amount_money: body.amount_money,
      ...(body.reason ? { reason: body.reason } : {}),
    };
    refunds.push(made);
    byKey.set(idempotency_key, { body: JSON.stringify(details), refund: made });
    return json(200, { refund: made });
  };
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === `/v2/payments/${paymentId}`) {
      return json(200, { payment: payment() });
    }
    if (request.method === 'GET' && pathname === `/app/payments/${paymentId}/money`) {
      const refunded = refunds.reduce((sum, r) => sum + r.amount_money.amount, 0);
      const yen = (amount: number) => ({ amount, currency: 'JPY' });
      return json(200, {
        money: {
          payment_id: paymentId,
          status: 'COMPLETED',
          total_money: yen(total),
          refunded_money: yen(refunded),
          pending_refund_money: yen(0),
          processing_fee_money: yen(0),
          processing_fee_charged_money: yen(0),
          processing_fee_returned_money: yen(0),
          app_fee_money: yen(0),
          net_money: yen(total - refunded),
          left_to_refund_money: yen(total - refunded),
        },
      });
    }
    const refundId = /^\/v2\/refunds\/(.+)$/.exec(pathname)?.[1];
    if (request.method === 'GET' && refundId) {
      return json(200, { refund: refunds.find((r) => r.id === refundId) });
    }
    if (request.method === 'POST' && pathname === '/v2/refunds') {
      const body = (await request.json()) as RefundBody;
      posts.push({
        idempotency_key: body.idempotency_key,
        amount: body.amount_money.amount,
        ...(body.reason ? { reason: body.reason } : {}),
      });
      const fate = next.shift();
      if (fate === 'refuse') return json(400, { errors: refusals.shift() });
      if (fate === 'fail') {
        return json(503, { errors: [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' }] });
      }
      const answer = refund(body);
      if (fate === 'lose') throw new TypeError('Failed to fetch');
      if (fate === 'hold') await new Promise<void>((resolve) => (release = resolve));
      return answer;
    }
    return json(404, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] });
  });
  return {
    fetch,
    refunds,
    posts,
    loseNextAnswer: () => next.push('lose'),
    holdNextAnswer: () => next.push('hold'),
    /** The next POST is answered 503 without a refund made. */
    failNext: () => next.push('fail'),
    releaseHeld: () => release?.(),
    /** The next POST is refused (400) with these v2 errors, nothing made. */
    refuseNext: (errors: { code: string; detail: string; field?: string }[]) => {
      next.push('refuse');
      refusals.push(errors.map((e) => ({ category: 'INVALID_REQUEST_ERROR', ...e })));
    },
  };
}

let paymentCount = 0;

function renderRefundDialog(total = 500) {
  const paymentId = `pay-${++paymentCount}`;
  const service = refundsService(paymentId, total);
  vi.stubGlobal('fetch', service.fetch);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const drawer = createRoute({
    getParentRoute: () => rootRoute,
    path: '/payments/$paymentId',
    component: () => <p>The payment’s drawer</p>,
  });
  const refund = createRoute({
    getParentRoute: () => rootRoute,
    path: '/payments/$paymentId/refund',
    component: RefundDialog,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([drawer, refund]),
    history: createMemoryHistory({ initialEntries: [`/payments/${paymentId}/refund`] }),
  });
  const view = render(<RouterProvider router={router} />);
  const reopen = () =>
    router.navigate({ to: '/payments/$paymentId/refund', params: { paymentId } });
  return { ...view, service, router, reopen };
}

const dialog = () => screen.findByRole('dialog', { name: 'Refund payment' });

async function fillPartial(user: ReturnType<typeof renderRefundDialog>['user'], amount: string) {
  const refund = await dialog();
  await user.click(await within(refund).findByRole('radio', { name: 'Partial' }));
  const input = await within(refund).findByLabelText(/Amount to refund/);
  await user.clear(input);
  await user.type(input, amount);
  await user.type(within(refund).getByLabelText('Reason'), 'Cup returned');
}

/** A partial `amount` above the ¥500 left, then "Review refund": refused on the amount. */
async function reviewAboveWhatIsLeft(
  user: ReturnType<typeof renderRefundDialog>['user'],
  amount: string,
) {
  await fillPartial(user, amount);
  const refund = await dialog();
  await user.click(within(refund).getByRole('button', { name: 'Review refund' }));
  expect(await within(refund).findByLabelText(/Amount to refund/)).toHaveAccessibleDescription(
    /Must be at most ¥500, what is left to refund/,
  );
  return refund;
}

/** "Review refund", then, on the review step, the button that sends the refund. */
async function reviewAndSend(user: ReturnType<typeof renderRefundDialog>['user'], amount: string) {
  const refund = await dialog();
  await user.click(within(refund).getByRole('button', { name: 'Review refund' }));
  await user.click(await within(refund).findByRole('button', { name: `Refund ${amount}` }));
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// jsdom has no font loading; Mantine's autosizing Textarea (the reason) listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

beforeEach(() => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  window.dispatchEvent(new Event('online'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RefundDialog', { timeout: 20_000 }, () => {
  it('opens with no amount chosen, and asks for one before anything else', async () => {
    const { user, service } = renderRefundDialog();
    const refund = await dialog();
    const full = await within(refund).findByRole('radio', { name: 'Full (¥500)' });
    expect(full).not.toBeChecked();
    expect(within(refund).getByRole('radio', { name: 'Partial' })).not.toBeChecked();
    expect(within(refund).queryByLabelText(/Amount to refund/)).toBeNull();
    await user.click(within(refund).getByRole('button', { name: 'Review refund' }));
    expect(await within(refund).findByText('Choose a full or a partial refund')).toBeVisible();
    expect(within(refund).queryByRole('table', { name: 'The refund' })).toBeNull();
    expect(service.posts).toEqual([]);
  });

  it('shows what, to which card and what is left before sending; Back keeps what was typed', async () => {
    const { user, service } = renderRefundDialog();
    const refund = await reviewAboveWhatIsLeft(user, '1,500');
    const input = within(refund).getByLabelText(/Amount to refund/);
    await user.clear(input);
    await user.type(input, '120');
    await user.click(within(refund).getByRole('button', { name: 'Review refund' }));

    const review = await within(refund).findByRole('table', { name: 'The refund' });
    expect(within(review).getByRole('rowheader', { name: 'Refund' }).nextSibling).toHaveTextContent(
      '¥120',
    );
    expect(within(review).getByRole('row', { name: /Back to/ })).toHaveTextContent(
      'Visa ending 1111',
    );
    expect(within(review).getByRole('row', { name: /Left to refund after it/ })).toHaveTextContent(
      '¥380',
    );
    expect(within(review).getByRole('row', { name: /Reason/ })).toHaveTextContent('Cup returned');
    expect(within(refund).getByRole('heading', { name: /Check the refund/ })).toHaveFocus();
    expect(service.posts).toEqual([]);

    await user.click(within(refund).getByRole('button', { name: 'Back' }));
    expect(await within(refund).findByLabelText(/Amount to refund/)).toHaveValue('120');
    expect(within(refund).getByRole('radio', { name: 'Partial' })).toBeChecked();
    expect(service.posts).toEqual([]);

    await reviewAndSend(user, '¥120');
    expect(
      await within(refund).findByText('Refunded ¥120 of ¥500 on Visa ending 1111.'),
    ).toBeVisible();
    expect(service.posts).toEqual([
      expect.objectContaining({ amount: 120, reason: 'Cup returned' }),
    ]);
  });

  it('a double click on Review refund only shows the review; one on the send button sends once', async () => {
    const { user, service } = renderRefundDialog();
    const refund = await dialog();
    await user.click(await within(refund).findByRole('radio', { name: 'Full (¥500)' }));
    await user.click(within(refund).getByRole('button', { name: 'Review refund' }));
    expect(await within(refund).findByRole('table', { name: 'The refund' })).toBeVisible();
    // The second click of the double click lands on the button now in its place.
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund ¥500' }), { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.posts).toEqual([]);
    expect(within(refund).getByRole('table', { name: 'The refund' })).toBeVisible();
    // A double click on the send button sends one refund.
    await user.dblClick(within(refund).getByRole('button', { name: 'Refund ¥500' }));
    expect(
      await within(refund).findByText('Refunded ¥500 of ¥500 on Visa ending 1111.'),
    ).toBeVisible();
    expect(service.posts).toHaveLength(1);
  });

  it('refunds in full and shows what is left', async () => {
    const { user, service } = renderRefundDialog();
    const refund = await dialog();
    await user.click(await within(refund).findByRole('radio', { name: 'Full (¥500)' }));
    await user.click(within(refund).getByRole('button', { name: 'Review refund' }));
    const review = await within(refund).findByRole('table', { name: 'The refund' });
    expect(review).toHaveTextContent('¥500 (everything left)');
    expect(within(review).getByRole('row', { name: /Left to refund after it/ })).toHaveTextContent(
      '¥0',
    );
    expect(within(review).getByRole('row', { name: /Reason/ })).toHaveTextContent('None given');
    await user.click(within(refund).getByRole('button', { name: 'Refund ¥500' }));

    expect(
      await within(refund).findByText('Refunded ¥500 of ¥500 on Visa ending 1111.'),
    ).toBeVisible();
    expect(within(refund).getByText(/Left to refund/)).toHaveTextContent('Left to refund: ¥0');
    expect(service.posts.map((p) => p.amount)).toEqual([500]);
  });

  it('explains an amount above what is left on the amount, and sends nothing', async () => {
    const { user, service } = renderRefundDialog();
    await reviewAboveWhatIsLeft(user, '600');
    expect(service.posts).toEqual([]);
  });

  it('puts a refusal naming the amount on the amount, and another in the one alert', async () => {
    const { user, service } = renderRefundDialog();
    await fillPartial(user, '100');
    const refund = await dialog();
    service.refuseNext([
      {
        code: 'INVALID_VALUE',
        detail: 'amount_money.amount is more than the card network allows',
        field: 'amount_money.amount',
      },
    ]);
    await reviewAndSend(user, '¥100');
    await waitFor(() =>
      expect(within(refund).getByLabelText(/Amount to refund/)).toHaveAccessibleDescription(
        /Is more than the card network allows/,
      ),
    );
    expect(within(refund).queryByRole('alert')).toBeNull();

    service.refuseNext([
      { code: 'REFUND_DECLINED', detail: 'the card issuer declined the refund' },
    ]);
    await reviewAndSend(user, '¥100');
    const alert = await within(refund).findByRole('alert');
    expect(alert).toHaveTextContent('Not refunded');
    expect(alert).toHaveTextContent('The card issuer declined the refund');
    expect(service.refunds).toEqual([]);
  });
});

describe('RefundDialog, a lost answer', { timeout: 20_000 }, () => {
  it('stays bound to the unanswered refund, shows what the service says, and never refunds twice', async () => {
    const { user, service, reopen } = renderRefundDialog();
    await fillPartial(user, '100');
    service.loseNextAnswer();
    await reviewAndSend(user, '¥100');

    const refund = await dialog();
    expect(await within(refund).findByText(/^No answer from the service/)).toBeVisible();
    // Nothing can be changed: no amount, no other refund under a new key.
    expect(within(refund).queryByLabelText(/Amount to refund/)).toBeNull();
    expect(within(refund).queryByRole('button', { name: /^Refund|Review refund/ })).toBeNull();
    expect(
      within(refund).getByText(
        'No answer from the service: the refund may or may not have been made',
      ),
    ).toBeVisible();
    expect(within(refund).getByText(/Refund of/)).toHaveTextContent(
      'Refund of ¥100 on Visa ending 1111 (reason: “Cup returned”).',
    );
    // The refund was made, though no answer arrived: what is left comes from the service.
    await waitFor(() =>
      expect(within(refund).getByText(/The service shows, now/)).toHaveTextContent(
        'The service shows, now: ¥100 refunded of ¥500. Left to refund: ¥400',
      ),
    );

    // Closed and opened again, the dialog still holds it.
    await user.click(within(refund).getByRole('button', { name: 'Close for now' }));
    await screen.findByText('The payment’s drawer');
    await reopen();
    const again = await dialog();
    expect(await within(again).findByRole('button', { name: 'Check again' })).toBeVisible();

    await user.click(within(again).getByRole('button', { name: 'Check again' }));
    expect(
      await within(again).findByText('Refunded ¥100 of ¥500 on Visa ending 1111.'),
    ).toBeVisible();
    expect(within(again).getByText(/Left to refund/)).toHaveTextContent('Left to refund: ¥400');

    expect(service.refunds.map((r) => r.amount_money.amount)).toEqual([100]);
    expect(service.posts).toHaveLength(2);
    expect(new Set(service.posts.map((p) => p.idempotency_key)).size).toBe(1);
    expect(service.posts.map((p) => p.amount)).toEqual([100, 100]);
  });

  it('a 5xx without a refund made: Check again makes it once, with the same key', async () => {
    const { user, service } = renderRefundDialog();
    await fillPartial(user, '150');
    service.failNext();
    await reviewAndSend(user, '¥150');
    const refund = await dialog();
    expect(await within(refund).findByText(/Last try: No answer came back/)).toBeVisible();
    expect(within(refund).getByText(/The service shows, now/)).toHaveTextContent(
      'The service shows, now: ¥0 refunded of ¥500. Left to refund: ¥500',
    );
    await user.click(within(refund).getByRole('button', { name: 'Check again' }));
    expect(
      await within(refund).findByText('Refunded ¥150 of ¥500 on Visa ending 1111.'),
    ).toBeVisible();
    expect(service.refunds.map((r) => r.amount_money.amount)).toEqual([150]);
    expect(service.posts.map((p) => p.amount)).toEqual([150, 150]);
    expect(service.posts[1]?.idempotency_key).toBe(service.posts[0]?.idempotency_key);
  });
});

describe('RefundDialog, offline and in flight', { timeout: 20_000 }, () => {
  it('refuses a refund while offline, says nothing was sent, and sends nothing once back online', async () => {
    const { user, service } = renderRefundDialog();
    await fillPartial(user, '100');
    setOnline(false);
    const refund = await dialog();
    await reviewAndSend(user, '¥100');

    const told = await within(refund)
      .findByText(/offline, so nothing was sent/)
      .then(
        () => true,
        () => false,
      );
    await user.keyboard('{Escape}');
    await screen.findByText('The payment’s drawer');
    setOnline(true);
    // Give a paused request every chance to go out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.posts).toEqual([]);
    expect(service.refunds).toEqual([]);
    expect(told, 'the dialog said nothing was sent').toBe(true);
  });

  it('cannot be dismissed while the refund is on its way, and says so', async () => {
    const { user, service } = renderRefundDialog();
    await fillPartial(user, '100');
    service.holdNextAnswer();
    const refund = await dialog();
    await reviewAndSend(user, '¥100');
    await waitFor(() => expect(service.posts).toHaveLength(1));

    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('The payment’s drawer')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Refund payment' })).toBe(refund);
    expect(within(refund).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(refund).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(
      within(refund).getByText(
        'Sending the refund. This dialog stays open until the service answers.',
      ),
    ).toBeVisible();

    service.releaseHeld();
    expect(
      await within(refund).findByText('Refunded ¥100 of ¥500 on Visa ending 1111.'),
    ).toBeVisible();
    expect(service.refunds).toHaveLength(1);
  });
});
