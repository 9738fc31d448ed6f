import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from './csv.ts';

/** One field as it appears in a row of the export. */
const csvField = (value: string | null) => toCsv([[value]]).slice(0, -2);

describe('CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFname,phone,email\r\n"Levi, Dana",+12025550123,\r\n\r\n"Say ""hi""","a\nb",x@example.com\nlast,,';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'phone', 'email'] },
      { line: 2, fields: ['Levi, Dana', '+12025550123', ''] },
      { line: 4, fields: ['Say "hi"', 'a\nb', 'x@example.com'] },
      { line: 6, fields: ['last', '', ''] },
    ]);
  });

  it('refuses an unclosed quote, naming its line', () => {
    expect(() => parseCsv('name\n"Dana\n')).toThrow(CsvSyntaxError);
    try {
      parseCsv('name\nok\n"Dana\n');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
  });

  it('writes fields a spreadsheet reads back unchanged, and defuses formulas', () => {
    expect(csvField('Levi, Dana')).toBe('"Levi, Dana"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('+12025550123')).toBe('+12025550123');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField(null)).toBe('');
    expect(
      toCsv([
        ['a', 1],
        ['b,c', true],
      ]),
    ).toBe('a,1\r\n"b,c",true\r\n');
    expect(parseCsv(toCsv([['Levi, Dana', 'Say "hi"', 'x\ny']]))[0]!.fields).toEqual(['Levi, Dana', 'Say "hi"', 'x\ny']);
  });

  it('numbers lines as a spreadsheet does, whatever the line ends, and refuses a malformed line by its record', () => {
    expect(parseCsv('a\r\n\r\nb\r\n"x\r\ny",z\r\nc').map((record) => record.line)).toEqual([1, 3, 4, 6]);
    expect(parseCsv('a\rb\r"x\ry"\rc').map((record) => record.line)).toEqual([1, 2, 3, 5]);
    expect(parseCsv('  \nname\n   \nDana\n').map((record) => record.line)).toEqual([2, 4]);
    try {
      parseCsv('name\nok\n"multi\nline\nquote\n');
      expect.unreachable();
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
    expect(() => parseCsv('name\n"Dana"x\n')).toThrow(CsvSyntaxError);
  });
});
