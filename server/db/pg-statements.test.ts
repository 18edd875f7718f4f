import { describe, expect, it } from 'vitest';
import { StatementNames } from './pg-statements';

describe('StatementNames', () => {
  it('gives each text one name of its own, in the order the texts came', () => {
    const names = new StatementNames();
    names.add('select 1');
    names.add('select 2');
    names.add('select 1');
    expect([names.nameOf('select 1'), names.nameOf('select 2')]).toEqual(['q0', 'q1']);
    expect(names.nameOf('select 3')).toBeUndefined();
    expect(names.size).toBe(2);
  });

  it('names no text past its limit (those run unnamed)', () => {
    const names = new StatementNames(2);
    for (const n of [1, 2, 3, 4]) names.add(`select ${n}`);
    expect(names.size).toBe(2);
    expect(names.nameOf('select 2')).toBe('q1');
    expect(names.nameOf('select 3')).toBeUndefined();
  });
});
