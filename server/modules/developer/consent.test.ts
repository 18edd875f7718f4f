import { describe, expect, it } from 'vitest';
import { missingForConsent } from './consent';

describe('who may allow an app', () => {
  it('the owner may allow any scope', () => {
    expect(
      missingForConsent({ isOwner: true, permissions: new Set() }, ['CUSTOMERS_WRITE']),
    ).toEqual([]);
  });

  it('a manager may allow what their permission set covers', () => {
    const shiftLead = {
      isOwner: false,
      permissions: new Set(['staff.read', 'time.read', 'time.write']),
    };
    expect(
      missingForConsent(shiftLead, ['EMPLOYEES_READ', 'TIMECARDS_WRITE', 'MERCHANT_PROFILE_READ']),
    ).toEqual([]);
  });

  it('names, in a manager’s words, what a manager lacks', () => {
    const bookkeeper = { isOwner: false, permissions: new Set(['payments.read']) };
    expect(
      missingForConsent(bookkeeper, [
        'PAYMENTS_READ',
        'PAYMENTS_WRITE',
        'PAYMENTS_WRITE_IN_PERSON',
        'CUSTOMERS_READ',
      ]),
    ).toEqual(['Take, capture and void payments', 'CUSTOMERS_READ (only the owner can grant it)']);
  });
});
