import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { defineListSearch, searchText } from '@/lib/list-search';
import { render } from '@/test/render';
import { ListFilters } from './list-filters';
import { listEmptyState } from './query-state';

const list = defineListSearch({ name: searchText(20) });
type Search = z.output<typeof list.schema>;

function Bar({ search, onChange }: { search: Search; onChange: (next: Search) => void }) {
  return (
    <ListFilters label="Filter things" list={list} search={search} onChange={onChange}>
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
