import { z } from 'zod';

/** ASC or DESC, as the reference's SortOrder enum. */
export const SortOrder = z.enum(['ASC', 'DESC']).meta({ id: 'SortOrder' });

/**
 * An instant with an explicit UTC offset (ISO 8601 in generation 1, RFC 3339 in generation 2);
 * impossible calendar dates such as 2026-02-30 are rejected. Parsed, it is in the form the
 * service stores and compares: UTC with milliseconds, fixed width (`2026-03-01T09:00:00.000Z`).
 * The offset may carry a time out of the years 0000–9999 (`0000-01-01T00:00:00+01:00` is in the
 * year -1 in UTC), which has no such form: those are rejected as invalid times too.
 */
export const Instant = z.iso
  .datetime({
    offset: true,
    error: 'must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T09:00:00Z',
  })
  .transform((value, ctx) => {
    const utc = new Date(value).toISOString();
    if (utc.length !== 24) {
      ctx.issues.push({
        code: 'invalid_format',
        format: 'datetime',
        input: value,
        message: 'must fall between the years 0000 and 9999 once converted to UTC',
      });
      return z.NEVER;
    }
    return utc;
  });

/**
 * A query-string boolean as generated clients write one: `true`/`false` in any case (Square's
 * 2019 Python and .NET SDKs send `True`/`False`) or `1`/`0` (its PHP SDK passes a PHP bool to
 * `http_build_query`). Anything else is refused. See docs/decisions/2026-11-25-query-parameters.md.
 */
export const QueryBoolean = z
  .string()
  .regex(/^(?:true|false|1|0)$/i, { error: 'must be true or false (any case), or 1 or 0' })
  .transform((v) => v === '1' || v.toLowerCase() === 'true')
  .meta({ type: 'boolean' });

/** `±HHMM` (ISO 8601 basic) or `±HH:MM`, with the `+` possibly decoded to a space. */
const QUERY_OFFSET = /(?:[ +-](?:[01]\d|2[0-3]):?[0-5]\d|Z)$/;

/**
 * An instant in a query string, read as generated clients write one, then as `Instant`: the
 * offset may be `+0000` (PHP's `DateTime::ISO8601`, which Square's PHP SDK uses), seconds may be
 * left out (`2026-03-01T09:00Z`, Java's `OffsetDateTime.toString()`), and a `+` the client did
 * not percent-encode (Square's Java SDK hands values to Jersey, which leaves `+` as it is) arrives
 * as a space. A value with no offset at all is still refused: its instant is unknown.
 */
export const QueryInstant = z
  .string()
  .transform((value) => {
    const m = QUERY_OFFSET.exec(value);
    if (!m) return value;
    const head = value.slice(0, m.index);
    const withSeconds = /T\d\d:\d\d$/.test(head) ? `${head}:00` : head;
    const offset = m[0].replace(/^ /, '+');
    return (
      withSeconds + (offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset)
    );
  })
  .pipe(Instant)
  .meta({ type: 'string', format: 'date-time' });

/** A query-string page size between 1 and `max`. */
export function queryLimit(max: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number from 1 to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `must be at least 1` })
        .max(max, { error: `must be at most ${max}` }),
    );
}

export const V1Error = z
  .object({
    type: z.string().meta({ example: 'bad_request.invalid_parameter' }),
    message: z.string(),
  })
  .meta({ id: 'V1Error', description: 'Generation 1 error body.' });

const V2ErrorCategory = z
  .enum([
    'API_ERROR',
    'AUTHENTICATION_ERROR',
    'INVALID_REQUEST_ERROR',
    'RATE_LIMIT_ERROR',
    'PAYMENT_METHOD_ERROR',
    'REFUND_ERROR',
  ])
  .meta({ id: 'ErrorCategory' });

export const V2Error = z
  .object({
    category: V2ErrorCategory,
    code: z.string().meta({ example: 'MISSING_REQUIRED_PARAMETER' }),
    detail: z.string().optional(),
    field: z.string().optional(),
  })
  .meta({ id: 'Error' });

export const V2ErrorResponse = z
  .object({ errors: z.array(V2Error) })
  .meta({ id: 'ErrorResponse', description: 'Generation 2 error body.' });

export const V2Address = z
  .object({
    address_line_1: z.string().optional(),
    locality: z.string().optional(),
    administrative_district_level_1: z.string().optional(),
    postal_code: z.string().optional(),
    country: z.string().optional(),
    // The rest of the reference's Address (a V1Order's shipping_address uses them).
    address_line_2: z.string().optional(),
    address_line_3: z.string().optional(),
    sublocality: z.string().optional(),
    sublocality_2: z.string().optional(),
    sublocality_3: z.string().optional(),
    administrative_district_level_2: z.string().optional(),
    administrative_district_level_3: z.string().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    organization: z.string().optional(),
  })
  .meta({ id: 'Address' });

/** An amount in the currency's smallest unit (cents for USD), as generation 2 sends money. */
export const Money = z
  .object({
    amount: z.number({ error: 'must be a whole number of the smallest unit, e.g. cents' }).int({
      error: 'must be a whole number of the smallest unit, e.g. cents',
    }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 currency code such as USD' }),
  })
  .meta({ id: 'Money' });

/** A calendar day, `2026-03-01`. */
export const CalendarDate = z.iso.date({ error: 'must be a date in the form YYYY-MM-DD' });

/**
 * A custom issue that the service answers with `code` (e.g. the generic `BAD_REQUEST` Square uses
 * for shift conflicts) instead of `INVALID_VALUE`.
 */
export function issueWithCode(
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  message: string,
  code: 'BAD_REQUEST' | 'INVALID_TIME_RANGE' = 'BAD_REQUEST',
) {
  ctx.addIssue({ code: 'custom', path, message, params: { code } });
}

/** An idempotency key of a generation 2 create: the same key and body return the first result. */
export const IdempotencyKey = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(128, { error: 'must be at most 128 characters' })
  .meta({ description: 'The same key and body again return what the first request created.' });

/** A generation 2 response wrapper: the operation's fields, or `errors`. */
export function v2Response<T extends z.ZodRawShape>(id: string, shape: T) {
  return z.object({ ...shape, errors: z.array(V2Error).optional() }).meta({ id });
}

/**
 * An entity tag list as `If-Match` carries it: `*`, or quoted tags (strong or `W/`) separated by
 * commas.
 */
const ENTITY_TAG_LIST =
  /^\s*(?:\*|(?:W\/)?"[\x21\x23-\x7e]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e]*")*)\s*$/;

/**
 * The optional precondition of an update of a generation 1 resource, which has no `version` on
 * the wire: `If-Match` with the resource's `updated_at` as it was read, quoted
 * (`"2026-11-25T10:00:00.123Z"`). The web app sends it; Square's clients never do, and without
 * it the update is as before. A resource changed since answers 412. See
 * docs/decisions/2026-11-25-edit-preconditions.md.
 */
export const PreconditionHeaders = z.object({
  'if-match': z
    .string()
    .regex(ENTITY_TAG_LIST, {
      error: 'must be * or quoted entity tags, e.g. "2026-11-25T10:00:00.123Z"',
    })
    .optional()
    .meta({
      description:
        'The updated_at of the copy the change was made to, quoted: "2026-11-25T10:00:00.123Z". ' +
        'When the resource was changed since, nothing is written and the answer is 412.',
    }),
});
