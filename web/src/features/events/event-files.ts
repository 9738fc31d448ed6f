import { eventLimits, introVideoTypes } from '../../../../shared/api/events.ts';

/** Checks on files a host picks, before anything is sent: the server checks the same again. */

export type PickedFile = { name: string; size: number; type: string };

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Null when the video can go up; else what is wrong with it. */
export function introVideoProblem(file: PickedFile): string | null {
  const byExtension = /\.(mp4|m4v|webm|mov)$/i.test(file.name);
  const knownType = (introVideoTypes as readonly string[]).includes(file.type);
  if (!knownType && !(file.type === '' && byExtension)) return 'Choose an MP4, WebM or QuickTime (.mov) video.';
  if (file.size === 0) return 'This video file is empty.';
  if (file.size > eventLimits.introVideoMaxBytes) {
    return `An intro video can be at most ${megabytes(eventLimits.introVideoMaxBytes)} MB; this one is ${megabytes(file.size)} MB.`;
  }
  return null;
}

/** Null when the CSV can be read in; else what is wrong with it. */
export function csvFileProblem(file: PickedFile): string | null {
  const looksLikeText =
    file.type === '' || file.type.startsWith('text/') || file.type === 'application/vnd.ms-excel' || /\.(csv|txt)$/i.test(file.name);
  if (!looksLikeText) return 'Choose a CSV file (saved as "CSV" from a spreadsheet).';
  if (file.size > eventLimits.csvImportMaxBytes) return `A CSV can be at most ${megabytes(eventLimits.csvImportMaxBytes)} MB.`;
  return null;
}

/**
 * What to show for a refused CSV import: the server's sentence, and with `invalid_csv` every bad
 * line from its `problems` list ("Line 3: Enter a valid email address").
 */
export function csvImportProblems(message: string, details: Readonly<Record<string, unknown>>): { summary: string; lines: string[] } {
  const problems = Array.isArray(details.problems) ? (details.problems as { line?: unknown; message?: unknown }[]) : [];
  const lines = problems
    .filter((problem) => typeof problem.line === 'number' && typeof problem.message === 'string')
    .map((problem) => `Line ${problem.line as number}: ${problem.message as string}`);
  const summary = lines.length > 0 ? (message.split(' — ')[0] ?? message).replace(/\.?$/, '.') : message;
  return { summary, lines };
}
