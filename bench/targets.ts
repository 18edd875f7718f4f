/**
 * The lists the benchmark measures, and the check that the baseline answers each of them with
 * the same bytes as the service before anything is measured.
 */
export interface Target {
  name: string;
  /** Path and query, the same on both servers. */
  path: string;
  /** For a deep page: the name of the first-page target it is compared with. */
  deepOf?: string;
}

type Fetch = (base: string, path: string, token?: string) => Promise<Reply>;

interface Reply {
  status: number;
  body: string;
  /** The next page as a path and query: from `Link` (v1) or `cursor` (v2). */
  next: string | undefined;
  /** The `Link` header with the server's origin removed. */
  link: string | null;
}

export function fetcher(token: string): Fetch {
  return async (base, path, withToken = token) => {
    const res = await fetch(base + path, { headers: { Authorization: `Bearer ${withToken}` } });
    const body = await res.text();
    const rawLink = res.headers.get('link');
    const link = rawLink?.split(base).join('<origin>') ?? null;
    let next: string | undefined;
    if (rawLink) {
      next = /<([^>]+)>/.exec(rawLink)?.[1]?.slice(base.length);
    } else if (res.status === 200 && body.startsWith('{')) {
      const cursor = (JSON.parse(body) as { cursor?: string }).cursor;
      if (cursor)
        next = `${path.replace(/&cursor=[^&]*/, '')}&cursor=${encodeURIComponent(cursor)}`;
    }
    return { status: res.status, body, next, link };
  };
}

/** The page `hops` pages after `path` on `base`, following the service's own next-page links. */
async function deepPath(get: Fetch, base: string, path: string, hops: number): Promise<string> {
  let current = path;
  for (let i = 0; i < hops; i++) {
    const { next } = await get(base, current);
    if (!next) throw new Error(`${path} has fewer than ${hops + 1} pages`);
    current = next;
  }
  return current;
}

/**
 * Timecards: the first page, one ~200 pages in, and `deleted=false`. Employees (v1 and v2): the
 * first page and the last page that still has a next one (2,000 employees are only 20 pages).
 */
export async function listTargets(
  get: Fetch,
  base: string,
  counts: { employees: number; timecards: number },
): Promise<Target[]> {
  const deepHops = (rows: number) => Math.max(0, Math.min(200, Math.ceil(rows / 100) - 2));
  const first = {
    timecards: '/v1/me/timecards?limit=100',
    employees: '/v1/me/employees?limit=100',
    v2: '/v2/employees?limit=100',
  };
  const deep = async (path: string, rows: number) => deepPath(get, base, path, deepHops(rows));
  const tcHops = deepHops(counts.timecards);
  const empHops = deepHops(counts.employees);
  return [
    { name: 'v1 timecards, first page', path: first.timecards },
    {
      name: `v1 timecards, page ${tcHops + 1}`,
      path: await deep(first.timecards, counts.timecards),
      deepOf: 'v1 timecards, first page',
    },
    { name: 'v1 timecards, deleted=false', path: `${first.timecards}&deleted=false` },
    { name: 'v1 employees, first page', path: first.employees },
    {
      name: `v1 employees, page ${empHops + 1}`,
      path: await deep(first.employees, counts.employees),
      deepOf: 'v1 employees, first page',
    },
    { name: 'v2 employees, first page', path: first.v2 },
    {
      name: `v2 employees, page ${empHops + 1}`,
      path: await deep(first.v2, counts.employees),
      deepOf: 'v2 employees, first page',
    },
  ];
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60));
  return `at byte ${i}:\n  service:  ${around(a)}\n  baseline: ${around(b)}`;
}

/**
 * Throws unless, for every target and the two pages after it, both servers answer 200 with the
 * same body and the same `Link`; and unless both reject an unknown and a revoked token with 401.
 */
export async function checkSameReplies(
  get: Fetch,
  ours: string,
  baseline: string,
  targets: Target[],
  rejected: { revoked: string },
): Promise<void> {
  for (const target of targets) {
    let path: string | undefined = target.path;
    for (let page = 0; page < 3 && path; page++) {
      const [a, b]: [Reply, Reply] = await Promise.all([get(ours, path), get(baseline, path)]);
      const where = `${target.name} (${path.slice(0, 80)}…)`;
      if (a.status !== 200)
        throw new Error(`${where}: the service answered ${a.status}: ${a.body}`);
      if (b.status !== 200)
        throw new Error(`${where}: the baseline answered ${b.status}: ${b.body}`);
      if (a.body !== b.body) {
        throw new Error(`${where}: bodies differ ${firstDifference(a.body, b.body)}`);
      }
      if (a.link !== b.link) throw new Error(`${where}: Link differs:\n  ${a.link}\n  ${b.link}`);
      path = a.next;
    }
  }
  const path = targets[0]!.path;
  for (const [what, token] of [
    ['an unknown token', 'EAAAnot-a-token'],
    ['a revoked token', rejected.revoked],
  ] as const) {
    const [a, b] = await Promise.all([get(ours, path, token), get(baseline, path, token)]);
    if (a.status !== 401 || b.status !== 401) {
      throw new Error(`${what}: service ${a.status}, baseline ${b.status} (both must be 401)`);
    }
  }
}
