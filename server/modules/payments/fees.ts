/**
 * The processing fee rule: a percentage of the total (amount + tip) plus a fixed amount, per
 * COMPLETED card payment, in minor units, the percentage rounded half up. Cash and other
 * non-card tenders pay nothing. Card present (dipped, swiped, tapped) is cheaper than card not
 * present (keyed, on file, a card nonce through the API), as processors price them.
 */
export interface FeeRate {
  /** Hundredths of a percent: 260 = 2.60 %. */
  basisPoints: number;
  /** Minor units added per payment. */
  fixed: number;
}

export const CARD_PRESENT_RATE: FeeRate = { basisPoints: 260, fixed: 10 };
export const CARD_NOT_PRESENT_RATE: FeeRate = { basisPoints: 290, fixed: 30 };

const CARD_PRESENT = new Set(['EMV', 'SWIPED', 'CONTACTLESS']);

export function feeRateFor(sourceType: string, entryMethod: string | null): FeeRate | null {
  if (sourceType !== 'CARD') return null;
  return entryMethod !== null && CARD_PRESENT.has(entryMethod)
    ? CARD_PRESENT_RATE
    : CARD_NOT_PRESENT_RATE;
}

/** The fee of a completed payment of `total` minor units; never more than the total. */
export function processingFee(total: number, rate: FeeRate | null): number {
  if (rate === null || total <= 0) return 0;
  const fee = Math.floor((total * rate.basisPoints + 5_000) / 10_000) + rate.fixed;
  return Math.min(fee, total);
}

/**
 * The part of a payment's fee given back with a refund of `refund` of its `total`: the same
 * share, rounded down, so the refunds of one payment never give back more than its fee.
 */
export function refundedFee(fee: number, total: number, refund: number): number {
  if (fee <= 0 || total <= 0) return 0;
  return Math.floor((fee * refund) / total);
}
