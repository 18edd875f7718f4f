import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import { NotSentError } from './attempt';
import { describePaymentFailure, isDecline, paymentErrorCode } from './payment-errors';

const v2Error = (status: number, code: string, message = code) =>
  new ApiRequestError(status, [{ code, message }]);

describe('describePaymentFailure', () => {
  it('explains a decline and says nothing was charged', () => {
    const declined = v2Error(402, 'CARD_DECLINED', 'Card declined.');
    expect(isDecline(declined)).toBe(true);
    expect(paymentErrorCode(declined)).toBe('CARD_DECLINED');
    expect(describePaymentFailure(declined)).toMatch(/declined by its bank\. Nothing was charged/);
  });

  it('explains an expired authorization on capture', () => {
    expect(describePaymentFailure(v2Error(400, 'DELAYED_TRANSACTION_EXPIRED', 'expired'))).toMatch(
      /expired before it was captured.*voided automatically/,
    );
  });

  it('falls back to the service message for an unknown decline code, still saying so', () => {
    const text = describePaymentFailure(v2Error(402, 'SOMETHING_NEW', 'Strange card'));
    expect(text).toBe('The card was declined (Strange card). Nothing was charged.');
  });

  it('says the service could not be reached on a network failure, and that it may be done', () => {
    expect(describePaymentFailure(new TypeError('Failed to fetch'))).toMatch(
      /could not be reached\), so this app cannot know whether it was done/,
    );
  });

  it('never says nothing was changed after a 5xx; says nothing was sent while offline', () => {
    const text = describePaymentFailure(new ApiRequestError(503, [{ message: 'unavailable' }]));
    expect(text).toMatch(/cannot know whether it was done/);
    expect(text).not.toMatch(/Nothing was changed/);
    expect(describePaymentFailure(new NotSentError())).toMatch(/offline, so nothing was sent/);
  });
});
