import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes rows with CRLF line ends and quotes only what needs it', () => {
    expect(
      toCsv([
        ['Employee', 'Hours'],
        ['Ada Lovelace', 42.5],
        ['Diaz, Ana', '8.00'],
        ['Say "hi"', null],
        ['Two\nlines', undefined],
      ]),
    ).toBe(
      'Employee,Hours\r\nAda Lovelace,42.5\r\n"Diaz, Ana",8.00\r\n"Say ""hi""",\r\n"Two\nlines",\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(toCsv([['=1+1', '+SUM(A1)', '-2', '@cmd', 'plain']])).toBe(
      "'=1+1,'+SUM(A1),'-2,'@cmd,plain\r\n",
    );
    expect(toCsv([[-2]])).toBe('-2\r\n');
  });
});
