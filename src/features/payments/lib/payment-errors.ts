import { ApiRequestError } from '@/api/errors';
import { describeFailure } from '@/components/form-errors';
import { isNotSent, outcomeUnknown } from './attempt';

/**
 * What the service's payment and refund error codes mean for the person at the register, in
 * words: card declines (HTTP 402) say what to do next; the delayed-capture codes say what state
 * the payment is really in.
 */
const MEANINGS: Readonly<Record<string, string>> = {
  CARD_DECLINED: 'The card was declined by its bank. Nothing was charged; ask for another card.',
  CARD_DECLINED_CALL_ISSUER:
    'The card was declined: the cardholder should call their bank. Nothing was charged.',
  CARD_DECLINED_VERIFICATION_REQUIRED:
    'The card was declined until the cardholder verifies the payment with their bank. Nothing was charged.',
  VERIFY_CVV_FAILURE: 'The card’s security code (CVV) did not match. Nothing was charged.',
  VERIFY_AVS_FAILURE: 'The billing postal code did not match the card’s. Nothing was charged.',
  BAD_EXPIRATION: 'The card’s expiry date is wrong or past. Nothing was charged.',
  CHIP_INSERTION_REQUIRED: 'This card must be inserted (chip) at a reader. Nothing was charged.',
  ALLOWABLE_PIN_TRIES_EXCEEDED: 'Too many wrong PIN entries for this card. Nothing was charged.',
  RESERVATION_DECLINED: 'The card’s bank declined the reservation. Nothing was charged.',
  GENERIC_DECLINE: 'The card was declined. Nothing was charged; ask for another card.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds. Nothing was charged.',
  CARD_TOKEN_EXPIRED: 'The card details expired; enter the card again. Nothing was charged.',
  CARD_TOKEN_USED:
    'These card details were already used; enter the card again. Nothing was charged.',
  CURRENCY_MISMATCH: 'The amount must be in the merchant’s currency.',
  LOCATION_MISMATCH: 'That location does not belong to this merchant.',
  IDEMPOTENCY_KEY_REUSED:
    'This attempt was already sent with different details. Start a new attempt to send the new ones.',
  DELAYED_TRANSACTION_EXPIRED:
    'The authorization expired before it was captured, so the payment was voided automatically. Nothing was charged.',
  DELAYED_TRANSACTION_CANCELED: 'This payment was already voided. Nothing was charged.',
  DELAYED_TRANSACTION_CAPTURED: 'This payment was already captured.',
  DELAYED_TRANSACTION_FAILED: 'This payment failed, so it can no longer be captured or voided.',
};

/** The first known payment error code of a failure, e.g. `CARD_DECLINED`. */
export function paymentErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.problems.map((p) => p.code).find((code) => code !== undefined && code in MEANINGS);
}

/** Whether the card was declined (HTTP 402): the payment failed and nothing was charged. */
export function isDecline(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 402;
}

/**
 * What to tell the manager about a failed payment command; `otherwise` is what to say of a failure
 * this knows nothing more about (a form passes what its shared path says).
 */
export function describePaymentFailure(
  error: unknown,
  otherwise: string = describeFailure(error),
): string {
  const code = paymentErrorCode(error);
  if (code) return MEANINGS[code] ?? otherwise;
  if (isNotSent(error)) return error.message;
  // Never "nothing was changed" here: a money command without an answer may have been done.
  if (outcomeUnknown(error)) {
    return `No answer came back (${noAnswerReason(error)}), so this app cannot know whether it was done.`;
  }
  if (isDecline(error)) {
    return `The card was declined (${otherwise}). Nothing was charged.`;
  }
  return otherwise;
}

function noAnswerReason(error: unknown): string {
  if (error instanceof ApiRequestError) return `the service had a problem, ${error.status}`;
  if (error instanceof Error && /time/i.test(`${error.name} ${error.message}`)) {
    return 'it took too long';
  }
  return 'the service could not be reached';
}
