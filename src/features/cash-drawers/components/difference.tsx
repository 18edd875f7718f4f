import { IconArrowDownRight, IconArrowUpRight, IconCheck } from '@tabler/icons-react';
import { formatMoney } from '@/lib/money';
import { discrepancyOf } from '../lib/drawer-math';
import classes from './drawer.module.css';

/**
 * counted − expected in words and colour: "Short $5.00", "Over $2.50", "Even"; a dash when the
 * drawer has not been counted yet.
 */
export function Difference({ amount, currency }: { amount: number | undefined; currency: string }) {
  if (amount === undefined) {
    return <span className={classes.even}>Not counted</span>;
  }
  const kind = discrepancyOf(amount);
  if (kind === 'even') {
    return (
      <span className={classes.even}>
        <IconCheck size={14} stroke={2} aria-hidden style={{ verticalAlign: -2 }} /> Even
      </span>
    );
  }
  const Icon = kind === 'short' ? IconArrowDownRight : IconArrowUpRight;
  return (
    <span className={kind === 'short' ? classes.short : classes.over}>
      <Icon size={14} stroke={2} aria-hidden style={{ verticalAlign: -2 }} />{' '}
      {kind === 'short' ? 'Short' : 'Over'} {formatMoney({ amount: Math.abs(amount), currency })}
    </span>
  );
}
