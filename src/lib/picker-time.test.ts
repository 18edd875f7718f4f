import { describe, expect, it } from 'vitest';
import { formatPickerValue, isoToPickerValue, pickerValueToIso } from './picker-time';

describe('DateTimeField value conversion', () => {
  it('shows a UTC instant as wall-clock time in the given zone', () => {
    expect(isoToPickerValue('2026-03-01T14:30:00Z', 'America/New_York')).toBe(
      '2026-03-01 09:30:00',
    );
    expect(isoToPickerValue('2026-07-01T14:30:00.000Z', 'Europe/Berlin')).toBe(
      '2026-07-01 16:30:00',
    );
  });

  it('turns wall-clock time in the given zone back into a UTC instant', () => {
    expect(pickerValueToIso('2026-03-01 09:30:00', 'America/New_York')).toBe(
      '2026-03-01T14:30:00.000Z',
    );
    expect(pickerValueToIso('2026-07-01 16:30:00', 'Europe/Berlin')).toBe(
      '2026-07-01T14:30:00.000Z',
    );
  });

  it('maps empty and invalid values to null', () => {
    expect(isoToPickerValue(null)).toBeNull();
    expect(isoToPickerValue('')).toBeNull();
    expect(isoToPickerValue('garbage', 'UTC')).toBeNull();
    expect(pickerValueToIso(null)).toBeNull();
    expect(pickerValueToIso('garbage', 'UTC')).toBeNull();
  });
});

describe('formatPickerValue', () => {
  const ny = 'America/New_York';
  const denver = 'America/Denver';

  it("marks a picker's wall-clock time with its zone only when that is not the selected one", () => {
    expect(
      formatPickerValue('2026-11-24 09:21:00', {
        timeZone: denver,
        selectedZone: ny,
        locale: 'en-US',
      }),
    ).toBe('Nov 24, 2026, 9:21 AM MST');
    expect(
      formatPickerValue('2026-11-24 09:21:00', { timeZone: ny, selectedZone: ny, locale: 'en-US' }),
    ).toBe('Nov 24, 2026, 9:21 AM');
  });
});
