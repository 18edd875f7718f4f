/**
 * The operations under test, read from the service's back-office document (checked against the
 * live server's public /openapi.json), so an operation added to
 * the contract is generated, fuzzed and isolation-tested without touching the suite (unless it
 * brings a new kind of id: see resources.ts).
 */
import { backOfficeDocument } from '../server/app';
import { jsonRequest } from './http';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: string;
  /** The OpenAPI template, e.g. /v1/me/timecards/{timecard_id}. */
  path: string;
  generation: 'v1' | 'v2';
  /** Scopes the operation requires (its bearer security requirement). */
  scopes: string[];
  /**
   * No bearer token at all (`security: []`): authorised by something in the request itself, as
   * the export download is by its signed link (see Fixture.publicQueries).
   */
  public: boolean;
  approvedOnly: boolean;
  /**
   * What a signed-in person's permission set must include (`x-ledgerline-permissions`): [] for
   * anyone signed in.
   */
  permissions: string[];
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** The schema of the 200 response's JSON body. */
  response: JsonSchema | undefined;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-approved-merchants-only'?: boolean;
  'x-ledgerline-permissions'?: string[];
  'x-ledgerline-sessions-only'?: boolean;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation the service serves: the back-office document (the public `/openapi.json`
 * leaves the web app's `/app/…` operations out, and they are tested all the same). The live
 * server's `/openapi.json` must be exactly its public part, so the two cannot drift apart.
 */
export async function loadDocument(baseUrl: string): Promise<OpenApiDocument> {
  const res = await jsonRequest<OpenApiDocument>(baseUrl, 'GET', '/openapi.json', undefined);
  if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
  const full = backOfficeDocument() as unknown as OpenApiDocument;
  const served = Object.keys(res.body.paths).sort();
  const expected = Object.keys(full.paths)
    .filter((path) => !path.startsWith('/app/'))
    .sort();
  if (JSON.stringify(served) !== JSON.stringify(expected)) {
    throw new Error(
      `the live /openapi.json is not the public part of the back-office document: ` +
        `served ${served.join(', ')}; expected ${expected.join(', ')}`,
    );
  }
  return full;
}

/** Follows `$ref`s to the schema they name. */
export function deref(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined; hops += 1) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
    const target = name === undefined ? undefined : doc.components?.schemas?.[name];
    if (target === undefined || hops > 20) throw new Error(`cannot resolve ${current.$ref}`);
    current = target;
  }
  return current;
}

/**
 * The operations token clients can call (the default), or with `sessionsOnly` only those for
 * people signed in (`x-ledgerline-sessions-only`: the owner's team and developer powers, the
 * consent, one's own password), which people.test.ts drives with session cookies.
 */
export function operations(
  doc: OpenApiDocument,
  { sessionsOnly = false }: { sessionsOnly?: boolean } = {},
): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      // For people signed in only (a token is refused): these suites call with tokens; the
      // operation's own API tests cover it with sessions (server/http/permissions.api.test.ts).
      if ((raw['x-ledgerline-sessions-only'] === true) !== sessionsOnly) continue;
      const params = raw.parameters ?? [];
      const json = raw.requestBody?.content?.['application/json']?.schema;
      const security = raw.security ?? [];
      if (security.length > 1 || (security.length === 0 && raw.security === undefined)) {
        throw new Error(`${method.toUpperCase()} ${path}: expected one security requirement`);
      }
      list.push({
        operationId: raw.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        generation: path.startsWith('/v1/') ? 'v1' : 'v2',
        scopes: Object.values(security[0] ?? {}).flat(),
        public: security.length === 0,
        approvedOnly: raw['x-approved-merchants-only'] === true,
        permissions: raw['x-ledgerline-permissions'] ?? [],
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json === undefined ? undefined : deref(doc, json),
        bodyRequired: raw.requestBody?.required === true,
        response: raw.responses?.['200']?.content?.['application/json']?.schema,
      });
    }
  }
  if (list.length === 0) throw new Error('the OpenAPI document lists no operations');
  return list;
}

/** The operation's path with its parameters filled in (values are encoded by the caller). */
export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${op.operationId}: no value for {${name}}`);
    return value;
  });
}
