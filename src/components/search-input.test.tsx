import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input = () => screen.getByLabelText('Search');

/** Lets `ms` pass (act flushes a synchronous callback before it returns). */
function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SearchInput', () => {
  it('applies what is typed once typing pauses, trimmed, and only once', () => {
    const onChange = vi.fn();
    render(<SearchInput label="Search" value={undefined} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'qu' } });
    fireEvent.change(input(), { target: { value: 'quinn ' } });
    advance(SEARCH_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    advance(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('quinn');
  });

  it('applies at once on Enter, and not again after the pause', () => {
    const onChange = vi.fn();
    render(<SearchInput label="Search" value={undefined} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '4242' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('4242');
    advance(SEARCH_DEBOUNCE_MS * 2);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears on Escape, applying no value at once', () => {
    const onChange = vi.fn();
    render(<SearchInput label="Search" value="smith" onChange={onChange} />);
    expect(input()).toHaveValue('smith');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(input()).toHaveValue('');
  });

  it('blank text is no filter, and an unchanged value is not applied again', () => {
    const onChange = vi.fn();
    render(<SearchInput label="Search" value="ana" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: ' ana ' } });
    advance(SEARCH_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '   ' } });
    advance(SEARCH_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('follows the value when it changes elsewhere (Clear filters, the back button)', () => {
    const { rerender } = render(<SearchInput label="Search" value="ana" onChange={vi.fn()} />);
    expect(input()).toHaveValue('ana');
    rerender(<SearchInput label="Search" value={undefined} onChange={vi.fn()} />);
    expect(input()).toHaveValue('');
  });
});
