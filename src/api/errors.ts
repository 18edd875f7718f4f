/** One problem reported by the service, whichever envelope (v1 or v2) carried it. */
export interface ApiProblem {
  message: string;
  field?: string;
  code?: string;
}

/** A non-2xx reply, normalised from `{type, message}` (v1) or `{errors: [...]}` (v2). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly problems: ApiProblem[];

  constructor(status: number, problems: ApiProblem[]) {
    super(problems[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.problems = problems;
  }

  /** The first problem that names a field, if any. */
  get field(): string | undefined {
    return this.problems.find((p) => p.field)?.field;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

const V1_FIELD = /^([a-z_][a-z0-9_]*(?:\[\d+\])?) /;

export function problemsFromBody(body: unknown): ApiProblem[] {
  if (isRecord(body) && Array.isArray(body.errors)) {
    return body.errors.filter(isRecord).map((e) => ({
      message:
        typeof e.detail === 'string'
          ? e.detail
          : typeof e.code === 'string'
            ? e.code
            : 'Request failed',
      ...(typeof e.field === 'string' ? { field: e.field } : {}),
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
    }));
  }
  if (isRecord(body) && typeof body.message === 'string') {
    const type = typeof body.type === 'string' ? body.type : undefined;
    // v1 bodies carry no field; its messages start with the field name for parameter errors.
    const field = type?.startsWith('bad_request.') ? V1_FIELD.exec(body.message)?.[1] : undefined;
    return [
      { message: body.message, ...(field ? { field } : {}), ...(type ? { code: type } : {}) },
    ];
  }
  return [];
}

/**
 * A write refused because the resource changed since it was read: its `version` is stale (409,
 * or the `version` field named), or the `If-Match` precondition of a v1 update failed (412).
 */
export function isVersionConflict(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 409 ||
      error.status === 412 ||
      error.problems.some((p) => p.field?.split('.').at(-1) === 'version'))
  );
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** `fetch` rejects with a TypeError when the request never got an answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
