import '@mantine/spotlight/styles.css';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconArrowRight, IconKeyboard, IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { currentPage, meets, visibleAreas, type FoundItem } from '@/lib/area-types';
import { usePermissions } from '@/lib/permissions';
import { areas } from '../all-areas';
import { finders } from '../all-finders';
import classes from './command-palette.module.css';
import type { PaletteRequest } from './command-palette-launcher';
import { FOUND_PREFIX, paletteFilter } from './palette-filter';
import { openShortcuts } from './shortcuts-dialog';

/** How long typing pauses before the palette asks the service what matches. */
const SEARCH_PAUSE_MS = 200;

const ICON_SIZE = 18;

/** Every area's records matching the query; the list of finders never changes, so hooks stay put. */
function useFound(query: string | null): Array<{ label: string; items: FoundItem[] }> {
  const { can } = usePermissions();
  return finders.map((finder) => ({
    label: finder.label,
    items: finder.useFind(meets(can, finder.requires) ? query : null),
  }));
}

/**
 * Ctrl/⌘+K: go to any page, run any page's main command (the current page's first), or open a
 * record the service found (`GET /app/search`: payments by amount, last 4 or id; refunds;
 * orders; deposits; employees by several words). Pages and commands match by every word typed
 * (`paletteFilter`). Built from the same list of areas as the navigation.
 *
 * Loaded on first use by `CommandPaletteLauncher`, which owns the shortcut and passes each
 * request to open or toggle it.
 */
export function CommandPalette({ request }: { request: PaletteRequest }) {
  useEffect(() => {
    if (request.kind === 'open') spotlight.open();
    else spotlight.toggle();
  }, [request]);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [searched] = useDebouncedValue(query.trim(), SEARCH_PAUSE_MS);
  const found = useFound(opened ? searched : null);

  const { can } = usePermissions();
  const pages = visibleAreas(areas, can).flatMap((area) =>
    area.pages.map((page) => ({ area, page })),
  );
  const current = currentPage(
    pathname,
    pages.map(({ page }) => page),
  );
  const pageActions = pages
    .flatMap(({ page }) =>
      (page.actions ?? []).map((action) => ({ action, here: page.to === current })),
    )
    .sort((a, b) => Number(b.here) - Number(a.here));

  const groups: SpotlightActionGroupData[] = [
    {
      group: 'Actions',
      actions: pageActions.map(({ action, here }) => ({
        id: `action:${action.to}`,
        label: action.label,
        description: here ? 'On this page' : undefined,
        leftSection: <action.icon size={ICON_SIZE} stroke={1.5} aria-hidden />,
        onClick: () => void navigate({ to: action.to }),
      })),
    },
    {
      group: 'Help',
      actions: [
        {
          id: 'help:shortcuts',
          label: 'Keyboard shortcuts',
          description: 'Press ? anywhere',
          keywords: ['keys', 'help', 'hotkeys'],
          leftSection: <IconKeyboard size={ICON_SIZE} stroke={1.5} aria-hidden />,
          onClick: openShortcuts,
        },
      ],
    },
    {
      group: 'Go to',
      actions: pages.map(({ area, page }) => ({
        id: `page:${page.to}`,
        label: page.label,
        description: `${area.label} · ${page.description}`,
        leftSection: <page.icon size={ICON_SIZE} stroke={1.5} aria-hidden />,
        rightSection: <IconArrowRight size={14} aria-hidden />,
        onClick: () => void navigate({ to: page.to }),
      })),
    },
    ...found
      .filter(({ items }) => items.length > 0)
      .map(({ label, items }) => ({
        group: label,
        actions: items.map((item) => ({
          id: `${FOUND_PREFIX}${item.id}`,
          label: item.label,
          description: item.description,
          leftSection: <item.icon size={ICON_SIZE} stroke={1.5} aria-hidden />,
          onClick: item.open,
        })),
      })),
  ];

  return (
    <Spotlight
      actions={groups}
      query={query}
      onQueryChange={setQuery}
      onSpotlightOpen={() => setOpened(true)}
      onSpotlightClose={() => setOpened(false)}
      shortcut={null}
      filter={paletteFilter}
      classNames={{ action: classes.action, actionDescription: classes.actionDescription }}
      nothingFound="Nothing matches. Try a page, a command, a name, an amount or a card’s last 4."
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={ICON_SIZE} stroke={1.5} aria-hidden />,
        placeholder: 'Go to a page, run a command, find a payment, order or person…',
        'aria-label': 'Command palette search',
      }}
    />
  );
}
