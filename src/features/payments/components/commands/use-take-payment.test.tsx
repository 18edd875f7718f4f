import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttemptBinding } from '../../lib/bound-attempts';
import type { TakePaymentBody } from '../../lib/take-payment';
import { DECLINED_CARD, fakePaymentsService } from './fake-payments-service';
import { useTakePayment } from './use-take-payment';

const body = (overrides: Partial<TakePaymentBody> = {}): TakePaymentBody => ({
  idempotency_key: 'key-of-the-attempt',
  source_id: 'cnon:card-nonce-ok',
  location_id: 'loc-1',
  amount_money: { amount: 1250, currency: 'USD' },
  autocomplete: true,
  ...overrides,
});

function setUp() {
  const service = fakePaymentsService();
  vi.stubGlobal('fetch', service.fetch);
  const binding = createAttemptBinding<TakePaymentBody>();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const mount = () => renderHook(() => useTakePayment({ binding }), { wrapper });
  return { service, binding, mount };
}

type Terminal = ReturnType<typeof setUp>;

/** Charges; a refusal is caught and handed back. */
async function charge(view: ReturnType<Terminal['mount']>, sent = body()) {
  let refusal: unknown = null;
  await act(() => view.result.current.charge(sent).catch((error: unknown) => (refusal = error)));
  return refusal;
}

const recover = (view: ReturnType<Terminal['mount']>) => act(() => view.result.current.recover());

beforeEach(() => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useTakePayment', () => {
  it('form → sending → done: one create, the payment taken', async () => {
    const { service, mount } = setUp();
    const view = mount();
    expect(view.result.current.state).toEqual({ step: 'form' });

    service.holdNextCreate();
    let sent!: Promise<void>;
    act(() => {
      sent = view.result.current.charge(body());
    });
    await waitFor(() => expect(view.result.current.state.step).toBe('sending'));
    service.releaseHeld();
    await act(() => sent);

    const { state } = view.result.current;
    expect(state.step).toBe('done');
    expect(state.step === 'done' && state.payment.status).toBe('COMPLETED');
    expect(state.step === 'done' && state.recovery).toBeUndefined();
    expect(service.creates).toHaveLength(1);
  });

  it('a refusal: back to the form with the decline, and the next charge is a new attempt', async () => {
    const { service, mount } = setUp();
    const view = mount();
    const refusal = await charge(view, body({ source_id: DECLINED_CARD }));
    expect(refusal).toMatchObject({ status: 402 });
    expect(view.result.current.state).toEqual({ step: 'form' });

    await charge(view);
    expect(view.result.current.state.step).toBe('done');
    const [declined, taken] = service.creates;
    expect(taken?.key).not.toBe(declined?.key);
  });

  it('no answer: the outcome is unknown, the attempt stays bound, and a new mount finds it', async () => {
    const { service, mount } = setUp();
    const view = mount();
    service.loseNextCreate();
    expect(await charge(view)).toBeNull();
    const { state } = view.result.current;
    expect(state).toMatchObject({ step: 'unknown', recovering: false, error: null });
    expect(state.step === 'unknown' && state.key).toBe(service.creates[0]?.key);

    view.unmount();
    const again = mount();
    expect(again.result.current.state).toMatchObject({
      step: 'unknown',
      key: service.creates[0]?.key,
      body: { amount_money: { amount: 1250, currency: 'USD' } },
    });
  });

  it('recovery, nothing charged: cancels by the key, then retries once with a new key', async () => {
    const { service, binding, mount } = setUp();
    const view = mount();
    service.failNextCreate();
    await charge(view);
    expect(view.result.current.state.step).toBe('unknown');

    await recover(view);
    const { state } = view.result.current;
    expect(state.step).toBe('done');
    expect(state.step === 'done' && state.recovery).toEqual({ kind: 'nothing-charged' });
    const [first, replay, retry] = service.creates;
    expect(service.cancels).toEqual([first?.key]);
    expect(replay?.key).toBe(first?.key);
    expect(retry?.key).not.toBe(first?.key);
    expect(service.payments).toHaveLength(1);
    expect(binding.get('virtual-terminal')).toBeUndefined();
  });

  it('recovery, authorized: the first payment is voided, then retried', async () => {
    const { service, mount } = setUp();
    const view = mount();
    service.loseNextCreate();
    await charge(view, body({ autocomplete: false }));
    await recover(view);
    const { state } = view.result.current;
    expect(state.step === 'done' && state.recovery?.kind).toBe('voided');
    expect(service.payments.map((p) => p.status)).toEqual(['CANCELED', 'APPROVED']);
  });

  it('recovery, gone through: done with the first payment, never retried', async () => {
    const { service, mount } = setUp();
    const view = mount();
    service.loseNextCreate();
    await charge(view);
    await recover(view);
    const { state } = view.result.current;
    expect(state.step === 'done' && state.recovery?.kind).toBe('went-through');
    expect(state.step === 'done' && state.payment.id).toBe('pay-1');
    // The first create and its replay, same key; no retry.
    expect(service.creates).toHaveLength(2);
    expect(new Set(service.creates.map((c) => c.key)).size).toBe(1);
    expect(service.payments).toHaveLength(1);
  });

  it('a recovery without an answer stays unknown, says why, and can run again', async () => {
    const { service, mount } = setUp();
    const view = mount();
    service.loseNextCreate();
    await charge(view, body({ autocomplete: false }));
    service.loseNextCancel();
    await recover(view);
    expect(view.result.current.state).toMatchObject({ step: 'unknown', recovering: false });
    const { state } = view.result.current;
    expect(state.step === 'unknown' && state.error).toBeInstanceOf(TypeError);

    await recover(view);
    expect(view.result.current.state.step).toBe('done');
    expect(service.cancels).toHaveLength(2);
    expect(new Set(service.cancels).size).toBe(1);
  });

  it('starts over with a new form and a new attempt', async () => {
    const { service, mount } = setUp();
    const view = mount();
    await charge(view);
    act(() => view.result.current.startOver());
    expect(view.result.current.state).toEqual({ step: 'form' });
    expect(view.result.current.round).toBe(1);
    await charge(view);
    expect(service.creates[1]?.key).not.toBe(service.creates[0]?.key);
  });
});
