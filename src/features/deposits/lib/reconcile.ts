/**
 * A deposit's reconciliation: its entries' amounts and fees, added up, must give its total
 * (`total = Σ(amount + fee)`, the rule the settlement job writes by). Pure, so the panel shows
 * exactly what the tests check.
 */

export interface ReconcilableEntry {
  /** Minor units, signed as the wire: + charge, − refund. */
  amount: number;
  /** Minor units, ≤ 0. */
  fee: number;
}

export interface Reconciliation {
  /** Σ of the entries' amounts. */
  amounts: number;
  /** Σ of the entries' fees (≤ 0). */
  fees: number;
  /** amounts + fees: what the entries say the deposit should be. */
  net: number;
  /** The deposit's own total. */
  total: number;
  /** total − net: 0 when the deposit reconciles. */
  difference: number;
  reconciled: boolean;
}

export function reconcile(entries: readonly ReconcilableEntry[], total: number): Reconciliation {
  let amounts = 0;
  let fees = 0;
  for (const entry of entries) {
    amounts += entry.amount;
    fees += entry.fee;
  }
  const net = amounts + fees;
  const difference = total - net;
  return { amounts, fees, net, total, difference, reconciled: difference === 0 };
}
