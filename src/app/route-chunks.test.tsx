import type { AnyRoute } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { inAppChunkErrors, preloadRouteChunks, RouteChunkError } from './route-chunks';

/** As `lazyRouteComponent` behaves: `preload` never rejects, and goes away once loaded. */
function fakeLazy(outcomes: boolean[]) {
  const lazy = Object.assign(() => <p>The page</p>, {
    preload: undefined as undefined | (() => Promise<void>),
  });
  lazy.preload = () => {
    if (outcomes.shift()) lazy.preload = undefined;
    return Promise.resolve();
  };
  return lazy;
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error instanceof RouteChunkError) return <p>Chunk failed, attempt {error.attempt}</p>;
    if (error) return <p>Other error</p>;
    return this.props.children;
  }
}

describe('a code-split page whose chunk did not load', () => {
  it('throws a RouteChunkError (no document reload), and loads on the next preload', async () => {
    // React reports the error its boundary caught; that is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = inAppChunkErrors(fakeLazy([false, true]));
    await Page.preload?.();
    const first = render(
      <Catch>
        <Page />
      </Catch>,
    );
    expect(screen.getByText('Chunk failed, attempt 1')).toBeInTheDocument();
    first.unmount();

    await Page.preload?.();
    render(
      <Catch>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});

describe('preloadRouteChunks', () => {
  it("starts loading the named routes' code, at any depth, and no other", () => {
    const loaded: string[] = [];
    const preload = (id: string) => () => {
      loaded.push(id);
      return Promise.resolve();
    };
    const route = (id: string, children?: Record<string, unknown> | unknown[]) => ({
      id,
      options: { component: Object.assign(() => null, { preload: preload(id) }) },
      children,
    });
    const root = route('/_app', {
      payments: route('/_app/payments', [route('/_app/payments/$paymentId')]),
      deposits: route('/_app/deposits'),
    }) as unknown as AnyRoute;
    preloadRouteChunks(root, ['__root__', '/_app', '/_app/payments/$paymentId']);
    expect(loaded).toEqual(['/_app', '/_app/payments/$paymentId']);
  });
});
