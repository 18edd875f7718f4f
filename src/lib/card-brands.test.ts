import { describe, expect, it } from 'vitest';
import { CardBrandValue } from '@/api/schemas/payment-reports';
import { CARD_BRAND_LABELS, cardBrandLabel } from './card-brands';

describe('cardBrandLabel', () => {
  it('names a brand the same in every area', () => {
    expect(cardBrandLabel('VISA')).toBe('Visa');
    expect(cardBrandLabel('AMERICAN_EXPRESS')).toBe('American Express');
    expect(cardBrandLabel('DISCOVER_DINERS')).toBe('Diners Club');
    expect(cardBrandLabel('SQUARE_GIFT_CARD')).toBe('Gift card');
  });

  it('reads the V1 spelling MASTER_CARD as the Generation 2 MASTERCARD', () => {
    expect(cardBrandLabel('MASTER_CARD')).toBe('Mastercard');
    expect(cardBrandLabel('MASTERCARD')).toBe('Mastercard');
  });

  it('gives an unknown brand as it came, and nothing for no brand', () => {
    expect(cardBrandLabel('NEW_BRAND')).toBe('NEW_BRAND');
    expect(cardBrandLabel(undefined)).toBe('');
    expect(cardBrandLabel(null)).toBe('');
    expect(cardBrandLabel('')).toBe('');
  });

  it('labels every brand of the payments contract', () => {
    for (const brand of CardBrandValue.options) expect(CARD_BRAND_LABELS[brand]).toBeTruthy();
  });
});
