import { describe, expect, it } from 'vitest';
import {
  depositKind,
  entryTypeLabel,
  failureSentence,
  linksToPayment,
  maskedAccount,
  returnCode,
} from './deposit-format';

describe('deposit wording', () => {
  it('masks a bank account to its bank and last digits', () => {
    expect(maskedAccount({ bank_name: 'Chase', account_number_suffix: '1234' })).toBe(
      'Chase ••••1234',
    );
    expect(maskedAccount({ account_number_suffix: '9' })).toBe('••••9');
    expect(maskedAccount({ bank_name: '', account_number_suffix: '' })).toBe('Bank account');
    expect(maskedAccount(undefined)).toBe('Bank account');
  });

  it('names entry types and says which open a payment', () => {
    expect(entryTypeLabel('HOLD_ADJUSTMENT')).toBe('Chargeback hold');
    expect(entryTypeLabel('PAID_SERVICE_FEE')).toBe('Paid service fee');
    expect(linksToPayment('CHARGE')).toBe(true);
    expect(linksToPayment('REFUND')).toBe(true);
    expect(linksToPayment('HOLD_ADJUSTMENT')).toBe(false);
  });

  it('calls a negative total a withdrawal', () => {
    expect(depositKind(-1)).toBe('Withdrawal');
    expect(depositKind(1)).toBe('Deposit');
  });
});

describe('failureSentence', () => {
  it("says a bank return code in a manager's words and keeps the code out of the sentence", () => {
    const reason = 'The bank returned the transfer: no account / unable to locate account (R03)';
    expect(failureSentence(reason)).toBe(
      'The bank sent the money back: the account could not be found. Check the account details with your bank.',
    );
    expect(returnCode(reason)).toBe('R03');
    expect(failureSentence('Rejected by the bank (R99)')).toBe('Rejected by the bank.');
    expect(failureSentence(undefined)).toBe('The bank did not accept it.');
  });
});
