import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DayRangeFilter } from './day-range-filter';

const TOO_LONG = 'Pick at most 7 days.';

/** A rule like the lists': both ends at most a week apart (in either order). */
function atMostAWeek(from: string | undefined, to: string | undefined): string | undefined {
  if (!from || !to) return undefined;
  const days = Math.abs(Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days > 7 ? TOO_LONG : undefined;
}

const field = () => screen.getByRole('button', { name: 'Initiated' });

function renderFilter(from: string | undefined, to: string | undefined) {
  const onChange = vi.fn();
  const rendered = render(
    <DayRangeFilter
      label="Initiated"
      from={from}
      to={to}
      check={atMostAWeek}
      onChange={onChange}
    />,
  );
  const rerender = (nextFrom: string | undefined, nextTo: string | undefined) =>
    rendered.rerender(
      <DayRangeFilter
        label="Initiated"
        from={nextFrom}
        to={nextTo}
        check={atMostAWeek}
        onChange={onChange}
      />,
    );
  return { ...rendered, onChange, rerender };
}

describe('DayRangeFilter', () => {
  it('checks a range from the URL as it checks a picked one: the reason is on the field', () => {
    const { onChange } = renderFilter('2024-02-01', '2024-03-01');
    expect(field()).toHaveTextContent('Feb 1, 2024 – Mar 1, 2024');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    const describedBy = field().getAttribute('aria-describedby') ?? '';
    const reason = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .find(Boolean);
    expect(reason).toBe(TOO_LONG);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no reason for a range from the URL the rule accepts, nor for none', () => {
    renderFilter('2024-02-01', '2024-02-07');
    expect(field()).toHaveTextContent('Feb 1, 2024 – Feb 7, 2024');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(TOO_LONG)).toBeNull();
  });

  it('follows the URL when it changes: a refused range, then an accepted one', () => {
    const { rerender } = renderFilter(undefined, undefined);
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    rerender('2024-02-01', '2024-03-01');
    expect(screen.getByText(TOO_LONG)).toBeVisible();
    rerender('2024-02-01', '2024-02-02');
    expect(screen.queryByText(TOO_LONG)).toBeNull();
    expect(field()).toHaveTextContent('Feb 1, 2024 – Feb 2, 2024');
  });

  it('clears a refused range from the URL with its clear button', async () => {
    const { user, onChange } = renderFilter('2024-02-01', '2024-03-01');
    await user.click(screen.getByRole('button', { name: 'Clear Initiated' }));
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
  });

  it('says a last day without a first, which only a URL holds, rather than "Any day"', () => {
    renderFilter(undefined, '2024-03-05');
    expect(field()).toHaveTextContent('Until Mar 5, 2024');
  });
});
