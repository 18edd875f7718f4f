import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  collectAllPages,
  infiniteListOptions,
  nextBatchToken,
  noRows,
  v1Page,
  v2Page,
} from './paging';

describe('nextBatchToken', () => {
  it("reads the token from the reference's Link form", () => {
    const r = new Response('[]', {
      headers: { Link: "<http://h/v1/me/employees?limit=2&batch_token=abc.def>;rel='next'" },
    });
    expect(nextBatchToken(r)).toBe('abc.def');
  });

  it('returns undefined on the last page', () => {
    expect(nextBatchToken(new Response('[]'))).toBeUndefined();
  });
});

describe('pages of both generations', () => {
  it('give the same shape', () => {
    const linked = new Response('[]', {
      headers: { Link: "<http://h/x?batch_token=t1>;rel='next'" },
    });
    expect(v1Page([1, 2], linked)).toEqual({ items: [1, 2], nextToken: 't1' });
    expect(v2Page([1, 2], 'c1')).toEqual({ items: [1, 2], nextToken: 'c1' });
    expect(v2Page(undefined, undefined)).toEqual({ items: [], nextToken: undefined });
  });

  it('are followed to the last one', async () => {
    const pages: Record<string, { items: number[]; nextToken: string | undefined }> = {
      first: { items: [1, 2], nextToken: 'b' },
      b: { items: [3], nextToken: undefined },
    };
    const seen: Array<string | undefined> = [];
    const all = await collectAllPages((token) => {
      seen.push(token);
      return Promise.resolve(pages[token ?? 'first']!);
    });
    expect(all).toEqual([1, 2, 3]);
    expect(seen).toEqual([undefined, 'b']);
  });
});

describe('infiniteListOptions', () => {
  it('asks for the first page without a token, then for each next token until none', async () => {
    const client = new QueryClient();
    const seen: Array<string | undefined> = [];
    const options = infiniteListOptions({
      queryKey: ['things'],
      fetchPage: (token) => {
        seen.push(token);
        return Promise.resolve(token ? v2Page([3], undefined) : v2Page([1, 2], 'c1'));
      },
    });
    const observer = new InfiniteQueryObserver(client, options);
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(second.data?.pages.flatMap((page) => page.items)).toEqual([1, 2, 3]);
    expect(second.hasNextPage).toBe(false);
    expect(seen).toEqual([undefined, 'c1']);
    expect(noRows(second.data!)).toBe(false);
    expect(noRows({ pages: [v2Page([], undefined)], pageParams: [undefined] })).toBe(true);
  });
});
