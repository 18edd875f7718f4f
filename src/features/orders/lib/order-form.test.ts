import { describe, expect, it } from 'vitest';
import { actionFormDefaults, actionFormSchema } from './order-form';

describe('the action form', () => {
  it('has the inputs of its action only, and sends no empty field', () => {
    expect(actionFormDefaults('COMPLETE')).toEqual({
      action: 'COMPLETE',
      shipped_tracking_number: '',
      completed_note: '',
    });
    expect(actionFormSchema.parse({ ...actionFormDefaults('CANCEL'), canceled_note: ' ' })).toEqual(
      { action: 'CANCEL' },
    );
    expect(
      actionFormSchema.parse({ action: 'REFUND', refunded_note: 'Damaged in transit' }),
    ).toEqual({ action: 'REFUND', refunded_note: 'Damaged in transit' });
  });

  it('refuses what the contract refuses: a note of another action, a note too long', () => {
    const other = actionFormSchema.safeParse({ action: 'REFUND', canceled_note: 'x' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.path).toEqual(['canceled_note']);
    const long = actionFormSchema.safeParse({
      action: 'COMPLETE',
      completed_note: 'x'.repeat(501),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.path).toEqual(['completed_note']);
  });
});
