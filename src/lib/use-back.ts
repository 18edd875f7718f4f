import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';

interface BackOptions {
  /** Search keys that belonged to the overlay only (e.g. a new shift's prefills): left behind. */
  drop?: readonly string[];
}

/**
 * "Back to the list", for every overlay (drawer, dialog) over a list: where it closes to, with
 * the list's search (filters, order, paging) as it was. `list()` goes to the list at `listPath`;
 * `item(id)` to one item's drawer under it (`listPath/id`), e.g. from an action's dialog.
 */
export function useBackToList(listPath: string, { drop = [] }: BackOptions = {}) {
  const navigate = useNavigate();
  const { stringifySearch } = useRouter().options;
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const kept = Object.fromEntries(Object.entries(search).filter(([key]) => !drop.includes(key)));
  const go = (path: string) => void navigate({ href: `${path}${stringifySearch(kept)}` });
  return {
    list: () => go(listPath),
    item: (id: string) => go(`${listPath}/${encodeURIComponent(id)}`),
  };
}
