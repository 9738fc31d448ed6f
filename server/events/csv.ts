/**
 * CSV in and out (RFC 4180): quoted fields, doubled quotes, commas and line breaks inside quotes,
 * CRLF or LF, a leading byte-order mark. Each record remembers the line it starts on, so
 * problems are reported by the line number a spreadsheet shows.
 */

export interface CsvRecord {
  /** 1-based line of the text where the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** Every record, blank lines left out. Throws CsvSyntaxError on an unclosed quote. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quotedFieldLine = 1;
  let fieldStarted = false;

  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]!.trim() === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };

  for (let index = 0; index < input.length; index++) {
    const char = input[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index++;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      inQuotes = true;
      fieldStarted = true;
      quotedFieldLine = line;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(quotedFieldLine, `Line ${quotedFieldLine}: a quoted field is never closed.`);
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break. A text that a spreadsheet
 * would run as a formula (=, @, a tab, or + / - not followed by a plain number) gets a leading `'`.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-]?[\d .()-]+$/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: (string | number | boolean | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
