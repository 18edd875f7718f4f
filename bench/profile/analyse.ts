/**
 * Reads a V8 `.cpuprofile` of the service and splits its busy time by stage of the request (the
 * innermost known function on the sampled stack) and by layer (the package of the sampled leaf).
 */

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Functions that name a stage; checked from the leaf up, so the innermost one wins. */
const STAGES: Array<[RegExp, string]> = [
  [/^SQL_/, ''],
  [/^(hashToken|resolveToken|authenticate)$/, 'auth: token hash + lookup'],
  [/^(requireApprovedMerchant)$/, 'scope + approval checks'],
  [
    /^(toV1Timecard|toEvent|secondsWorked|toV1Employee|toEmployee)$/,
    'mapping rows to wire objects',
  ],
  [
    /^(pager|encodePageToken|decodePageToken|nextPageLink|filterHash|sign|boundFilters|runList|v1List|v2List|encodeToken|decodeToken|nextLink)$/,
    'page token (HMAC) + Link',
  ],
  [
    /^(keysetPage|ordered|whereInTimeRanges|eventsOf|locationsOf|listEmployeeRows|childrenOf|employeePage|shapeKey|compileShape|parameterValue)$/,
    'query building',
  ],
  [/^(listTimecards|listV1Employees|listV2Employees|load)$/, 'service code'],
  [/^(json|body)$/, 'JSON.stringify (+ Response object)'],
  [/^(nulCharacterError|nulPath|defaultHook|filters)$/, 'request validation'],
  [/^reply$/, 'node http / net'],
  [/^handle$/, 'routing (baseline: its handler)'],
];

function layerOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native / builtin)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node core';
  const own = /\/(server|src|bench)\/(.+)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

/** A stage by URL when no function named one: validation runs in the validator packages. */
function stageByUrl(url: string): string | undefined {
  if (/node_modules\/(zod|@hono\/zod-validator|@hono\/zod-openapi)\//.test(url)) {
    return 'request validation';
  }
  if (/node_modules\/kysely\//.test(url)) return 'Kysely (build, compile, execute)';
  if (/node_modules\/@hono\/node-server\//.test(url)) return 'hono node adapter';
  if (/node_modules\/hono\//.test(url)) return 'hono routing + middleware';
  if (url.startsWith('node:')) return 'node http / net';
  return undefined;
}

export interface Breakdown {
  busyMs: number;
  rows: Array<{ stage: string; layer: string; ms: number }>;
}

export function breakdown(profile: CpuProfile): Breakdown {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const cache = new Map<number, { stage: string; layer: string }>();
  const classify = (leafId: number) => {
    const cached = cache.get(leafId);
    if (cached) return cached;
    const leaf = byId.get(leafId)!;
    const layer = layerOf(leaf.callFrame);
    let stage: string | undefined;
    if (leaf.callFrame.functionName === '(garbage collector)') stage = 'garbage collection';
    else if (leaf.callFrame.functionName === '(program)') stage = 'V8 / native, unattributed';
    for (let id: number | undefined = leafId; id !== undefined && !stage; id = parent.get(id)) {
      const name = byId.get(id)!.callFrame.functionName;
      const hit = STAGES.find(([re]) => re.test(name));
      if (hit) stage = hit[1] || name.replace(/_/g, ' ');
    }
    if (!stage) {
      for (let id: number | undefined = leafId; id !== undefined && !stage; id = parent.get(id)) {
        stage = stageByUrl(byId.get(id)!.callFrame.url);
      }
    }
    const result = { stage: stage ?? 'other', layer };
    cache.set(leafId, result);
    return result;
  };

  const totals = new Map<string, { stage: string; layer: string; ms: number }>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    busy += ms;
    const { stage, layer } = classify(id);
    const key = `${stage}\u0000${layer}`;
    const row = totals.get(key) ?? { stage, layer, ms: 0 };
    row.ms += ms;
    totals.set(key, row);
  });
  return { busyMs: busy, rows: [...totals.values()].sort((a, b) => b.ms - a.ms) };
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Stages with their share and µs per request, then the largest stage × layer cells. */
export function formatBreakdown(b: Breakdown, requests: number, top = 20): string {
  const stages = new Map<string, number>();
  for (const r of b.rows) stages.set(r.stage, (stages.get(r.stage) ?? 0) + r.ms);
  const cell = (ms: number) => [
    `${((ms / b.busyMs) * 100).toFixed(1)} %`,
    ((ms * 1000) / requests).toFixed(0),
  ];
  const byStage = [...stages.entries()]
    .sort((a, b2) => b2[1] - a[1])
    .map(([stage, ms]) => [stage, ...cell(ms)]);
  const byCell = b.rows.slice(0, top).map((r) => [r.stage, r.layer, ...cell(r.ms)]);
  return [
    table(['stage', 'share of busy CPU', 'µs per request'], byStage),
    '',
    table(['stage', 'layer (sampled leaf)', 'share', 'µs per request'], byCell),
  ].join('\n');
}
