import { Button, Group, Table, Text } from '@mantine/core';
import {
  elementScroll,
  measureElement,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import type { ListMore } from '@/api/paging';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import classes from './list-table.module.css';

/**
 * Where a column goes in a row's card below the tablet width: `title` (the first line, what the
 * row is; usually its link), `trailing` (the first line's end: the amount), `meta` (the smaller
 * lines under it, each read with its header), `actions` (the card's last line). A column without
 * it is left out of the card (its value is one tap away, in the row's drawer).
 */
type CardPlace = 'title' | 'trailing' | 'meta' | 'actions';

/** One column of a list: its header, how a row fills its cell, and optionally its width. */
export interface ListColumn<T> {
  /** Stable and unique among the columns. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A CSS width (`'12rem'`, `'15%'`); columns without one share what is left. */
  width?: string;
  /** `end` for amounts (right-aligned, tabular figures). */
  align?: 'start' | 'center' | 'end';
  /** Lets the cell's text wrap (the row grows) instead of ending in an ellipsis. */
  wrap?: boolean;
  /** A class for this row's cell, e.g. a flag on a row that needs attention. */
  cellClassName?: (row: T) => string | undefined;
  /** Its place in the row's card on a phone; see `CardPlace`. */
  card?: CardPlace;
}

type RowProps = ComponentPropsWithoutRef<'tr'> & { [data: `data-${string}`]: string | undefined };

export interface ListTableProps<T> {
  /** The table's accessible name, e.g. "Payments, newest first" (read by screen readers). */
  caption: string;
  /**
   * The list's name in `performance.mark('ledgerline:first-rows:<name>')`, set once when its first
   * rows are in the DOM (the web bench and Today read it); `nounPlural` in kebab case unless set.
   */
  name?: string;
  columns: readonly ListColumn<T>[];
  /** Every loaded row; only those in view (and a few more) are in the DOM. */
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Attributes of a row's `<tr>` (a class, `data-*`). */
  rowProps?: (row: T) => RowProps;
  /** What a row is, singular, for the count under the table ("payment"). */
  noun: string;
  /** Its plural, when it is not `noun` + "s". */
  nounPlural?: string;
  /** An infinite list's next pages; absent for a list the service answers at once. */
  more?: ListMore | undefined;
  /** The rows are an older answer while a new one loads: dimmed and marked busy. */
  stale?: boolean | undefined;
  /**
   * Below this width (or the columns' widths added up, a column without one counting 7rem) the
   * table scrolls sideways instead of squeezing its columns.
   */
  minWidth?: number;
  /** A row's height in pixels before it is measured (rows that wrap are measured). */
  rowHeight?: number;
  /**
   * The scroller's height in pixels before it is measured (tests; the first paint); by default
   * what its stylesheet gives it in this window when the list is long enough to fill it.
   */
  initialHeight?: number;
  /** Cards instead of the table; the phone layout's answer unless set (tests). */
  cards?: boolean;
}

/**
 * The count under the table: what `toLocaleString()` gives, from one formatter (each
 * `toLocaleString()` makes one, and the table renders again on every scrolled frame).
 */
const countFormat = new Intl.NumberFormat();
/** Rows rendered above and below the visible window, from the frame after the first rows. */
const OVERSCAN = 8;
/** How close (in rows) to the last loaded row the next page is asked for. */
const LOAD_AHEAD = 20;
const DEFAULT_ROW_HEIGHT = 44;
/** The sticky header row's height: the rows start below it. */
const HEAD_HEIGHT = 40;
/** A card's height in pixels before it is measured. */
const CARD_HEIGHT = 88;

/** The scroller's height as `.scroller` sets it (`max-height: min(65vh, 640px)`). */
function scrollerHeight(): number {
  return typeof window === 'undefined' ? 600 : Math.round(Math.min(window.innerHeight * 0.65, 640));
}

/**
 * The scroller's size as its ResizeObserver reports it, after the browser's own layout. The
 * virtualiser's default also reads it in the commit that mounts the list, which forces a layout of
 * the whole page there; until the first report, `initialRect` (the stylesheet's height) stands.
 */
function observeScrollerRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(() =>
    onRect({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Scrollers the virtualiser has attached to. */
const attachedScrollers = new WeakSet<Element>();

/**
 * The virtualiser's scrolling, less its first write: attaching to the scroller it scrolls to
 * where it is, which for a new scroller is the top, where it already is; the write would force a
 * layout of the whole page in the commit that mounts the list.
 */
const scrollScroller: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !attachedScrollers.has(element)) {
    attachedScrollers.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/** A column without a width never gets less than this: the table scrolls sideways instead. */
const FLEXIBLE_MIN_WIDTH = '7rem';

/** At least `minWidth` pixels, and room for every column's width (or the flexible minimum). */
export function tableMinWidth(columns: readonly { width?: string }[], minWidth: number): string {
  const widths = columns.map((column) => column.width ?? FLEXIBLE_MIN_WIDTH);
  return `max(${minWidth}px, calc(${widths.join(' + ')}))`;
}

/**
 * The table of every list. Column-driven, a real `<table>` (caption, column headers, row and
 * column counts for screen readers) in one scroller whose body is virtualised: only the rows in
 * view, plus a few, are in the DOM, so 10,000 loaded rows scroll as smoothly as 20. An infinite
 * list asks for its next page as the end of the loaded rows scrolls into view; "Load more" under
 * it does the same from the keyboard, next to how many rows are loaded.
 *
 * Below the tablet width the same rows are cards (a list of them, virtualised the same way),
 * each showing the columns that say where they go (`card`), so a phone never scrolls sideways.
 *
 * Loading, failure and the empty states are `QueryState`'s, around it.
 */
export function ListTable<T>({
  caption,
  name,
  columns,
  rows,
  rowKey,
  rowProps,
  noun,
  nounPlural = `${noun}s`,
  more,
  stale = false,
  minWidth = 760,
  rowHeight: tableRowHeight = DEFAULT_ROW_HEIGHT,
  initialHeight = scrollerHeight(),
  cards: cardsProp,
}: ListTableProps<T>) {
  const phone = usePhoneLayout();
  const cards = cardsProp ?? phone;
  const rowHeight = cards ? CARD_HEIGHT : tableRowHeight;
  const headHeight = cards ? 0 : HEAD_HEIGHT;
  const scroller = useRef<HTMLDivElement>(null);
  // The first rows render alone, the ones out of view a frame later: a page's first paint waits
  // for no row it does not show.
  const [settled, setSettled] = useState(false);
  // The same function while the rows are the same: the virtualiser lays out every loaded row
  // again whenever it changes, which on every scrolled frame of 10,000 rows was a long task.
  const getItemKey = useCallback(
    (index: number) => (rows[index] === undefined ? index : rowKey(rows[index])),
    [rows, rowKey],
  );
  // The virtualiser's functions change as it scrolls; this component re-renders with them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollScroller,
    measureElement: (element, entry, instance: Virtualizer<HTMLDivElement, Element>) => {
      // A row is measured from its ResizeObserver entry, after the browser's own layout: read in
      // the commit that mounts it (no entry), its size would force a layout of the whole page
      // before the rows are even in it. Until then it keeps its estimate (or last size).
      if (!entry) {
        return (
          instance.itemSizeCache.get(getItemKey(instance.indexFromElement(element))) ?? rowHeight
        );
      }
      // A row not laid out (hidden, or a test without layout) keeps its estimate.
      return measureElement(element, entry, instance) || rowHeight;
    },
    overscan: settled ? OVERSCAN : 0,
    paddingStart: headHeight,
    initialRect: { width: 1000, height: initialHeight },
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  const before = (items[0]?.start ?? headHeight) - headHeight;
  const after = items.length === 0 ? 0 : virtualizer.getTotalSize() - items.at(-1)!.end;

  const { hasMore = false, loading = false, onLoadMore } = more ?? {};
  useEffect(() => {
    if (hasMore && !loading && lastShown >= rows.length - LOAD_AHEAD) onLoadMore?.();
  }, [hasMore, loading, lastShown, rows.length, onLoadMore]);

  const markName = `ledgerline:first-rows:${name ?? nounPlural.toLowerCase().replace(/\s+/g, '-')}`;
  const rowsInDom = items.length > 0;
  useEffect(() => {
    // Once per page load and list: the first time rows are in the DOM (effects run after commit).
    if (rowsInDom && performance.getEntriesByName(markName, 'mark').length === 0)
      performance.mark(markName);
  }, [rowsInDom, markName]);
  useEffect(() => {
    if (!rowsInDom || settled) return;
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, [rowsInDom, settled]);

  const count = `${countFormat.format(rows.length)} ${rows.length === 1 ? noun : nounPlural}`;
  const footer = (
    <Group justify="space-between" mt="sm" mih={36}>
      <Text size="sm" c="dimmed" role="status">
        {count} loaded{hasMore ? '' : ', all of them'}
      </Text>
      {hasMore ? (
        <Button variant="default" onClick={onLoadMore} loading={loading}>
          Load more
        </Button>
      ) : null}
    </Group>
  );

  const placed = cards ? cardColumns(columns) : null;
  const body = placed ? (
    <ul
      className={classes.cards}
      aria-label={caption}
      aria-busy={stale || loading}
      style={{ opacity: stale ? 0.6 : 1 }}
    >
      {before > 0 ? <li aria-hidden="true" style={{ height: before }} /> : null}
      {items.map((item) => {
        const row = rows[item.index]!;
        const extra = rowProps?.(row) as ComponentPropsWithoutRef<'li'> | undefined;
        return (
          <li
            {...extra}
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={[classes.card, extra?.className].filter(Boolean).join(' ')}
          >
            <RowCard row={row} placed={placed} />
          </li>
        );
      })}
      {after > 0 ? <li aria-hidden="true" style={{ height: after }} /> : null}
    </ul>
  ) : (
    <Table
      highlightOnHover
      stickyHeader
      className={classes.table}
      style={{ minWidth: tableMinWidth(columns, minWidth), opacity: stale ? 0.6 : 1 }}
      aria-rowcount={rows.length + 1}
      aria-busy={stale || loading}
    >
      <caption className={classes.caption}>{caption}</caption>
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      <Table.Thead className={classes.head}>
        <Table.Tr aria-rowindex={1} style={{ height: HEAD_HEIGHT }}>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" className={alignClass(column)}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {before > 0 ? <Spacer height={before} columns={columns.length} /> : null}
        {items.map((item) => (
          <TableRow
            key={item.key}
            row={rows[item.index]!}
            index={item.index}
            columns={columns}
            rowProps={rowProps}
            height={rowHeight}
            measure={virtualizer.measureElement}
          />
        ))}
        {after > 0 ? <Spacer height={after} columns={columns.length} /> : null}
      </Table.Tbody>
    </Table>
  );

  return (
    <>
      <div
        ref={scroller}
        className={classes.scroller}
        role="region"
        aria-label={`${caption} (scrolls)`}
        tabIndex={0}
      >
        {body}
      </div>
      {footer}
    </>
  );
}

interface PlacedColumns<T> {
  title: readonly ListColumn<T>[];
  trailing: readonly ListColumn<T>[];
  meta: readonly ListColumn<T>[];
  actions: readonly ListColumn<T>[];
}

/** The columns by their place in a card; a list that names none shows its first as the title. */
function cardColumns<T>(columns: readonly ListColumn<T>[]): PlacedColumns<T> {
  const at = (place: CardPlace) => columns.filter((column) => column.card === place);
  if (columns.every((column) => column.card === undefined)) {
    return { title: columns.slice(0, 1), trailing: [], meta: columns.slice(1), actions: [] };
  }
  return { title: at('title'), trailing: at('trailing'), meta: at('meta'), actions: at('actions') };
}

/** One row as a card: title and amount on the first line, the other chosen fields under it. */
function RowCard<T>({ row, placed }: { row: T; placed: PlacedColumns<T> }) {
  return (
    <>
      <div className={classes.cardTop}>
        <div className={classes.cardTitle}>
          {placed.title.map((column) => (
            <div key={column.key} className={column.cellClassName?.(row)}>
              {column.cell(row)}
            </div>
          ))}
        </div>
        {placed.trailing.length > 0 ? (
          <div className={classes.cardTrailing}>
            {placed.trailing.map((column) => (
              <div key={column.key} className={column.cellClassName?.(row)}>
                {column.cell(row)}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      {placed.meta.length > 0 ? (
        <dl className={classes.cardMeta}>
          {placed.meta.map((column) => (
            <div key={column.key} className={classes.cardField}>
              <dt>{column.header}</dt>
              <dd className={column.cellClassName?.(row)}>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {placed.actions.length > 0 ? (
        <Group gap="xs" mt={6} wrap="wrap">
          {placed.actions.map((column) => (
            <div key={column.key}>{column.cell(row)}</div>
          ))}
        </Group>
      ) : null}
    </>
  );
}

interface TableRowProps<T> {
  row: T;
  index: number;
  columns: readonly ListColumn<T>[];
  rowProps: ((row: T) => RowProps) | undefined;
  height: number;
  measure: (element: Element | null) => void;
}

/** Mantine's Table classes: the rows use plain `<tr>`/`<td>` with them (see `TableRow`). */
const mantineTable = Table.classes as Record<'tr' | 'td', string>;

/**
 * One row of the table. Memoised: the table re-renders on every scroll, and only the rows that
 * come into view need rendering then, not the ones that stay. Plain elements with Mantine's
 * classes and data attributes (row border, hover) rather than `Table.Tr`/`Table.Td`: each of
 * those is a styled component (props, context, style resolution) and a fast scroll renders
 * hundreds of cells a frame.
 */
const TableRow = memo(function TableRow<T>({
  row,
  index,
  columns,
  rowProps,
  height,
  measure,
}: TableRowProps<T>) {
  const extra = rowProps?.(row);
  return (
    <tr
      {...extra}
      ref={measure}
      data-index={index}
      data-with-row-border
      data-hover
      aria-rowindex={index + 2}
      className={[mantineTable.tr, extra?.className].filter(Boolean).join(' ')}
      style={{ height, ...extra?.style }}
    >
      {columns.map((column) => {
        const content = column.cell(row);
        return (
          <td
            key={column.key}
            className={cellClass(column, column.cellClassName?.(row))}
            // A plain text cut by the ellipsis can still be read whole.
            title={!column.wrap && typeof content === 'string' ? content : undefined}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: TableRowProps<T>) => ReactNode;

/** The height of the rows out of view, so the scroll bar is true to the whole list. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className={classes.spacer}>
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

function alignClass(column: ListColumn<never>): string | undefined {
  if (column.align === 'end') return classes.end;
  if (column.align === 'center') return classes.center;
  return undefined;
}

function cellClass(column: ListColumn<never>, extra: string | undefined): string {
  return [mantineTable.td, column.wrap ? classes.wrap : classes.cell, alignClass(column), extra]
    .filter(Boolean)
    .join(' ');
}
