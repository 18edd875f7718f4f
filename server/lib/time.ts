/** Canonical stored form of an instant: UTC, millisecond precision, fixed width (24 chars). */
export function toStoredTime(date: Date): string {
  return date.toISOString();
}

export function nowStored(): string {
  return new Date().toISOString();
}
