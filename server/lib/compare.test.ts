import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './compare';
import { newId } from './ids';

const sortedBoth = (values: string[]) => ({
  byCodeUnits: [...values].sort(compareCodeUnits),
  byLocale: [...values].sort((a, b) => a.localeCompare(b)),
});

describe('compareCodeUnits', () => {
  it('gives localeCompare’s order for the ids, instants, dates and currency codes the service sorts', () => {
    const instants = Array.from({ length: 200 }, (_, i) =>
      new Date(Date.UTC(2020, 0, 1) + i * 7_919_000_123).toISOString(),
    );
    for (const values of [
      Array.from({ length: 500 }, () => randomUUID()),
      Array.from({ length: 500 }, () => newId()),
      instants,
      instants.map((instant) => instant.slice(0, 10)),
      ['USD', 'CAD', 'EUR', 'GBP', 'JPY', 'AUD'],
    ]) {
      const { byCodeUnits, byLocale } = sortedBoth(values);
      expect(byCodeUnits).toEqual(byLocale);
    }
  });

  it('returns 0 only for equal strings', () => {
    expect(compareCodeUnits('a', 'a')).toBe(0);
    expect(compareCodeUnits('a', 'b')).toBe(-1);
    expect(compareCodeUnits('b', 'a')).toBe(1);
    expect(compareCodeUnits('', 'a')).toBe(-1);
  });
});
