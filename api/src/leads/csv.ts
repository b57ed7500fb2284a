/*
 * CSV as RFC 4180 writes it and Excel reads it: cells quoted when they hold a quote, comma or line
 * break, rows ended by CRLF. Post content is untrusted, so a cell that a spreadsheet would take for a
 * formula (starting with = + - @, or a tab or carriage return that hides one) gets a leading apostrophe
 * and stays text (OWASP "CSV injection").
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a UTF-8 file as its local code page unless it starts with this byte order mark. */
export const utf8Bom = '\uFEFF';
