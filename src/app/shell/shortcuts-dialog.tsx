import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog loads the first time it is asked for.
const ShortcutsModal = lazy(() =>
  import('./shortcuts-modal').then((m) => ({ default: m.ShortcutsModal })),
);

const OPEN_EVENT = 'ledgerline:open-shortcuts';

/** Opens the list of keyboard shortcuts (the palette's "Keyboard shortcuts" does). */
export function openShortcuts() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Typing into a field: `?` is a character there, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The `?` shortcut's list, opened by `?` anywhere outside a text field, or from the palette. */
export function ShortcutsDialog() {
  const [opened, setOpened] = useState(false);
  // Once loaded it stays mounted, so closing it transitions out.
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);
  useEffect(() => {
    const open = () => setOpened(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener(OPEN_EVENT, open);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(OPEN_EVENT, open);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return opened || loaded ? (
    <Suspense fallback={null}>
      <ShortcutsModal opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  ) : null;
}
