/**
 * The documented test card nonces the service takes as `source_id`
 * (server/modules/payments/test-cards.ts), by the name the virtual terminal shows.
 */
export interface TestCardOption {
  nonce: string;
  name: string;
  /** Declined cards say how; approved ones are undefined. */
  declines?: string;
}

export const TEST_CARDS: readonly TestCardOption[] = [
  { nonce: 'cnon:card-nonce-ok-visa', name: 'Visa ending 1111 (approved)' },
  { nonce: 'cnon:card-nonce-ok-mastercard', name: 'Mastercard ending 5100 (approved)' },
  { nonce: 'cnon:card-nonce-ok-amex', name: 'American Express ending 8431 (approved)' },
  { nonce: 'cnon:card-nonce-ok-discover', name: 'Discover ending 9424 (approved)' },
  { nonce: 'cnon:card-nonce-ok-diners', name: 'Diners Club ending 5904 (approved)' },
  { nonce: 'cnon:card-nonce-ok-jcb', name: 'JCB ending 5841 (approved)' },
  { nonce: 'cnon:card-nonce-ok-unionpay', name: 'UnionPay ending 0000 (approved)' },
  { nonce: 'cnon:card-nonce-declined', name: 'Declined card', declines: 'CARD_DECLINED' },
  {
    nonce: 'cnon:card-nonce-rejected-cvv',
    name: 'Declined: wrong security code (CVV)',
    declines: 'VERIFY_CVV_FAILURE',
  },
  {
    nonce: 'cnon:card-nonce-rejected-postalcode',
    name: 'Declined: wrong postal code',
    declines: 'VERIFY_AVS_FAILURE',
  },
  {
    nonce: 'cnon:card-nonce-rejected-expiration',
    name: 'Declined: expired card',
    declines: 'BAD_EXPIRATION',
  },
  {
    nonce: 'cnon:card-nonce-insufficient-funds',
    name: 'Declined: insufficient funds',
    declines: 'INSUFFICIENT_FUNDS',
  },
  {
    nonce: 'cnon:card-nonce-call-issuer',
    name: 'Declined: call the card’s bank',
    declines: 'CARD_DECLINED_CALL_ISSUER',
  },
];
