import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ListTable, tableMinWidth, type ListColumn, type ListTableProps } from './list-table';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Row ${i}`, amount: i * 100 }));

const columns: ListColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => <a href={`/rows/${row.id}`}>{row.name}</a> },
  { key: 'amount', header: 'Amount', align: 'end', width: '8rem', cell: (row) => row.amount },
];

function renderTable(props: Partial<ListTableProps<Row>> = {}) {
  return render(
    <ListTable
      caption="Rows, newest first"
      columns={columns}
      rows={rows(3)}
      rowKey={(row) => row.id}
      noun="row"
      initialHeight={600}
      {...props}
    />,
  );
}

// jsdom lays nothing out: give every element the box a 600px-high scroller would have.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 1000,
  });
});
afterAll(() => {
  for (const name of ['clientHeight', 'clientWidth'])
    Reflect.deleteProperty(HTMLElement.prototype, name);
});

describe('ListTable', () => {
  it('is a real table named by its caption, with column headers and the row count', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Rows, newest first' });
    expect(table.tagName).toBe('TABLE');
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Amount']);
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Row 0', '0']);
    expect(within(first!).getAllByRole('cell')[1]!.className).toMatch(/end/);
    // The scroller can be scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Rows, newest first (scrolls)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('keeps a window of 10,000 rows in the DOM; spacers (hidden) hold the height of the rest', () => {
    renderTable({ rows: rows(10_000), rowHeight: 40 });
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.length).toBeGreaterThan(10);
    expect(bodyRows.length).toBeLessThanOrEqual(Math.ceil(600 / 40) + 2 * 8);
    expect(screen.queryByText('Row 9999')).toBeNull();
    const spacers = table.querySelectorAll<HTMLElement>('tr[aria-hidden="true"] td');
    expect(spacers).toHaveLength(1);
    expect(spacers[0]!.style.height).toBe(`${(10_000 - bodyRows.length) * 40}px`);
    expect(screen.getByRole('status')).toHaveTextContent('10,000 rows loaded, all of them');
  });

  it('renders the rows in view first, and the few beyond them a frame later', async () => {
    renderTable({ rows: rows(1_000), rowHeight: 40 });
    const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const inView = Math.ceil((600 - 40) / 40);
    expect(bodyRows().length).toBeLessThanOrEqual(inView + 1);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThanOrEqual(inView + 8));
  });

  it("takes the scroller's height from its ResizeObserver, not while mounting the rows", () => {
    const observed = new Map<Element, ResizeObserverCallback>();
    const Installed = window.ResizeObserver;
    window.ResizeObserver = class extends Installed {
      constructor(private readonly callback: ResizeObserverCallback) {
        super(callback);
      }
      override observe(target: Element) {
        observed.set(target, this.callback);
      }
    };
    try {
      renderTable({ rows: rows(1_000), rowHeight: 40, initialHeight: 200 });
      const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
      // The stylesheet's height (200 px here), although the box (see beforeAll) is 600 px high.
      expect(bodyRows().length).toBeLessThanOrEqual(Math.ceil((200 - 40) / 40) + 1);
      const scroller = screen.getByRole('region', { name: 'Rows, newest first (scrolls)' });
      act(() => observed.get(scroller)!([], {} as ResizeObserver));
      expect(bodyRows().length).toBeGreaterThanOrEqual(Math.ceil((600 - 40) / 40));
    } finally {
      window.ResizeObserver = Installed;
    }
  });

  it('asks for more as the end of the loaded rows comes into view, and offers Load more', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderTable({ more: { hasMore: true, loading: false, onLoadMore } });
    expect(onLoadMore).toHaveBeenCalled();
    onLoadMore.mockClear();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('3 rows loaded');
    expect(screen.getByRole('status')).not.toHaveTextContent('all of them');
  });

  it('does not ask for more far from the end, nor while a page is loading', () => {
    const onLoadMore = vi.fn();
    renderTable({ rows: rows(5_000), more: { hasMore: true, loading: false, onLoadMore } });
    renderTable({ more: { hasMore: true, loading: true, onLoadMore } });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('marks stale rows busy, counts one row in the singular, and passes row attributes', () => {
    renderTable({
      rows: rows(1),
      stale: true,
      nounPlural: 'rowz',
      rowProps: (row) => ({ 'data-kind': row.id === 'r0' ? 'first' : undefined }),
    });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('data-kind', 'first');
    expect(screen.getByRole('status')).toHaveTextContent('1 row loaded, all of them');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('below the tablet width shows each row as a card of the columns placed in it', () => {
    const placed: ListColumn<Row>[] = [
      { ...columns[0]!, card: 'title' },
      { ...columns[1]!, card: 'trailing' },
      { key: 'kind', header: 'Kind', card: 'meta', cell: () => 'Sale' },
      { key: 'hidden', header: 'Hidden', cell: () => 'not on a card' },
    ];
    renderTable({ columns: placed, cards: true });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Rows, newest first' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '3');
    expect(within(first).getByRole('link', { name: 'Row 0' })).toBeInTheDocument();
    // A meta field is read with its header.
    expect(within(first).getByRole('term')).toHaveTextContent('Kind');
    expect(within(first).getByRole('definition')).toHaveTextContent('Sale');
    expect(first).not.toHaveTextContent('not on a card');
    expect(screen.getByRole('status')).toHaveTextContent('3 rows loaded, all of them');
  });

  it('marks its first rows in the DOM once, under its name', () => {
    performance.clearMarks();
    renderTable({ nounPlural: 'Drawer shifts' });
    renderTable({ nounPlural: 'Drawer shifts' });
    renderTable({ name: 'things', rows: [] });
    expect(
      performance.getEntriesByName('ledgerline:first-rows:drawer-shifts', 'mark'),
    ).toHaveLength(1);
    expect(performance.getEntriesByName('ledgerline:first-rows:things', 'mark')).toHaveLength(0);
  });
});

describe('tableMinWidth', () => {
  it('leaves room for every column, a column without a width counting 7rem', () => {
    expect(tableMinWidth([{ width: '12rem' }, {}, { width: '6rem' }, {}], 760)).toBe(
      'max(760px, calc(12rem + 7rem + 6rem + 7rem))',
    );
  });
});
