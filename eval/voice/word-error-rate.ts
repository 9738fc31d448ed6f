import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  createOfflineRecognizer,
  findRecognizer,
  type RecognizerInstallation,
  type RecognizerVocabulary,
} from '../../server/speech/recognition/pocketsphinx-recognizer.ts';
import { spokenGuestAnswers } from '../../server/speech/testing/guest-answers.ts';
import { spokenWav } from '../../server/speech/testing/spoken-wav.ts';
import { wordErrorRate, wordErrors } from '../../server/speech/testing/word-error-rate.ts';
import { developmentAnswers, inDomainAnswers } from './development-answers.ts';

/**
 * `npm run eval:voice`: the offline recognizer's word error rate on spoken answers (the built-in
 * espeak-ng voice saying each), with the domain language model alone (what it did before) and with
 * the open-vocabulary model (the domain model mixed with pocketsphinx's general English one).
 *
 *   npm run eval:voice                  the held-out answers, eval/concierge/round-1/spoken.json
 *   npm run eval:voice -- --dev         the development answers (trades outside the domain), for tuning
 *   npm run eval:voice -- --in-domain   answers in the interview's own words, to check they are heard as well as before
 *   npm run eval:voice -- answers.json  any file of `{ id, text }[]`
 *
 * Prints each setup's word error rate, its time per turn (pocketsphinx reads the model anew each
 * turn) and the open model's first turn (which builds it), then the answers whose errors changed most.
 */

export interface SpokenAnswer {
  id: string;
  text: string;
}

export interface VoiceEvaluation {
  answers: number;
  words: number;
  setups: Record<RecognizerVocabulary, { wordErrorRate: number; firstTurnMs: number; medianTurnMs: number }>;
  results: { id: string; text: string; heard: Record<RecognizerVocabulary, string>; errors: Record<RecognizerVocabulary, number> }[];
}

const heldOutFile = new URL('../concierge/round-1/spoken.json', import.meta.url);
const vocabularies: readonly RecognizerVocabulary[] = ['domain', 'open'];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What one setup heard of each answer, and how long each turn took (the first builds the open model). */
async function recognizeAll(
  installation: RecognizerInstallation,
  vocabulary: RecognizerVocabulary,
  spoken: readonly { id: string; wav: Uint8Array }[],
): Promise<{ heard: string[]; turnsMs: number[] }> {
  const recognizer = await createOfflineRecognizer(installation, { vocabulary });
  const heard: string[] = [];
  const turnsMs: number[] = [];
  try {
    for (const { id, wav } of spoken) {
      const started = performance.now();
      heard.push(await recognizer.transcribe(wav, 'audio/wav', `${id}.wav`));
      turnsMs.push(performance.now() - started);
    }
  } finally {
    await recognizer.close();
  }
  return { heard, turnsMs };
}

/** Speaks each answer once and recognises it with both setups (the open model built afresh, as in a new server process). */
export async function evaluateVoice(answers: readonly SpokenAnswer[]): Promise<VoiceEvaluation> {
  const installation = findRecognizer();
  if (!installation)
    throw new Error('pocketsphinx and pocketsphinx-en-us are not installed (apt-get install pocketsphinx pocketsphinx-en-us)');
  if (!installation.generalModel) throw new Error('pocketsphinx-en-us has no general model (en-us.lm.bin) to mix in');
  const spoken = await Promise.all(answers.map(async (answer) => ({ ...answer, wav: (await spokenWav(answer.text)).wav })));
  const domain = await recognizeAll(installation, 'domain', spoken);
  const open = await recognizeAll(installation, 'open', spoken);
  const setup = ({ heard, turnsMs }: { heard: string[]; turnsMs: number[] }) => ({
    wordErrorRate: wordErrorRate(answers.map(({ text }, index) => ({ reference: text, hypothesis: heard[index]! }))),
    firstTurnMs: turnsMs[0] ?? 0,
    medianTurnMs: median(turnsMs.slice(1)),
  });
  const results = answers.map(({ id, text }, index) => {
    const heard = { domain: domain.heard[index]!, open: open.heard[index]! };
    return { id, text, heard, errors: { domain: wordErrors(text, heard.domain).errors, open: wordErrors(text, heard.open).errors } };
  });
  const words = answers.reduce((sum, { text }) => sum + wordErrors(text, '').words, 0);
  return { answers: answers.length, words, setups: { domain: setup(domain), open: setup(open) }, results };
}

function report({ answers, words, setups, results }: VoiceEvaluation, source: string): string {
  const lines = [`${source}: ${answers} spoken answers, ${words} words`, ''];
  lines.push('setup    word error rate   first turn   median turn');
  for (const vocabulary of vocabularies) {
    const { wordErrorRate, firstTurnMs, medianTurnMs } = setups[vocabulary];
    lines.push(
      `${vocabulary.padEnd(8)} ${wordErrorRate.toFixed(3).padStart(15)} ${`${Math.round(firstTurnMs)} ms`.padStart(12)} ${`${Math.round(medianTurnMs)} ms`.padStart(13)}`,
    );
  }
  const byChange = [...results].sort((a, b) => a.errors.open - a.errors.domain - (b.errors.open - b.errors.domain));
  const examples = [...byChange.slice(0, 4), ...byChange.slice(-2).filter((result) => !byChange.slice(0, 4).includes(result))];
  lines.push('', 'Examples (most improved first, then the most worsened):');
  for (const { id, text, heard, errors } of examples) {
    lines.push(
      `  ${id}: "${text}"`,
      `    domain (${errors.domain} errors): ${heard.domain}`,
      `    open   (${errors.open} errors): ${heard.open}`,
    );
  }
  return lines.join('\n') + '\n';
}

/** The answers of a file: `{ id, text }[]`, or an object holding that list. */
async function readAnswers(file: URL | string): Promise<SpokenAnswer[]> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const list = Array.isArray(parsed) ? parsed : Object.values(parsed as object).find(Array.isArray);
  const isAnswer = (item: unknown): item is SpokenAnswer =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as SpokenAnswer).text === 'string' &&
    (item as SpokenAnswer).text.trim() !== '';
  if (!list || !list.every(isAnswer)) throw new Error(`${String(file)} holds no list of { id, text }`);
  return list.map((item, index) => ({ id: String(item.id ?? index + 1), text: item.text }));
}

async function main() {
  const argument = process.argv[2];
  let answers: SpokenAnswer[];
  let source: string;
  if (argument === '--dev') {
    answers = developmentAnswers;
    source = 'development answers (eval/voice/development-answers.ts)';
  } else if (argument === '--in-domain') {
    answers = [...inDomainAnswers, ...spokenGuestAnswers.map((text, index) => ({ id: `guest-answer-${index + 1}`, text }))];
    source = 'in-domain answers (eval/voice and server/speech/testing/guest-answers.ts)';
  } else {
    const file = argument ?? heldOutFile;
    answers = await readAnswers(file);
    source = argument ?? 'held-out answers (eval/concierge/round-1/spoken.json)';
  }
  process.stdout.write(report(await evaluateVoice(answers), source));
}

// Run as a script, not when imported for its function.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
