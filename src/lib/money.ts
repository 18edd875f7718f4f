/**
 * Money travels as integer minor units (`{ amount: 1550, currency: 'USD' }` is $15.50) and is
 * turned into text only at the edge, with `Intl`: the currency decides how many decimals it has.
 */

export interface MoneyAmount {
  /** Smallest unit of the currency (cents for USD, yen for JPY). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

const digitsCache = new Map<string, number>();

/** How many decimals `currency` has: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** "$1,234.50" (in the browser's locale unless `locale` is given). */
export function formatMoney({ amount, currency }: MoneyAmount, locale?: string): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    amount / 10 ** digits,
  );
}

/** "1234.50": the amount in major units with the currency's decimals, for CSV and inputs. */
export function moneyToDecimal({ amount, currency }: MoneyAmount): string {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${units}`
    : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/**
 * A typed amount such as "15.5" or "15.50" as minor units (1550); null when it is not a
 * non-negative number with at most the currency's decimals. Thousands separators are not read.
 */
export function decimalToMinorUnits(text: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}
