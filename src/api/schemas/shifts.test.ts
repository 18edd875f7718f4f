import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { durationMinutes, minutesToDuration } from './durations';
import {
  CreateShiftRequest,
  UpdateShiftRequest,
  shiftsOverlap,
  withEarlierBreaksEnded,
} from './shifts';

const breakAt = (start_at: string, end_at?: string) => ({
  start_at,
  ...(end_at ? { end_at } : {}),
  break_type_id: 'bt1',
  name: 'Lunch',
  expected_duration: 'PT30M',
  is_paid: false,
});

const base = {
  employee_id: 'e1',
  location_id: 'l1',
  start_at: '2026-03-01T09:00:30-08:00',
};

function problems(shift: object, request: z.ZodType = CreateShiftRequest) {
  const result = request.safeParse({ shift });
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message,
        code: (i as { params?: { code?: string } }).params?.code,
      }));
}

describe('shift contract', () => {
  it('normalises times to UTC minutes and durations to canonical form', () => {
    const parsed = CreateShiftRequest.parse({
      shift: {
        ...base,
        breaks: [breakAt('2026-03-01T12:00:00-08:00', '2026-03-01T12:30:59-08:00')],
      },
    });
    expect(parsed.shift.start_at).toBe('2026-03-01T17:00:00.000Z');
    expect(parsed.shift.breaks?.[0]?.end_at).toBe('2026-03-01T20:30:00.000Z');
    expect(durationMinutes('PT1H30M')).toBe(90);
    expect(durationMinutes('PT90S')).toBe(1);
    expect(durationMinutes('30M')).toBeNull();
    expect(minutesToDuration(90)).toBe('PT1H30M');
  });

  it('rejects the conflicts Square answers with BAD_REQUEST', () => {
    expect(problems({ ...base, start_at: '2999-01-01T00:00:00Z' })).toEqual([
      { path: 'shift.start_at', message: 'must not be in the future', code: 'BAD_REQUEST' },
    ]);
    expect(
      problems({
        ...base,
        end_at: '2026-03-01T17:00:00-08:00',
        breaks: [breakAt('2026-03-01T08:00:00-08:00', '2026-03-01T08:30:00-08:00')],
      }),
    ).toEqual([
      {
        path: 'shift.breaks.0.start_at',
        message: 'must not be before the shift starts (start_at)',
        code: 'BAD_REQUEST',
      },
    ]);
  });

  it('rejects closing a shift while its last break goes on', () => {
    expect(
      problems(
        {
          ...base,
          end_at: '2026-03-01T17:00:00-08:00',
          breaks: [breakAt('2026-03-01T12:00:00-08:00')],
        },
        UpdateShiftRequest,
      ),
    ).toEqual([
      {
        path: 'shift.end_at',
        message: 'cannot be set while breaks[0] has no end_at: end the break first',
        code: 'BAD_REQUEST',
      },
    ]);
  });

  it('ends an earlier open break where the next one starts', () => {
    const ended = withEarlierBreaksEnded([
      breakAt('2026-03-01T22:00:00Z'),
      breakAt('2026-03-01T19:00:00Z'),
    ]);
    expect(ended.map((b) => [b.index, b.end_at])).toEqual([
      [1, '2026-03-01T22:00:00Z'],
      [0, undefined],
    ]);
    expect(problems({ ...base, breaks: ended.map(({ index: _, ...b }) => b) })).toEqual([]);
  });

  it('tells overlapping shifts apart from adjacent ones', () => {
    const morning = { start_at: '2026-03-01T09:00:00Z', end_at: '2026-03-01T13:00:00Z' };
    expect(shiftsOverlap(morning, { start_at: '2026-03-01T13:00:00Z' })).toBe(false);
    expect(shiftsOverlap(morning, { start_at: '2026-03-01T12:59:00Z' })).toBe(true);
    expect(shiftsOverlap({ start_at: '2026-03-01T08:00:00Z' }, morning)).toBe(true);
  });
});
