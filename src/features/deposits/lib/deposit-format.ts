/** How the Deposits area names things: statuses, entry types, a bank account's masked number. */

import { cardBrandLabel } from '@/lib/card-brands';

export const DEPOSIT_STATUS_LABELS = { SENT: 'Sent', FAILED: 'Failed' } as const;
export const DEPOSIT_STATUS_COLORS: Record<string, string> = { SENT: 'teal', FAILED: 'red' };

const ENTRY_TYPE_LABELS: Record<string, string> = {
  CHARGE: 'Charge',
  REFUND: 'Refund',
  ADJUSTMENT: 'Adjustment',
  HOLD_ADJUSTMENT: 'Chargeback hold',
};

/** "Charge" for the four types the ledger writes; any other wire type as words. */
export function entryTypeLabel(type: string): string {
  return (
    ENTRY_TYPE_LABELS[type] ??
    type
      .toLowerCase()
      .split('_')
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase())
  );
}

/** Entries that point at a payment the manager can open (a refund too, through its payment). */
export function linksToPayment(type: string): boolean {
  return type === 'CHARGE' || type === 'REFUND';
}

/** "Chase ••••1234": the bank and the only part of the number the service returns. */
export function maskedAccount(
  account:
    { bank_name?: string | undefined; account_number_suffix?: string | undefined } | undefined,
): string {
  if (!account) return 'Bank account';
  const suffix = account.account_number_suffix ? `••••${account.account_number_suffix}` : '';
  return [account.bank_name, suffix].filter(Boolean).join(' ') || 'Bank account';
}

/** A negative total takes money from the bank account: a withdrawal. */
export function depositKind(total: number): 'Deposit' | 'Withdrawal' {
  return total < 0 ? 'Withdrawal' : 'Deposit';
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 23, 2026" for a calendar day `2026-11-23`. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The first characters of an id, enough to tell deposits apart in a sentence. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** "Visa •••• 4242", or what is known of the card; '' when nothing is. */
export function describeCard(brand: string | undefined, last4: string | undefined): string {
  const name = cardBrandLabel(brand);
  return [name, last4 ? `•••• ${last4}` : ''].filter(Boolean).join(' ');
}

/** The bank's return codes (ACH "R" codes) a manager may meet, in their words. */
const RETURN_CODES: Record<string, string> = {
  R01: 'the account did not have enough money',
  R02: 'the account is closed',
  R03: 'the account could not be found',
  R04: 'the account number is not valid',
  R16: 'the account is frozen',
  R20: 'the account does not accept deposits',
};

/**
 * The failure reason as a manager's sentence: a bank return code ("… (R03)") becomes what it
 * means; the code itself stays out of the sentence (`returnCode` gives it, e.g. for a tooltip).
 */
export function failureSentence(reason: string | undefined): string {
  const code = returnCode(reason);
  const plain = code ? RETURN_CODES[code] : undefined;
  const text = plain
    ? `The bank sent the money back: ${plain}. Check the account details with your bank`
    : (reason ?? '').replace(/\s*\(R\d{2}\)\s*$/, '').trim() || 'The bank did not accept it';
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The bank's return code in a failure reason ("R03"), if it has one. */
export function returnCode(reason: string | undefined): string | undefined {
  return /\((R\d{2})\)\s*$/.exec(reason ?? '')?.[1];
}
