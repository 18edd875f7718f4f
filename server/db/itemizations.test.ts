import { describe, expect, it } from 'vitest';
import {
  compressItemizations,
  decodeSaleTaxes,
  encodeSaleTaxes,
  itemizationsText,
  itemKeys,
} from './itemizations';

const tax = (name: string, amount: number) =>
  JSON.stringify([
    {
      name,
      applied_money: { amount, currency_code: 'USD' },
      rate: '0.0825',
      inclusion_type: 'INCLUSIVE',
      fee_id: '7966ae2f-ebfb-4161-83ca-60e8ab04eee1',
    },
  ]);

describe('a sale’s interned taxes', () => {
  it('share one entry across amounts, and keep the name they were sold with', () => {
    const items = new Map<string, string>();
    const first = encodeSaleTaxes(tax('Sales tax', 206), 'USD', items)!;
    const second = encodeSaleTaxes(tax('Sales tax', 17), 'USD', items)!;
    expect(items.size).toBe(1);
    expect(itemKeys(first)).toEqual([...items.keys()]);
    const renamed = encodeSaleTaxes(tax('State sales tax', 5), 'USD', items)!;
    expect(items.size).toBe(2);
    expect(decodeSaleTaxes(first, 'USD', items)).toEqual(JSON.parse(tax('Sales tax', 206)));
    expect(decodeSaleTaxes(second, 'USD', items)).toEqual(JSON.parse(tax('Sales tax', 17)));
    expect(decodeSaleTaxes(renamed, 'USD', items)).toEqual(JSON.parse(tax('State sales tax', 5)));
  });

  it('cannot be read without their entry', () => {
    const column = encodeSaleTaxes(tax('Sales tax', 1), 'USD', new Map())!;
    expect(() => decodeSaleTaxes(column, 'USD', new Map())).toThrow(/not loaded/);
  });
});

describe('the stored lines column', () => {
  const text = '[[["0123456789abcdef"],"1",null,375,375,375,0,375,[[0,29]],null,null]]';

  it('reads back deflated text, older text and UTF-8 bytes alike', () => {
    const stored = compressItemizations(text)!;
    expect(stored[0]).toBe(1);
    expect(stored.length).toBeLessThan(text.length);
    expect(itemizationsText(stored)).toBe(text);
    expect(itemizationsText(text)).toBe(text);
    expect(itemizationsText(Buffer.from(text, 'utf8'))).toBe(text);
    expect(itemizationsText(null)).toBeNull();
    expect(itemKeys(stored)).toEqual(['0123456789abcdef']);
  });
});
