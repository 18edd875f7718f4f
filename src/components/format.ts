interface FormatDateTimeOptions {
  /** IANA zone to show the time in, e.g. a location's; default: the browser's. */
  timeZone?: string;
  /** BCP 47 locale; default: the browser's. */
  locale?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 1, 2026, 2:30 PM" for an ISO instant. Throws RangeError for an invalid date. */
export function formatDateTime(iso: string, { timeZone, locale }: FormatDateTimeOptions = {}) {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
