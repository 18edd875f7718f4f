import type { SpotlightActionData, SpotlightActionGroupData } from '@mantine/spotlight';
import { matchesEveryWord, queryWords } from '@/lib/word-match';

/** What the palette lists: actions, or groups of them (Spotlight's own type, not exported). */
type SpotlightActions = SpotlightActionData | SpotlightActionGroupData;

/** Ids of records the service found (`found:`…): already matched there, never filtered again. */
export const FOUND_PREFIX = 'found:';

function keep(action: SpotlightActionData, words: string[]): boolean {
  if (action.id.startsWith(FOUND_PREFIX)) return true;
  const keywords = action.keywords;
  return matchesEveryWord(words, [
    typeof action.label === 'string' ? action.label : null,
    typeof action.description === 'string' ? action.description : null,
    ...(Array.isArray(keywords) ? keywords : [keywords]),
  ]);
}

/**
 * The palette's filter, in place of Spotlight's own (the whole text typed as one substring, so
 * "take payment" missed "Take a payment"): a page or command is kept when every word typed is in
 * its label, description or keywords, in any order; records found by the service are kept as
 * they came. Empty groups are dropped.
 */
export function paletteFilter(query: string, actions: SpotlightActions[]): SpotlightActions[] {
  const words = queryWords(query);
  return actions.flatMap((item): SpotlightActions[] => {
    if ('actions' in item) {
      const kept = item.actions.filter((action) => keep(action, words));
      return kept.length > 0 ? [{ ...item, actions: kept } satisfies SpotlightActionGroupData] : [];
    }
    return keep(item, words) ? [item] : [];
  });
}
