import { describe, expect, it } from 'vitest';
import { decimalToMinorUnits, formatMoney, minorUnitDigits, moneyToDecimal } from './money';

describe('money', () => {
  it('knows each currency’s decimals', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it('formats minor units in the currency', () => {
    expect(formatMoney({ amount: 123450, currency: 'USD' }, 'en-US')).toBe('$1,234.50');
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, 'en-US')).toBe('¥1,500');
    expect(formatMoney({ amount: 1550, currency: 'EUR' }, 'de-DE')).toBe('15,50\u00a0€');
  });

  it('writes plain decimals for exports', () => {
    expect(moneyToDecimal({ amount: 87500, currency: 'USD' })).toBe('875.00');
    expect(moneyToDecimal({ amount: 5, currency: 'USD' })).toBe('0.05');
    expect(moneyToDecimal({ amount: -1205, currency: 'USD' })).toBe('-12.05');
    expect(moneyToDecimal({ amount: 1500, currency: 'JPY' })).toBe('1500');
  });

  it('reads typed amounts exactly, refusing too many decimals', () => {
    expect(decimalToMinorUnits('15.5', 'USD')).toBe(1550);
    expect(decimalToMinorUnits(' 15.50 ', 'USD')).toBe(1550);
    expect(decimalToMinorUnits('0.29', 'USD')).toBe(29);
    expect(decimalToMinorUnits('20', 'USD')).toBe(2000);
    expect(decimalToMinorUnits('20.', 'USD')).toBe(2000);
    expect(decimalToMinorUnits('15.505', 'USD')).toBeNull();
    expect(decimalToMinorUnits('1.5', 'JPY')).toBeNull();
    expect(decimalToMinorUnits('-3', 'USD')).toBeNull();
    expect(decimalToMinorUnits('1,000', 'USD')).toBeNull();
    expect(decimalToMinorUnits('', 'USD')).toBeNull();
  });
});
