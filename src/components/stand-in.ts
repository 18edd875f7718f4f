import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/**
 * A list filter's control that first renders as a look-alike (the same field, label, role and
 * value without the dropdown's Combobox, Popover and floating-ui) and becomes the real control
 * just after the page's first commit, in a transition: on a directly opened list the rows, which
 * may arrive meanwhile, are not kept waiting behind the filter bar's mounting, and their render
 * interrupts the swap. Focused, pressed or opened by key before then, the real control comes in
 * at once, focused, and opened (clicked) when that was what the person did.
 *
 * `real` says which to render; `ref` goes on the real control's focusable element, `autoFocus`
 * to it; `standIn` are the look-alike's handlers.
 */
export function useStandIn<E extends HTMLElement>() {
  const [real, setReal] = useState(false);
  const [asked, setAsked] = useState<'focus' | 'open' | undefined>();
  const ref = useRef<E>(null);
  useEffect(() => {
    startTransition(() => setReal(true));
  }, []);
  useEffect(() => {
    if (real && asked === 'open') ref.current?.click();
  }, [real, asked]);
  const bringIn = (then: 'focus' | 'open') =>
    flushSync(() => {
      setAsked(then);
      setReal(true);
    });
  return {
    real,
    ref,
    autoFocus: asked !== undefined,
    standIn: {
      onFocus: () => bringIn('focus'),
      onPointerDown: (event: { preventDefault(): void }) => {
        // The real control opens on this press; focus goes to it, not to the look-alike.
        event.preventDefault();
        bringIn('open');
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          bringIn('open');
        }
      },
    },
  };
}
