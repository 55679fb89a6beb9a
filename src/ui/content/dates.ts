/** API timestamps look like "2026-11-19 10:30:00Z" (contract §2); ISO strings are accepted too. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = value.trim().replace(' ', 'T');
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date in the reader's language, in UTC so the server and the browser print the same text. */
export function formatDate(value: string | null | undefined, locale: string): string {
  const date = parseApiDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
