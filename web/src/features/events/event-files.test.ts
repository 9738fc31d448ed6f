import { describe, expect, it } from 'vitest';
import { csvFileProblem, csvImportProblems, introVideoProblem } from './event-files.ts';

describe('introVideoProblem', () => {
  it('takes MP4, WebM and QuickTime up to 100 MB', () => {
    expect(introVideoProblem({ name: 'intro.mp4', size: 5_000_000, type: 'video/mp4' })).toBeNull();
    expect(introVideoProblem({ name: 'intro.mov', size: 5_000_000, type: '' })).toBeNull();
    expect(introVideoProblem({ name: 'intro.avi', size: 5_000_000, type: 'video/x-msvideo' })).toBe(
      'Choose an MP4, WebM or QuickTime (.mov) video.',
    );
    expect(introVideoProblem({ name: 'intro.webm', size: 0, type: 'video/webm' })).toBe('This video file is empty.');
    expect(introVideoProblem({ name: 'intro.mp4', size: 150 * 1024 * 1024, type: 'video/mp4' })).toBe(
      'An intro video can be at most 100 MB; this one is 150 MB.',
    );
  });
});

describe('csvFileProblem', () => {
  it('takes text files up to 4 MB', () => {
    expect(csvFileProblem({ name: 'guests.csv', size: 1000, type: 'text/csv' })).toBeNull();
    expect(csvFileProblem({ name: 'guests.csv', size: 1000, type: 'application/vnd.ms-excel' })).toBeNull();
    expect(
      csvFileProblem({ name: 'guests.xlsx', size: 1000, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe('Choose a CSV file (saved as "CSV" from a spreadsheet).');
    expect(csvFileProblem({ name: 'guests.csv', size: 5 * 1024 * 1024, type: 'text/csv' })).toBe('A CSV can be at most 4 MB.');
  });
});

describe('csvImportProblems', () => {
  it("lists every bad line from the server's problems, under its summary", () => {
    const problems = [
      { line: 3, message: 'Enter a valid email address' },
      { line: 7, message: 'Enter a phone number' },
      { line: 9, message: 'Give a name' },
      { line: 12, message: 'line 2 has the same phone number' },
    ];
    expect(
      csvImportProblems('4 rows have problems, so nothing was imported — line 3: Enter a valid email address; and 3 more.', { problems }),
    ).toEqual({
      summary: '4 rows have problems, so nothing was imported.',
      lines: [
        'Line 3: Enter a valid email address',
        'Line 7: Enter a phone number',
        'Line 9: Give a name',
        'Line 12: line 2 has the same phone number',
      ],
    });
  });

  it('keeps the message as it is without a problems list', () => {
    expect(csvImportProblems('The CSV is empty.', {})).toEqual({ summary: 'The CSV is empty.', lines: [] });
  });
});
