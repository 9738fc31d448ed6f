import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV in and out, on csv-parse and csv-stringify: quoted fields, doubled quotes, commas and line
 * breaks inside quotes, CRLF, LF or CR line ends, a leading byte-order mark. Each record knows
 * the line it starts on, so problems are reported by the line number a spreadsheet shows.
 */

export interface CsvRecord {
  /** 1-based line of the text where the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    /** What is wrong, as a sentence: "A quoted field is never closed." */
    readonly problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Every record, blank lines left out, fields trimmed. Throws CsvSyntaxError on malformed CSV. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  // csv-parse counts the lines a record ends on, and the blank lines it skips; a record starts on
  // the line after the one before it ended, past the blank lines in between.
  let previous = { lines: 0, empty_lines: 0 };
  const startLine = (now: { lines: number; empty_lines: number }) => previous.lines + 1 + (now.empty_lines - previous.empty_lines);
  try {
    // csv-parse counts a CRLF inside quotes as two lines; as LF it is one, and means the same.
    parse(text.replaceAll('\r\n', '\n'), {
      bom: true,
      record_delimiter: ['\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (fields: string[], context) => {
        records.push({ line: startLine(context), fields });
        previous = { lines: context.lines, empty_lines: context.empty_lines };
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = startLine(error as unknown as { lines: number; empty_lines: number });
    throw new CsvSyntaxError(
      line,
      error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'A quoted field is never closed.' : 'This line is not valid CSV.',
    );
  }
  return records;
}

/**
 * A text that a spreadsheet would run as a formula (=, @, a tab, or + / - not followed by a plain
 * number) gets a leading `'`. Hand-written because csv-stringify's own `escape_formulas` also
 * escapes every `+`, which would spoil the phone numbers (+12025550123) the export is full of.
 */
function defuseFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-]?[\d .()-]+$/.test(text)) ? `'${text}` : text;
}

type CsvValue = string | number | boolean | null | undefined;

const stringifyOptions = {
  record_delimiter: '\r\n',
  // Quoted when it holds a line break, as well as a comma or a quote.
  quoted_match: /[\r\n]/,
  cast: { boolean: (value: boolean) => String(value), string: defuseFormula },
};

/** Rows as CSV text, CRLF after every row. */
export function toCsv(rows: CsvValue[][]): string {
  return stringify(rows, stringifyOptions);
}
