/**
 * An RFC 4180 CSV reader: quoted fields with "" for a quote, CRLF / LF / CR line ends, line breaks inside
 * quotes, a leading byte-order mark. Spreadsheets in many European locales save with ';', so a header line
 * with semicolons and no commas switches the delimiter.
 */

export interface CsvParseResult {
  records: string[][];
  /** Set when the text ends inside a quoted field: the last record is then incomplete. */
  unterminatedQuote: boolean;
}

export function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

export function parseCsv(
  input: string,
  delimiter: ',' | ';' = detectDelimiter(stripBom(input)),
): CsvParseResult {
  const text = stripBom(input);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let index = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line is a single empty field: not a record.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        // Text after a closing quote is kept (`"a"b` reads as ab), as spreadsheets do.
        inQuotes = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      inQuotes = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  if (inQuotes || field !== '' || record.length > 0) endRecord();
  return { records, unterminatedQuote: inQuotes };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
