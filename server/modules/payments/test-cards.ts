import type { CardBrandT } from '@contract/payments';
import type { CardErrorCode } from '../errors';
import { cardErrorDetail } from './payment-wire';

/**
 * The test card nonces createPayment accepts as `source_id` (there is no card network behind
 * the service: these stand for the cards a payment form would tokenise). Every `ok` nonce is
 * approved; every other one is declined with its card error code (HTTP 402, the payment recorded
 * as FAILED). `ccof:<anything>` is a card on file (needs `customer_id`): an approved VISA …1111
 * taken ON_FILE. Any other `cnon:` is rejected with a 400 naming source_id.
 *
 * | nonce                                   | outcome                                   |
 * |-----------------------------------------|-------------------------------------------|
 * | cnon:card-nonce-ok                      | approved, VISA …1111                      |
 * | cnon:card-nonce-ok-visa                 | approved, VISA …1111                      |
 * | cnon:card-nonce-ok-mastercard           | approved, MASTERCARD …5100                |
 * | cnon:card-nonce-ok-amex                 | approved, AMERICAN_EXPRESS …8431          |
 * | cnon:card-nonce-ok-discover             | approved, DISCOVER …9424                  |
 * | cnon:card-nonce-ok-diners               | approved, DISCOVER_DINERS …5904           |
 * | cnon:card-nonce-ok-jcb                  | approved, JCB …5841                       |
 * | cnon:card-nonce-ok-unionpay             | approved, CHINA_UNIONPAY …0000            |
 * | cnon:card-nonce-declined                | CARD_DECLINED                             |
 * | cnon:card-nonce-rejected-cvv            | VERIFY_CVV_FAILURE (cvv_status rejected)  |
 * | cnon:card-nonce-rejected-postalcode     | VERIFY_AVS_FAILURE (avs_status rejected)  |
 * | cnon:card-nonce-rejected-expiration     | BAD_EXPIRATION                            |
 * | cnon:card-nonce-insufficient-funds      | INSUFFICIENT_FUNDS                        |
 * | cnon:card-nonce-call-issuer             | CARD_DECLINED_CALL_ISSUER                 |
 */
interface TestCard {
  brand: CardBrandT;
  last4: string;
  expMonth: number;
  expYear: number;
  entryMethod: 'KEYED' | 'ON_FILE';
  /** Absent: approved. */
  decline?: { code: CardErrorCode; detail: string };
  cvv: 'CVV_ACCEPTED' | 'CVV_REJECTED' | 'CVV_NOT_CHECKED';
  avs: 'AVS_ACCEPTED' | 'AVS_REJECTED' | 'AVS_NOT_CHECKED';
}

const card = (brand: CardBrandT, last4: string, extra: Partial<TestCard> = {}): TestCard => ({
  brand,
  last4,
  expMonth: 12,
  expYear: 2030,
  entryMethod: 'KEYED',
  cvv: 'CVV_ACCEPTED',
  avs: 'AVS_ACCEPTED',
  ...extra,
});

const declined = (code: CardErrorCode, extra: Partial<TestCard> = {}) =>
  card('VISA', '0002', { decline: { code, detail: cardErrorDetail(code) }, ...extra });

const TEST_CARD_NONCES: Readonly<Record<string, TestCard>> = {
  'cnon:card-nonce-ok': card('VISA', '1111'),
  'cnon:card-nonce-ok-visa': card('VISA', '1111'),
  'cnon:card-nonce-ok-mastercard': card('MASTERCARD', '5100'),
  'cnon:card-nonce-ok-amex': card('AMERICAN_EXPRESS', '8431'),
  'cnon:card-nonce-ok-discover': card('DISCOVER', '9424'),
  'cnon:card-nonce-ok-diners': card('DISCOVER_DINERS', '5904'),
  'cnon:card-nonce-ok-jcb': card('JCB', '5841'),
  'cnon:card-nonce-ok-unionpay': card('CHINA_UNIONPAY', '0000'),
  'cnon:card-nonce-declined': declined('CARD_DECLINED'),
  'cnon:card-nonce-rejected-cvv': declined('VERIFY_CVV_FAILURE', { cvv: 'CVV_REJECTED' }),
  'cnon:card-nonce-rejected-postalcode': declined('VERIFY_AVS_FAILURE', { avs: 'AVS_REJECTED' }),
  'cnon:card-nonce-rejected-expiration': declined('BAD_EXPIRATION', { expYear: 2020 }),
  'cnon:card-nonce-insufficient-funds': declined('INSUFFICIENT_FUNDS'),
  'cnon:card-nonce-call-issuer': declined('CARD_DECLINED_CALL_ISSUER'),
};

/** A card on file (`ccof:`): approved, VISA …1111, taken ON_FILE. */
const CARD_ON_FILE: TestCard = card('VISA', '1111', {
  entryMethod: 'ON_FILE',
  cvv: 'CVV_NOT_CHECKED',
  avs: 'AVS_NOT_CHECKED',
});

export type CardSource =
  | { kind: 'card'; card: TestCard }
  | { kind: 'on-file'; card: TestCard }
  | { kind: 'unknown'; rule: string };

/** What `source_id` stands for. */
export function cardSource(sourceId: string): CardSource {
  if (sourceId.startsWith('ccof:') && sourceId.length > 'ccof:'.length) {
    return { kind: 'on-file', card: CARD_ON_FILE };
  }
  const known = TEST_CARD_NONCES[sourceId];
  if (known) return { kind: 'card', card: known };
  return {
    kind: 'unknown',
    rule: sourceId.startsWith('cnon:')
      ? `is not a known test card nonce (e.g. cnon:card-nonce-ok, cnon:card-nonce-declined): ${sourceId}`
      : 'must be a card nonce (cnon:…) or a card on file (ccof:…, with customer_id)',
  };
}
