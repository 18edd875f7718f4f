import { describe, expect, it } from 'vitest';
import { matchesEveryWord, queryWords } from './word-match';

describe('queryWords', () => {
  it('splits on any space, lower-cases and drops accents', () => {
    expect(queryWords('  Smith\tQuinn  ')).toEqual(['smith', 'quinn']);
    expect(queryWords('José')).toEqual(['jose']);
    expect(queryWords('   ')).toEqual([]);
  });
});

describe('matchesEveryWord', () => {
  const quinn = ['Quinn Smith', 'q.smith@example.com', 'PAYROLL-0009'];

  it('finds a person by words in any order and in any field', () => {
    expect(matchesEveryWord(queryWords('Smith Quinn'), quinn)).toBe(true);
    expect(matchesEveryWord(queryWords('quinn 0009'), quinn)).toBe(true);
    expect(matchesEveryWord(queryWords('QUI smi'), quinn)).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesEveryWord(queryWords('Quinn Jones'), quinn)).toBe(false);
    expect(matchesEveryWord(queryWords('quinn 0010'), quinn)).toBe(false);
  });

  it('matches everything when nothing is typed, and skips missing texts', () => {
    expect(matchesEveryWord([], [])).toBe(true);
    expect(matchesEveryWord(['ana'], [null, undefined, 'Ana Diaz'])).toBe(true);
    expect(matchesEveryWord(['ana'], [null])).toBe(false);
  });

  it('finds accented names without the accent, and the other way round', () => {
    expect(matchesEveryWord(queryWords('jose'), ['José Núñez'])).toBe(true);
    expect(matchesEveryWord(queryWords('núñez'), ['Jose Nunez'])).toBe(true);
  });
});
