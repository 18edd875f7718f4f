/**
 * Several-word matching for what is typed in a picker or the palette: every word must be found,
 * in any order and in any of the texts ("smith quinn" finds Quinn Smith; "quinn 0009" finds Quinn
 * whose external id is PAYROLL-0009). Case and accents are ignored.
 */

/** Lower-cased, accent-free text, so "jose" finds "José". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The words of `query`, folded; none for blank text. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** Every word is in one of `texts` (not necessarily the same one); no words: true. */
export function matchesEveryWord(
  words: readonly string[],
  texts: readonly (string | null | undefined)[],
): boolean {
  if (words.length === 0) return true;
  const folded = texts.filter((t): t is string => Boolean(t)).map(fold);
  return words.every((word) => folded.some((text) => text.includes(word)));
}
