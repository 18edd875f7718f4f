import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { LoadedOverlay } from './route-drawer';

const loading = { isPending: true } as UseQueryResult<string>;
const loaded = {
  isPending: false,
  isError: false,
  isSuccess: true,
  data: 'the payment',
} as UseQueryResult<string>;

function Confirm({ query }: { query: UseQueryResult<string> }) {
  return (
    <LoadedOverlay
      kind="modal"
      title="Void payment?"
      subject="the payment"
      query={query}
      onClosed={() => undefined}
    >
      {(resource) => (
        <>
          <p>Void {resource}?</p>
          <Button data-autofocus>Keep payment</Button>
          <Button>Void payment</Button>
        </>
      )}
    </LoadedOverlay>
  );
}

describe('an overlay whose content arrives after its data', () => {
  it('gives the focus to the content’s [data-autofocus] once it is there', async () => {
    const { rerender } = render(<Confirm query={loading} />);
    // The overlay opens while loading; its focus trap settles on the close button.
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    rerender(<Confirm query={loaded} />);
    const keep = await screen.findByRole('button', { name: 'Keep payment' });
    await waitFor(() => expect(keep).toHaveFocus());
  });
});
