import type { Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { Power } from './permissions';

type Path = NonNullable<LinkProps['to']>;

/** A command of the page, such as "Add employee": a route of its own, so a link can open it. */
interface PageAction {
  label: string;
  to: Path;
  icon: Icon;
  /** What the command needs; the palette leaves it out for a person without it. */
  requires?: Requirement;
}

/** A permission (or owner power) a page or command needs; a list needs every one of them. */
export type Requirement = Power | readonly Power[];

/** One page of an area: a navigation entry and a palette entry. */
interface AreaPage {
  to: Path;
  label: string;
  /** What the page is for, shown in the command palette. */
  description: string;
  icon: Icon;
  /** The page's main commands; the palette offers them everywhere, the current page's first. */
  actions?: PageAction[];
  /**
   * What a person needs to read the page (e.g. `staff.read`, or `team.manage` for an owner-only
   * page); navigation and the palette leave the page out for a person without it.
   */
  requires?: Requirement;
}

/** Something the palette found for what was typed, e.g. an employee by name. */
export interface FoundItem {
  id: string;
  label: string;
  description: string;
  icon: Icon;
  open: () => void;
}

/**
 * An area of the back office (Staff, Labor, Payments, …). The shell builds the navigation and the
 * command palette from the list of areas in `src/app/all-areas.ts`; an area adds itself there.
 */
export interface Area {
  /** The navigation section and palette group, e.g. "Staff". */
  label: string;
  pages: AreaPage[];
}

/**
 * How the command palette finds an area's records (`src/app/all-finders.ts` lists them). Apart
 * from the area (`area.ts`), which the navigation every page shows is built from: a finder, and
 * what it formats its results with, loads with the palette.
 */
export interface AreaFinder {
  /** The area's label: the palette's group for what it found. */
  label: string;
  /**
   * The area's records that match what was typed in the palette (a hook: it may query). Called
   * with `null` while the palette is closed, when it should fetch nothing; once open it may load
   * what it searches, so results are there as the user types.
   */
  useFind: (query: string | null) => FoundItem[];
  /** What a person needs for `useFind`; without it, it is called with `null` (finds nothing). */
  requires: Requirement;
}

/**
 * The page a path belongs to: the page whose `to` is the longest whole-segment prefix of it, so
 * `/payments/refunds` is the Refunds page and not also Payments, while `/payments/123` (a drawer
 * over the list) is still Payments. `null` when no page matches.
 */
export function currentPage(pathname: string, pages: readonly { to: string }[]): string | null {
  let best: string | null = null;
  for (const { to } of pages) {
    // The home page (`/`) is only itself, never a prefix of every other page.
    const matches =
      pathname === to || (to !== '/' && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
    if (matches && (best === null || to.length > best.length)) best = to;
  }
  return best;
}

/** Does `can` allow everything `requires` names? Nothing required: yes. */
export function meets(can: (power: Power) => boolean, requires: Requirement | undefined): boolean {
  if (requires === undefined) return true;
  return typeof requires === 'string' ? can(requires) : requires.every(can);
}

/** The areas as `can` may see them: pages and commands it lacks are left out, then empty areas. */
export function visibleAreas(areas: readonly Area[], can: (power: Power) => boolean): Area[] {
  return areas.flatMap((area) => {
    const pages = area.pages
      .filter((page) => meets(can, page.requires))
      .map((page) => ({
        ...page,
        ...(page.actions && {
          actions: page.actions.filter((action) => meets(can, action.requires)),
        }),
      }));
    return pages.length > 0 ? [{ ...area, pages }] : [];
  });
}
