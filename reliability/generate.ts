/**
 * fast-check arbitraries for requests to one operation: path parameters, query strings, headers
 * and bodies, mostly shaped by the schema and mutated (types, sizes, encodings, unicode, huge
 * numbers, nulls, arrays for scalars, bad JSON, wrong content types). A request is a plain value,
 * printed as is when it breaks a rule.
 */
import fc from 'fast-check';
import { deref, fillPath, type JsonSchema, type OpenApiDocument, type Operation } from './openapi';
import { validBody } from './bodies';
import { kindOf, type IdsByKind } from './resources';

export interface GeneratedRequest {
  operationId: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body as bytes, base64 when it is not UTF-8 text (for printing). */
  body: Buffer | undefined;
}

export interface GenerationContext {
  doc: OpenApiDocument;
  own: IdsByKind;
  other: IdsByKind;
  /** Real next-page tokens, the main merchant's and the other's, per list operation. */
  cursors: { own: Record<string, string>; other: Record<string, string> };
  /** Own employees for the generated requests to use up (clock-ins, shifts). */
  employeePool: readonly string[];
  /** Own locations for the generated requests to use up (three break types each). */
  locationPool: readonly string[];
  tokens: {
    main: string;
    revoked: string;
    other: string;
    unapproved: string;
    noScopes: string;
  };
}

/** A number written as is into the JSON text (JSON.stringify cannot write 1e400 or -0). */
class RawNumber {
  constructor(readonly text: string) {}
}

const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9223372036854775809',
  '-0',
  '1E2',
  '0.0000000000000000000001',
  '1.5',
  '2147483648',
].map((text) => new RawNumber(text));

const EDGE_TIMES = [
  '0000-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59-12:00',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T00:00:60Z',
  '2024-01-01T00:00:00.123456789Z',
  '2024-01-01T00:00:00+24:00',
  '2024-01-01',
  '2024-01-01T00:00:00',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  'now',
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'e\u0301\u0301\u0301',
  '\ufeffbom',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  "' OR '1'='1",
  '"; DROP TABLE employees; --',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  'null',
  'true',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '1e400',
  'ACTIVE',
  'EAAA',
];

/** Arbitrary strings: plain, full unicode, long, edge cases. */
const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...EDGE_TIMES), weight: 2 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '😀', '\u0000'), fc.constantFrom(256, 1_000, 70_000))
      .map(([c, n]) => c.repeat(n)),
    weight: 1,
  },
);

function ownIdArb(ctx: GenerationContext, kind: keyof IdsByKind): fc.Arbitrary<string> {
  const pool = kind === 'employee' ? ctx.employeePool : kind === 'location' ? ctx.locationPool : [];
  return pool.length > 0 ? fc.constantFrom(ctx.own[kind], ...pool) : fc.constant(ctx.own[kind]);
}

function idArb(ctx: GenerationContext, kind: keyof IdsByKind): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: ownIdArb(ctx, kind), weight: 4 },
    { arbitrary: fc.constant(ctx.other[kind]), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: anyString, weight: 2 },
  );
}

/** A JSON value the schema would accept (roughly: lengths and formats are only aimed at). */
function schemaValue(
  ctx: GenerationContext,
  op: Operation,
  raw: JsonSchema,
  name: string,
  depth: number,
  parent?: string,
): fc.Arbitrary<unknown> {
  const schema = deref(ctx.doc, raw);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => schemaValue(ctx, op, s, name, depth, parent)));
  }
  const types = [schema.type ?? 'object'].flat();
  return fc.oneof(...types.map((type) => valueOfType(ctx, op, schema, type, name, depth, parent)));
}

/**
 * A value of one type for the field `name` (empty for array items and parameters) of the object
 * held by `parent` (undefined at the top of a body).
 */
function valueOfType(
  ctx: GenerationContext,
  op: Operation,
  schema: JsonSchema,
  type: string,
  name: string,
  depth: number,
  parent: string | undefined,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (isPageToken(name)) return pageTokenArb(ctx);
      const kind = name === '' ? undefined : kindOf(op, name, parent);
      if (kind) return idArb(ctx, kind);
      if (schema.format === 'date-time') {
        return fc.oneof(
          fc
            .date({ min: new Date('1990-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString()),
          fc.constantFrom(...EDGE_TIMES),
        );
      }
      if (schema.format === 'email') {
        return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', '@', 'x@example.com'));
      }
      if (schema.pattern === '^\\d+$') {
        return fc.oneof(
          fc.nat({ max: 300 }).map(String),
          fc.constantFrom('0', '00001', '99999999999999999999999', '1e3'),
        );
      }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ?? {};
      const kind = name === '' ? undefined : kindOf(op, name, parent);
      // The items' fields belong to the array: shift.breaks[].id is a break's id.
      const item = kind
        ? idArb(ctx, kind)
        : schemaValue(ctx, op, items, '', depth + 1, name === '' ? parent : name);
      return fc.array(mutated(ctx, item), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    default:
      return objectValue(ctx, op, schema, depth, name === '' ? parent : name);
  }
}

function objectValue(
  ctx: GenerationContext,
  op: Operation,
  schema: JsonSchema,
  depth: number,
  parent?: string,
): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 5) return fc.constant({});
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    properties.map(([name, s]) => [
      name,
      mutated(ctx, schemaValue(ctx, op, s, name, depth + 1, parent)),
    ]),
  );
  const required = schema.required ?? [];
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.record(model, { requiredKeys: required }), weight: 6 },
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 2 },
        { arbitrary: fc.record(model), weight: 2 },
      ),
      fc.option(fc.dictionary(fc.string({ maxLength: 12 }), nastyValue(), { maxKeys: 2 }), {
        freq: 4,
      }),
    )
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

/** Values of the wrong type, size or shape. */
function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, {}, [], [null], { $ne: 1 }),
    fc.constantFrom(...RAW_NUMBERS),
    anyString,
    fc.array(anyString, { maxLength: 2 }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(nested(60)),
  );
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Mostly the value itself; sometimes something of the wrong kind, or the value in an array. */
function mutated(ctx: GenerationContext, value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: value, weight: 6 },
    { arbitrary: nastyValue(), weight: 2 },
    { arbitrary: value.map((v) => [v]), weight: 1 },
  );
}

/** JSON text, with RawNumbers written verbatim. */
function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_, v: unknown) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)]!);
}

const BAD_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"first_name":"a",}',
  "{'name':'x'}",
  '{"a":1}{"b":2}',
  'NaN',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
];

type BodyBytes = Buffer | undefined;

/** A value aimed at one field: edge cases of its type first, anything wrong second. */
function edgeValueFor(
  ctx: GenerationContext,
  op: Operation,
  raw: JsonSchema,
): fc.Arbitrary<unknown> {
  const schema = deref(ctx.doc, raw);
  const edges = schema.format === 'date-time' ? fc.constantFrom(...EDGE_TIMES) : anyString;
  return fc.oneof({ arbitrary: edges, weight: 3 }, { arbitrary: nastyValue(), weight: 1 });
}

/** Every field of a body schema, nested ones too (`[]` steps into an array's first item). */
function fieldPaths(
  ctx: GenerationContext,
  schema: JsonSchema,
  prefix: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  if (prefix.length > 6) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([name, raw]) => {
    const field = deref(ctx.doc, raw);
    const path = [...prefix, name];
    const items = field.items ? deref(ctx.doc, field.items) : undefined;
    const inner = field.properties
      ? fieldPaths(ctx, field, path)
      : items?.properties
        ? fieldPaths(ctx, items, [...path, '[]'])
        : [];
    return [{ path, schema: field }, ...inner];
  });
}

/** `body` with `value` at `path`; objects (and first array items) on the way are made. */
function withValueAt(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  let at: Record<string, unknown> | unknown[] = copy;
  path.forEach((step, i) => {
    const last = i === path.length - 1;
    const key = step === '[]' ? 0 : step;
    const holder = at as Record<string | number, unknown>;
    if (last) {
      holder[key] = value;
      return;
    }
    let next = holder[key];
    if (typeof next !== 'object' || next === null) {
      next = path[i + 1] === '[]' ? [] : {};
      holder[key] = next;
    }
    if (Array.isArray(next) && path[i + 1] !== '[]') {
      next = {};
      holder[key] = next;
    }
    at = next as Record<string, unknown>;
  });
  return copy;
}

/**
 * A valid body (own ids, a pool employee and location) with exactly one field changed, at any
 * depth (`shift.breaks[0].start_at`): the way to reach the code past validation with one odd
 * value, where the defects hide.
 */
function oneFieldOff(
  ctx: GenerationContext,
  op: Operation,
): fc.Arbitrary<Record<string, unknown>> | undefined {
  const fields = op.body ? fieldPaths(ctx, op.body) : [];
  if (fields.length === 0) return undefined;
  return fc
    .tuple(
      fc
        .constantFrom(...fields)
        .chain((field) => fc.tuple(fc.constant(field.path), edgeValueFor(ctx, op, field.schema))),
      ownIdArb(ctx, 'employee'),
      ownIdArb(ctx, 'location'),
      fc.boolean(),
    )
    .map(([[path, value], employee, location, withOverrides]) =>
      withValueAt(
        validBody(ctx.doc, op, { ...ctx.own, employee, location }, undefined, withOverrides),
        path,
        value,
      ),
    );
}

/** Valid bodies (pool employees and locations): the requests that get past validation. */
function validBodyArb(ctx: GenerationContext, op: Operation) {
  return fc
    .tuple(ownIdArb(ctx, 'employee'), ownIdArb(ctx, 'location'))
    .map(([employee, location]) => validBody(ctx.doc, op, { ...ctx.own, employee, location }));
}

function bodyBytes(ctx: GenerationContext, op: Operation): fc.Arbitrary<BodyBytes> {
  const object = op.body ? objectValue(ctx, op, op.body, 0) : fc.constant({});
  const nearlyValid = oneFieldOff(ctx, op) ?? object;
  const valid = op.body ? validBodyArb(ctx, op) : object;
  const text = fc.oneof(
    { arbitrary: object.map(toJsonText), weight: 8 },
    { arbitrary: nearlyValid.map(toJsonText), weight: 6 },
    { arbitrary: valid.map(toJsonText), weight: 2 },
    { arbitrary: nastyValue().map(toJsonText), weight: 2 },
    { arbitrary: fc.constantFrom(...BAD_JSON), weight: 2 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: text.map((t) => Buffer.from(t, 'utf8')), weight: 14 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: fc.constant(Buffer.alloc(0)), weight: 1 },
    {
      arbitrary: text.map((t) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t)])),
      weight: 1,
    },
    { arbitrary: text.map((t) => Buffer.from(t, 'utf16le')), weight: 1 },
    { arbitrary: text.map((t) => Buffer.from(t, 'latin1')), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)), weight: 1 },
    // Over the 1 MiB default body limit.
    { arbitrary: fc.constant(Buffer.alloc(1_100_000, 0x20)), weight: 1 },
  );
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  '*/*',
  'application/json, text/plain',
  ';;',
];

function contentType(): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 12 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 3 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD) of all but unreserved. */
function percentEncoded(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Encodes for a request line: percent-encoding, or raw ASCII that may be badly encoded. */
function encoded(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const rawBad = fc.constantFrom(
    '%',
    '%ZZ',
    '%00',
    '%C0%AF',
    '%FF',
    '%E2%82',
    '..',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '+',
    '&&',
    '=',
    '%20',
    '%0d%0aX-Injected:%201',
    ';',
  );
  return fc.oneof(
    { arbitrary: value.map(percentEncoded), weight: 8 },
    { arbitrary: rawBad, weight: 2 },
  );
}

function pathValue(ctx: GenerationContext, op: Operation, name: string): fc.Arbitrary<string> {
  const kind = kindOf(op, name);
  const value = kind ? idArb(ctx, kind) : anyString;
  return fc.oneof(
    { arbitrary: encoded(value), weight: 30 },
    // Past the 16 KiB request-line limit.
    { arbitrary: fc.constant('x'.repeat(17_000)), weight: 1 },
  );
}

function isPageToken(name: string): boolean {
  return name === 'batch_token' || name === 'cursor';
}

/** Real page tokens of any list and either merchant, altered ones, and anything else. */
function pageTokenArb(ctx: GenerationContext): fc.Arbitrary<string> {
  const real = [...Object.values(ctx.cursors.own), ...Object.values(ctx.cursors.other)];
  if (real.length === 0) return anyString;
  const altered = fc
    .tuple(fc.constantFrom(...real), fc.nat(), fc.constantFrom('A', '.', '=', '%', 'é'))
    .map(([token, at, c]) => {
      const i = at % token.length;
      return `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
    });
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real), weight: 3 },
    { arbitrary: altered, weight: 2 },
    { arbitrary: anyString, weight: 1 },
  );
}

function queryString(ctx: GenerationContext, op: Operation): fc.Arbitrary<string> {
  const params = op.queryParams.map((p) => {
    const kind = kindOf(op, p.name);
    const value = isPageToken(p.name)
      ? pageTokenArb(ctx)
      : kind
        ? idArb(ctx, kind)
        : fc.oneof(
            { arbitrary: schemaValue(ctx, op, p.schema, '', 0).map(String), weight: 3 },
            { arbitrary: anyString, weight: 2 },
          );
    const pairs = fc
      .array(encoded(value), { minLength: 1, maxLength: 2 })
      .map((values) => values.map((v) => `${p.name}=${v}`));
    return fc.option(pairs, { freq: 2 });
  });
  const unknown = fc.option(
    encoded(anyString).map((v) => [`unknown_param=${v}`, `${v}`]),
    { freq: 6 },
  );
  return fc.tuple(fc.tuple(...params), unknown).map(([known, extra]) => {
    const pairs = [...known.flatMap((p) => p ?? []), ...(extra ?? [])];
    return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
  });
}

function authorization(ctx: GenerationContext): fc.Arbitrary<string | undefined> {
  const { tokens } = ctx;
  return fc.oneof(
    { arbitrary: fc.constant(`Bearer ${tokens.main}`), weight: 30 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        `Bearer ${tokens.revoked}`,
        `Bearer ${tokens.other}`,
        `Bearer ${tokens.unapproved}`,
        `Bearer ${tokens.noScopes}`,
        `Bearer ${tokens.main}x`,
        `bearer ${tokens.main}`,
        tokens.main,
        'Bearer',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'A'.repeat(5_000)}`,
      ),
      weight: 3,
    },
  );
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export function requestArbitrary(
  ctx: GenerationContext,
  ops: readonly Operation[],
): fc.Arbitrary<GeneratedRequest> {
  // Operations with a body get more requests: past validation is where writes can go wrong.
  const operation = fc.oneof(
    ...ops.map((op) => ({ arbitrary: fc.constant(op), weight: op.body ? 3 : 1 })),
  );
  return operation.chain((op) => {
    const params = Object.fromEntries(
      op.pathParams.map((p) => [p.name, pathValue(ctx, op, p.name)]),
    );
    return fc
      .record({
        method: fc.oneof(
          { arbitrary: fc.constant(op.method), weight: 12 },
          { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
        ),
        params: fc.record(params),
        query: queryString(ctx, op),
        body: bodyBytes(ctx, op),
        contentType: contentType(),
        authorization: authorization(ctx),
        extraHeaders: fc.option(
          fc.constantFrom<Record<string, string>>(
            { 'content-encoding': 'gzip' },
            { 'transfer-encoding': 'chunked' },
            { 'x-request-id': 'x'.repeat(300) },
            { 'x-request-id': 'rel-1234' },
            { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
            { host: 'evil.example' },
            { accept: 'text/html' },
          ),
          { freq: 5 },
        ),
      })
      .map(
        ({
          method,
          params: values,
          query,
          body,
          contentType: type,
          authorization: auth,
          extraHeaders,
        }) => {
          const headers: Record<string, string> = { accept: 'application/json' };
          if (auth !== undefined) headers.authorization = auth;
          const sendsBody = body !== undefined && method !== 'HEAD';
          if (sendsBody && type !== undefined) headers['content-type'] = type;
          Object.assign(headers, extraHeaders ?? {});
          return {
            operationId: op.operationId,
            method,
            path: fillPath(op, values) + query,
            headers,
            body: sendsBody ? body : undefined,
          };
        },
      );
  });
}

/** The request for printing: long strings cut, bodies shown as text (or base64). */
export function describeRequest(req: GeneratedRequest): string {
  const cut = (s: string) => (s.length > 600 ? `${s.slice(0, 600)}… (${s.length} chars)` : s);
  const body = req.body === undefined ? '(none)' : cut(req.body.toString('utf8'));
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, cut(v)]));
  return [
    `${req.method} ${cut(req.path)}  [${req.operationId}]`,
    `headers: ${JSON.stringify(headers)}`,
    `body (${req.body?.length ?? 0} bytes): ${body}`,
  ].join('\n');
}
