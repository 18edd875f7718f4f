/** Every Today query key. */
export const todayKeys = {
  all: ['today'] as const,
  /** The summary of one location (its id), or of every location (`all`). */
  summary: (locationId: string) => [...todayKeys.all, 'summary', locationId] as const,
};
