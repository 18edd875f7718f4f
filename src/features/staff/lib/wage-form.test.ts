import { describe, expect, it } from 'vitest';
import { wageFormSchema, wageFormValues } from './wage-form';

const schema = wageFormSchema('USD');

describe('wage form', () => {
  it('turns a typed rate into minor units of the currency, and a blank title into none', () => {
    expect(schema.parse({ title: '  Barista ', hourly_rate: '16.5' })).toEqual({
      title: 'Barista',
      hourly_rate: { amount: 1650, currency: 'USD' },
    });
    expect(schema.parse({ title: '', hourly_rate: '12' })).toEqual({
      title: null,
      hourly_rate: { amount: 1200, currency: 'USD' },
    });
  });

  it.each([
    ['', 'is required'],
    ['abc', 'must be an amount in USD such as 12.50'],
    ['1.234', 'must be an amount in USD such as 12.50'],
    ['-3', 'must be an amount in USD such as 12.50'],
    ['100000.01', 'must be at most $100,000.00'],
  ])('refuses the rate %j on the rate input: %s', (hourly_rate, message) => {
    const result = schema.safeParse({ title: 'Cook', hourly_rate });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['hourly_rate'], message }),
    ]);
  });

  it('takes a yen rate typed as 1500 or 1,500, and gives a yen example for anything else', () => {
    const yen = wageFormSchema('JPY');
    for (const hourly_rate of ['1500', '1,500']) {
      expect(yen.parse({ title: '', hourly_rate }).hourly_rate).toEqual({
        amount: 1500,
        currency: 'JPY',
      });
    }
    expect(yen.safeParse({ title: '', hourly_rate: '15.50' }).error?.issues).toEqual([
      expect.objectContaining({ message: 'must be an amount in JPY such as 1500' }),
    ]);
  });

  it('refuses a title over 255 characters on the title input', () => {
    const result = schema.safeParse({ title: 'x'.repeat(256), hourly_rate: '1' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['title'] })]);
  });

  it('starts an edit from the wage as typed', () => {
    expect(
      wageFormValues({
        id: 'w',
        employee_id: 'e',
        title: 'Cook',
        hourly_rate: { amount: 1805, currency: 'USD' },
      }),
    ).toEqual({ title: 'Cook', hourly_rate: '18.05' });
    expect(wageFormValues({ id: 'w', employee_id: 'e' })).toEqual({ title: '', hourly_rate: '' });
  });
});
