import { QueryClient, QueryClientProvider, useIsMutating } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from './connection';
import { useCommand } from './queries';

function setUp() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(({ queryKey } = {}) => {
    invalidated.push(queryKey);
    return Promise.resolve();
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { wrapper, invalidated };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCommand', () => {
  it('marks what it declares stale once the service accepted it, after onSuccess', async () => {
    const { wrapper, invalidated } = setUp();
    const seen: string[] = [];
    const { result } = renderHook(
      () =>
        useCommand((name: string) => Promise.resolve(`saved ${name}`), {
          invalidates: ['staff'],
          alsoInvalidates: ['worked-time'],
          onSuccess: (data, name) => seen.push(`${data} (${name}), stale: ${invalidated.length}`),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('Ada'));
    expect(seen).toEqual(['saved Ada (Ada), stale: 0']);
    expect(invalidated).toEqual([['staff'], ['worked-time']]);
  });

  it('leaves the data alone when refused, unless told a refusal changes it too', async () => {
    const { wrapper, invalidated } = setUp();
    const refuse = () => Promise.reject(new Error('refused'));
    const plain = renderHook(() => useCommand(refuse, { invalidates: ['staff'] }), { wrapper });
    await act(() => plain.result.current.mutateAsync(undefined).catch(() => undefined));
    expect(invalidated).toEqual([]);

    const settled = renderHook(
      () => useCommand(refuse, { invalidates: ['orders'], invalidateOnFailure: true }),
      { wrapper },
    );
    await act(() => settled.result.current.mutateAsync(undefined).catch(() => undefined));
    expect(invalidated).toEqual([['orders']]);
  });

  it('refuses before sending while offline, when the command must go out now or never', async () => {
    const { wrapper } = setUp();
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn(() => Promise.resolve('sent'));
    const { result } = renderHook(
      () => ({
        command: useCommand(send, {
          invalidates: ['payments'],
          mutationKey: ['payments', 'command'],
          refuseOffline: () => new Error('offline, nothing sent'),
        }),
        inFlight: useIsMutating({ mutationKey: ['payments', 'command'] }),
      }),
      { wrapper },
    );
    await act(() =>
      expect(result.current.command.mutateAsync(undefined)).rejects.toThrow(
        'offline, nothing sent',
      ),
    );
    expect(send).not.toHaveBeenCalled();
    expect(result.current.inFlight).toBe(0);
  });

  it('refuses every command while offline, saying nothing was sent, and sends once back online', async () => {
    const { wrapper } = setUp();
    const offline = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn(() => Promise.resolve('sent'));
    const { result } = renderHook(() => useCommand(send, { invalidates: ['staff'] }), {
      wrapper,
    });
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toBeInstanceOf(OfflineError);
    });
    expect(send).not.toHaveBeenCalled();

    offline.mockReturnValue(true);
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).resolves.toBe('sent');
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
