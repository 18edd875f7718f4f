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

/** One formatter per locale and currency: making one costs far more than using it (long lists). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" (in the browser's locale unless `locale` is given). */
export function formatMoney({ amount, currency }: MoneyAmount, locale?: string): string {
  const digits = minorUnitDigits(currency);
  const key = `${locale ?? ''}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount / 10 ** digits);
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
 * A typed amount such as "15.5", "15.50" or "1,500" as minor units (1550, 150000); null when it
 * is not a non-negative number with at most the currency's decimals. Commas are read only as
 * thousands separators in their places ("1,500", "12,345.50"; not "1,50" or "15,5"), so a yen
 * amount is typed as `1500` or `1,500` and never needs a decimal point.
 */
export function decimalToMinorUnits(text: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, grouped = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const whole = grouped.replaceAll(',', '');
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * An amount to show as an example of typing one in `currency`, as it would be typed: "12.50" in
 * USD, "1500" in JPY (no decimals), "12.500" in KWD. For placeholders and messages.
 */
export function exampleAmount(currency: string): string {
  const digits = minorUnitDigits(currency);
  return moneyToDecimal({ amount: digits === 0 ? 1500 : 1250 * 10 ** (digits - 2), currency });
}

/** The keyboard a phone offers for an amount: digits only for a currency without decimals. */
export function amountInputMode(currency: string): 'numeric' | 'decimal' {
  return minorUnitDigits(currency) === 0 ? 'numeric' : 'decimal';
}
