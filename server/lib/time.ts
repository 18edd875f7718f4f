/** Canonical stored form of an instant: UTC, millisecond precision, fixed width (24 chars). */
export function toStoredTime(date: Date): string {
  return date.toISOString();
}

export function nowStored(): string {
  return new Date().toISOString();
}

/** Parses an ISO 8601 / RFC 3339 string with an explicit offset into the stored form. */
export function normaliseTime(value: string): string {
  return new Date(value).toISOString();
}
