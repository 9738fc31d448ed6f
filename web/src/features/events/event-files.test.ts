import { describe, expect, it } from 'vitest';
import { csvFileProblem, introVideoProblem, splitCsvProblems } from './event-files.ts';

describe('introVideoProblem', () => {
  it('takes MP4, WebM and QuickTime up to 100 MB', () => {
    expect(introVideoProblem({ name: 'intro.mp4', size: 5_000_000, type: 'video/mp4' })).toBeNull();
    expect(introVideoProblem({ name: 'intro.mov', size: 5_000_000, type: '' })).toBeNull();
    expect(introVideoProblem({ name: 'intro.avi', size: 5_000_000, type: 'video/x-msvideo' })).toBe('Choose an MP4, WebM or QuickTime (.mov) video.');
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
    expect(csvFileProblem({ name: 'guests.xlsx', size: 1000, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(
      'Choose a CSV file (saved as "CSV" from a spreadsheet).',
    );
    expect(csvFileProblem({ name: 'guests.csv', size: 5 * 1024 * 1024, type: 'text/csv' })).toBe('A CSV can be at most 4 MB.');
  });
});

describe('splitCsvProblems', () => {
  it("splits the server's sentence into a summary and one entry per line", () => {
    expect(splitCsvProblems('2 rows have problems, so nothing was imported — line 3: Enter a valid email address; line 7: Enter a phone number; and 4 more.')).toEqual({
      summary: '2 rows have problems, so nothing was imported.',
      lines: ['Line 3: Enter a valid email address', 'Line 7: Enter a phone number', 'and 4 more'],
    });
  });

  it('keeps any other message whole', () => {
    expect(splitCsvProblems('Someone in this file was invited meanwhile; nothing was imported.')).toEqual({
      summary: 'Someone in this file was invited meanwhile; nothing was imported.',
      lines: [],
    });
  });
});
