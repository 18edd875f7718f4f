/** A CSV cell: text is quoted as needed, numbers are written as they are. */
export type CsvCell = string | number | null | undefined;

/**
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading
 * apostrophe, so a name such as `=HYPERLINK(…)` stays text (CSV injection). Numbers pass as is.
 */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text: comma-separated, CRLF line ends, quotes doubled inside quoted cells. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows
    .map((row) =>
      row
        .map((cell) =>
          typeof cell === 'number' ? String(cell) : cell == null ? '' : textCell(cell),
        )
        .join(','),
    )
    .join('\r\n')
    .concat('\r\n');
}

/** Hands `csv` to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
