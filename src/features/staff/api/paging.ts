import { nextBatchToken } from '../../../api/client';

/** One page of a generation 1 list and the token of the page after it. */
export interface V1Page<T> {
  items: T[];
  nextToken: string | undefined;
}

export function toV1Page<T>(data: T[] | undefined, response: Response): V1Page<T> {
  return { items: data ?? [], nextToken: nextBatchToken(response) };
}

/** Follows batch tokens until the last page; for small directories such as roles or pickers. */
export async function collectAllPages<T>(
  fetchPage: (batchToken: string | undefined) => Promise<V1Page<T>>,
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
