/**
 * CSV as RFC 4180 writes it: records end in CRLF; a field holding a comma, a double quote, a
 * carriage return or a line feed is enclosed in double quotes, its double quotes doubled. A missing
 * value is an empty field and an empty text an empty quoted one (""), as PostgreSQL's COPY reads
 * them, so the two stay apart.
 */

const NEEDS_QUOTES = /[",\r\n]/;

function csvField(value: string | null): string {
  if (value === null) return '';
  if (value === '') return '""';
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, with its line end. */
export function csvRecord(fields: readonly (string | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
