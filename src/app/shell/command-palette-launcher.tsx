import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** A request to the palette: each one is a new object, so the palette acts on it once. */
export interface PaletteRequest {
  kind: 'open' | 'toggle';
}

const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

let requestPalette: ((request: PaletteRequest) => void) | undefined;

/**
 * Ctrl/⌘+K and the header's button. The palette (Spotlight, every area's search) is not part of
 * the first page's download: it loads the first time it is asked for, then opens.
 */
export function CommandPaletteLauncher() {
  const [request, setRequest] = useState<PaletteRequest | null>(null);
  useEffect(() => {
    requestPalette = setRequest;
    return () => {
      requestPalette = undefined;
    };
  }, []);
  // Ctrl/⌘+K means nothing inside a text field: it opens the palette from a list's search too.
  useHotkeys([['mod+K', () => setRequest({ kind: 'toggle' })]], []);
  return request ? (
    <Suspense fallback={null}>
      <CommandPalette request={request} />
    </Suspense>
  ) : null;
}

/** The header's way into the palette, for those who do not know the shortcut. */
export function CommandPaletteButton() {
  return (
    <Button
      variant="default"
      leftSection={<IconSearch size={16} stroke={1.5} aria-hidden />}
      rightSection={<Kbd size="xs">Ctrl K</Kbd>}
      onClick={() => requestPalette?.({ kind: 'open' })}
      visibleFrom="md"
      aria-keyshortcuts="Control+K Meta+K"
    >
      Search
    </Button>
  );
}
