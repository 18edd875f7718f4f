/**
 * One page of a list, whichever generation served it: generation 1 announces the next page in a
 * `Link: <…?batch_token=…>;rel='next'` header, generation 2 in the body's `cursor`. Both become
 * `nextToken`, which the list's URL keeps as `page` and sends back as `batch_token` or `cursor`.
 */
export interface Page<T> {
  items: T[];
  /** Token of the page after this one; absent on the last page. */
  nextToken: string | undefined;
}

/** The batch token of the next v1 page, from `Link: <…?batch_token=…>;rel='next'`. */
export function nextBatchToken(response: Response): string | undefined {
  const link = response.headers.get('Link');
  const match = link ? /<([^>]+)>\s*;\s*rel=['"]?next['"]?/.exec(link) : null;
  if (!match?.[1]) return undefined;
  return new URL(match[1], 'http://localhost').searchParams.get('batch_token') ?? undefined;
}

/** A generation 1 page: a bare array, the next token in the `Link` header. */
export function v1Page<T>(data: T[] | undefined, response: Response): Page<T> {
  return { items: data ?? [], nextToken: nextBatchToken(response) };
}

/** A generation 2 page: the wrapper's list field and its `cursor`. */
export function v2Page<T>(items: T[] | undefined, cursor: string | undefined): Page<T> {
  return { items: items ?? [], nextToken: cursor };
}

/** Follows page tokens until the last page; for small directories such as roles or pickers. */
export async function collectAllPages<T>(
  fetchPage: (token: string | undefined) => Promise<Page<T>>,
  maxPages = 50,
): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const page = await fetchPage(token);
    all.push(...page.items);
    token = page.nextToken;
    if (!token) break;
  }
  return all;
}
