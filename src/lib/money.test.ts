import { describe, expect, it } from 'vitest';
import {
  amountInputMode,
  decimalToMinorUnits,
  exampleAmount,
  formatMoney,
  minorUnitDigits,
  moneyToDecimal,
} from './money';

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
    expect(decimalToMinorUnits('', 'USD')).toBeNull();
    expect(decimalToMinorUnits('.', 'USD')).toBeNull();
    expect(decimalToMinorUnits('1e3', 'USD')).toBeNull();
  });

  it('reads thousands separators only where they belong', () => {
    expect(decimalToMinorUnits('1,000', 'USD')).toBe(100000);
    expect(decimalToMinorUnits('12,345.50', 'USD')).toBe(1234550);
    expect(decimalToMinorUnits('1,234,567', 'USD')).toBe(123456700);
    expect(decimalToMinorUnits('1,50', 'USD')).toBeNull();
    expect(decimalToMinorUnits('15,5', 'USD')).toBeNull();
    expect(decimalToMinorUnits('1,5000', 'USD')).toBeNull();
    expect(decimalToMinorUnits(',500', 'USD')).toBeNull();
    expect(decimalToMinorUnits('1500,', 'USD')).toBeNull();
  });

  it('reads yen as whole yen, with or without the comma, never with decimals', () => {
    expect(decimalToMinorUnits('1500', 'JPY')).toBe(1500);
    expect(decimalToMinorUnits('1,500', 'JPY')).toBe(1500);
    expect(decimalToMinorUnits(' 12,000 ', 'JPY')).toBe(12000);
    expect(decimalToMinorUnits('1500.', 'JPY')).toBe(1500);
    expect(decimalToMinorUnits('12.50', 'JPY')).toBeNull();
    expect(decimalToMinorUnits('1,500.5', 'JPY')).toBeNull();
    expect(moneyToDecimal({ amount: 0, currency: 'JPY' })).toBe('0');
  });

  it('reads a three-decimal currency to the fils', () => {
    expect(decimalToMinorUnits('1.234', 'KWD')).toBe(1234);
    expect(decimalToMinorUnits('1,000.5', 'KWD')).toBe(1000500);
    expect(decimalToMinorUnits('1.2345', 'KWD')).toBeNull();
    expect(moneyToDecimal({ amount: 1234, currency: 'KWD' })).toBe('1.234');
    expect(moneyToDecimal({ amount: 5, currency: 'KWD' })).toBe('0.005');
    expect(formatMoney({ amount: 1234, currency: 'KWD' }, 'en-US')).toBe('KWD\u00a01.234');
  });

  it('gives examples and keyboards that fit the currency', () => {
    expect(exampleAmount('USD')).toBe('12.50');
    expect(exampleAmount('EUR')).toBe('12.50');
    expect(exampleAmount('JPY')).toBe('1500');
    expect(exampleAmount('KWD')).toBe('12.500');
    for (const currency of ['USD', 'JPY', 'KWD']) {
      expect(decimalToMinorUnits(exampleAmount(currency), currency)).not.toBeNull();
    }
    expect(amountInputMode('USD')).toBe('decimal');
    expect(amountInputMode('JPY')).toBe('numeric');
    expect(amountInputMode('KWD')).toBe('decimal');
  });
});
