import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Transcriber } from '../../media/transcription/transcriber.ts';
import { toRecognizerWav } from '../wav.ts';
import { guestPhrases } from './guest-phrases.ts';
import { buildArpaModel } from './language-model.ts';

/**
 * The offline recognizer: Debian's pocketsphinx (`pocketsphinx_continuous`, 0.8) run on a 16 kHz
 * mono WAV, with a language model of what guests tell the concierge (guest-phrases.ts) instead of
 * its general English one, which hears little of what guests say. Accuracy stays modest: the
 * guest sees the transcript and can correct it.
 */

const binaryName = 'pocketsphinx_continuous';
const defaultModelDir = '/usr/share/pocketsphinx/model/en-us';
/** Per second of audio, on top of loading the model; far above what decoding takes on one core. */
const timeoutPerAudioSecondMs = 3000;
const startupTimeoutMs = 10_000;

export interface OfflineRecognizer extends Transcriber {
  /** The model's files, written once into a temporary folder; removed by `close`. */
  close(): Promise<void>;
}

/** Where pocketsphinx and its model are, when both are here. */
export interface RecognizerInstallation {
  binary: string;
  acousticModel: string;
  dictionary: string;
}

/** Where Debian's package (and a local build) put the binary. */
const defaultBinaryDirectories = ['/usr/bin', '/usr/local/bin'];

/** Looks for the binary and the en-us model (`pocketsphinx-en-us`); null when either is missing. */
export function findRecognizer(modelDir = defaultModelDir, binaryDirectories = defaultBinaryDirectories): RecognizerInstallation | null {
  const binary = binaryDirectories
    .map((directory) => path.join(directory, binaryName))
    .find((candidate) => {
      try {
        accessSync(candidate, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  const acousticModel = path.join(modelDir, 'en-us');
  const dictionary = path.join(modelDir, 'cmudict-en-us.dict');
  if (!binary || !existsSync(path.join(acousticModel, 'mdef')) || !existsSync(dictionary)) return null;
  return { binary, acousticModel, dictionary };
}

/** The lines of the pronunciation dictionary for these words (a word's variants are `word(2)`…). */
function pronunciations(dictionaryText: string): Map<string, string[]> {
  const byWord = new Map<string, string[]>();
  for (const line of dictionaryText.split('\n')) {
    const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
    if (!word) continue;
    const lines = byWord.get(word) ?? [];
    lines.push(line);
    byWord.set(word, lines);
  }
  return byWord;
}

/** The domain model and the dictionary of its words, made once per process (reading the full dictionary takes a while). */
let domainModel: { key: string; files: { arpa: string; dictionary: string } } | undefined;

function domainModelFiles(dictionaryPath: string): { arpa: string; dictionary: string } {
  if (domainModel?.key === dictionaryPath) return domainModel.files;
  const pronounced = pronunciations(readFileSync(dictionaryPath, 'utf8'));
  const arpa = buildArpaModel(guestPhrases(), (word) => pronounced.has(word));
  const vocabulary = new Set(arpa.match(/^-?[\d.]+ ([^\s<]\S*)/gm)?.map((line) => line.split(' ')[1]!));
  const dictionary = [...vocabulary].flatMap((word) => pronounced.get(word) ?? []).join('\n') + '\n';
  domainModel = { key: dictionaryPath, files: { arpa, dictionary } };
  return domainModel.files;
}

/** Writes the domain model and its dictionary, and answers with a Transcriber over them. */
export async function createOfflineRecognizer(installation: RecognizerInstallation): Promise<OfflineRecognizer> {
  const { arpa, dictionary } = domainModelFiles(installation.dictionary);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-recognizer-'));
  const lmPath = path.join(folder, 'guests.lm');
  const dictPath = path.join(folder, 'guests.dict');
  await writeFile(lmPath, arpa);
  await writeFile(dictPath, dictionary);

  return {
    async transcribe(audio, contentType, _fileName, signal) {
      // Browsers' compressed recordings cannot be read here; the web records WAV for calls.
      let prepared: ReturnType<typeof toRecognizerWav>;
      try {
        prepared = toRecognizerWav(audio);
      } catch (error) {
        throw new Error(`The offline recognizer reads PCM WAV only, not ${contentType}`, { cause: error });
      }
      const wavPath = path.join(folder, `${randomUUID()}.wav`);
      await writeFile(wavPath, prepared.wav);
      try {
        const args = ['-infile', wavPath, '-hmm', installation.acousticModel, '-lm', lmPath, '-dict', dictPath, '-logfn', '/dev/null'];
        const timeout = Math.round(startupTimeoutMs + (prepared.durationMs / 1000) * timeoutPerAudioSecondMs);
        const stdout = await new Promise<string>((resolve, reject) => {
          execFile(installation.binary, args, { timeout, signal, maxBuffer: 1024 * 1024 }, (error, out) =>
            error ? reject(new Error(`pocketsphinx failed: ${error.message}`, { cause: error })) : resolve(out),
          );
        });
        // One line per utterance pocketsphinx found.
        return stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
      } finally {
        await rm(wavPath, { force: true });
      }
    },
    close: () => rm(folder, { recursive: true, force: true }),
  };
}
