/** Bytes on disk per sale (checkout) of a bench database, read through a read-only connection. */
import SQLite from 'better-sqlite3';

export interface DiskUse {
  sales: number;
  /** Used pages (the file, WAL included, less its free pages), in bytes. */
  bytes: number;
  /** The largest tables and indexes, in bytes, largest first. */
  largest: Array<{ name: string; bytes: number }>;
}

export function diskUse(path: string, top = 8): DiskUse {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const pragma = (name: string) => Number(db.pragma(name, { simple: true }));
    const bytes = (pragma('page_count') - pragma('freelist_count')) * pragma('page_size');
    const sales = (db.prepare('select count(*) as n from checkouts').get() as { n: number }).n;
    const largest = db
      .prepare(
        'select name, sum(pgsize) as bytes from dbstat group by name order by bytes desc limit ?',
      )
      .all(top) as Array<{ name: string; bytes: number }>;
    return { sales, bytes, largest };
  } finally {
    db.close();
  }
}

export function diskReport(use: DiskUse): string {
  const kb = (n: number) => (n / 1000).toFixed(2);
  const perSale = use.sales > 0 ? kb(use.bytes / use.sales) : '—';
  const lines = [
    `database on disk: ${(use.bytes / 1e6).toFixed(1)} MB for ${use.sales} sales, ` +
      `${perSale} kB per sale (goal ≤ 2.5 kB)`,
  ];
  for (const { name, bytes } of use.largest) {
    const share = use.sales > 0 ? `${kb(bytes / use.sales)} kB per sale` : '';
    lines.push(`  ${name.padEnd(48)} ${(bytes / 1e6).toFixed(1).padStart(8)} MB  ${share}`);
  }
  return lines.join('\n');
}
