import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineListSearch, searchText, type SearchOutput } from '@/lib/list-search';
import { render } from '@/test/render';
import { ListFilters } from './list-filters';
import { listEmptyState } from './query-state';

const list = defineListSearch({ name: searchText(20) });
type Search = SearchOutput<typeof list.schema>;

function Bar({
  search,
  onChange,
  folded,
}: {
  search: Search;
  onChange: (next: Search) => void;
  folded?: boolean;
}) {
  return (
    <ListFilters
      label="Filter things"
      list={list}
      search={search}
      onChange={onChange}
      folded={folded}
    >
      {(apply) => (
        <TextInput
          label="Name"
          value={search.name ?? ''}
          onChange={(event) => apply({ name: event.currentTarget.value || undefined })}
        />
      )}
    </ListFilters>
  );
}

describe('ListFilters', () => {
  it('is a search landmark; a change keeps the other fields', async () => {
    const onChange = vi.fn();
    const { user } = render(<Bar search={{ order: 'ASC' }} onChange={onChange} />);
    expect(screen.getByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'a');
    expect(onChange).toHaveBeenCalledWith({ order: 'ASC', name: 'a' });
  });

  it('shows one Clear filters while a filter is set; it keeps the order', async () => {
    const onChange = vi.fn();
    const { user } = render(<Bar search={{ order: 'ASC', name: 'tea' }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ order: 'ASC', name: undefined });
  });
});

describe('ListFilters on a phone', () => {
  it('folds behind a Filters button that says how many are set', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Bar search={{ order: 'ASC', name: 'tea' }} onChange={onChange} folded />,
    );
    const button = screen.getByRole('button', { name: 'Filters, 1 set' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('tea');
  });

  it('says just Filters when none is set', () => {
    render(<Bar search={{ order: 'ASC' }} onChange={vi.fn()} folded />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('listEmptyState', () => {
  it('says nothing matches, with Clear filters, only while a filter is set', () => {
    const onChange = vi.fn();
    const none = { message: 'No things yet.' };
    expect(listEmptyState({ list, search: { order: 'DESC' }, onChange }, 'No match.', none)).toBe(
      none,
    );
    const filtered = listEmptyState(
      { list, search: { order: 'DESC', name: 'x' }, onChange },
      'No match.',
      none,
    );
    expect(filtered.message).toBe('No match.');
    render(<>{filtered.action}</>);
    screen.getByRole('button', { name: 'Clear filters' }).click();
    expect(onChange).toHaveBeenCalledWith({ order: 'DESC', name: undefined });
  });
});
