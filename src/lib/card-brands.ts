/**
 * Card brands as a manager reads them, the same in every area. Keys are the Generation 2
 * spellings (`MASTERCARD`); the V1 wire's one different spelling (`MASTER_CARD`) reads the same.
 */
export const CARD_BRAND_LABELS: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DISCOVER_DINERS: 'Diners Club',
  JCB: 'JCB',
  CHINA_UNIONPAY: 'UnionPay',
  SQUARE_GIFT_CARD: 'Gift card',
  INTERAC: 'Interac',
  EFTPOS: 'EFTPOS',
  FELICA: 'FeliCa',
  EBT: 'EBT',
  OTHER_BRAND: 'Other card',
};

/** V1 spellings that differ from Generation 2's. */
const V1_SPELLINGS: Readonly<Record<string, string>> = { MASTER_CARD: 'MASTERCARD' };

/** "Visa", "Mastercard" (either spelling); an unknown brand as given; '' without one. */
export function cardBrandLabel(brand: string | null | undefined): string {
  if (!brand) return '';
  const key = V1_SPELLINGS[brand] ?? brand;
  return CARD_BRAND_LABELS[key] ?? brand;
}
