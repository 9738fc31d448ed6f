import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Transcriber } from '../../media/transcription/transcriber.ts';
import { toRecognizerWav } from '../wav.ts';
import { claimOpenModel, domainModelText, type ModelFiles } from './recognizer-models.ts';

/**
 * The offline recognizer: Debian's pocketsphinx (`pocketsphinx_continuous`, 0.8) run on a 16 kHz
 * mono WAV, with a language model of what guests tell the concierge (guest-phrases.ts) mixed with
 * its general English one: the domain model alone hears only its own 530 words (a coffee roastery
 * comes back as "talking role story"), the general one alone little of what guests say ("angel
 * investor" as "will enable us"). Accuracy stays modest: the guest sees the transcript and can
 * correct it.
 */

const binaryName = 'pocketsphinx_continuous';
const defaultModelDir = '/usr/share/pocketsphinx/model/en-us';
/** Per second of audio, on top of loading the model; far above what decoding takes on one core. */
const timeoutPerAudioSecondMs = 3000;
const startupTimeoutMs = 10_000;

export interface OfflineRecognizer extends Transcriber {
  /** The models' files, written into temporary folders; removed by `close`. */
  close(): Promise<void>;
}

/** Where pocketsphinx and its model are, when both are here. */
export interface RecognizerInstallation {
  binary: string;
  acousticModel: string;
  dictionary: string;
  /** The general English language model (`en-us.lm.bin`); without it the recognizer hears the domain model's words only. */
  generalModel?: string;
}

/**
 * Which words the recognizer can hear: any common English word, the interview's made likelier
 * (`open`, when the general model is installed), or the domain model's only (`domain`, what it
 * did before; eval/voice compares the two).
 */
export type RecognizerVocabulary = 'open' | 'domain';

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
  const generalModel = path.join(modelDir, 'en-us.lm.bin');
  if (!binary || !existsSync(path.join(acousticModel, 'mdef')) || !existsSync(dictionary)) return null;
  return { binary, acousticModel, dictionary, ...(existsSync(generalModel) && { generalModel }) };
}

/**
 * Writes the domain model and its dictionary, and answers with a Transcriber over them, or over
 * the open-vocabulary model, built at the first transcription of the process (about 1.3 s).
 */
export async function createOfflineRecognizer(
  installation: RecognizerInstallation,
  { vocabulary = 'open' }: { vocabulary?: RecognizerVocabulary } = {},
): Promise<OfflineRecognizer> {
  // Made even when the open model will be used: it is quick, and a dictionary that cannot be read fails here, at start.
  const { arpa, dictionary } = domainModelText(installation.dictionary);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-recognizer-'));
  const domainFiles: ModelFiles = { lm: path.join(folder, 'guests.lm'), dictionary: path.join(folder, 'guests.dict'), decoderOptions: [] };
  const openModel =
    vocabulary === 'open' && installation.generalModel ? claimOpenModel(installation.dictionary, installation.generalModel) : undefined;
  if (!openModel) {
    await writeFile(domainFiles.lm, arpa);
    await writeFile(domainFiles.dictionary, dictionary);
  }

  return {
    async transcribe(audio, contentType, _fileName, signal) {
      // Browsers' compressed recordings cannot be read here; the web records WAV for calls.
      let prepared: ReturnType<typeof toRecognizerWav>;
      try {
        prepared = toRecognizerWav(audio);
      } catch (error) {
        throw new Error(`The offline recognizer reads PCM WAV only, not ${contentType}`, { cause: error });
      }
      const model = openModel ? await openModel.files() : domainFiles;
      const wavPath = path.join(folder, `${randomUUID()}.wav`);
      await writeFile(wavPath, prepared.wav);
      try {
        const args = [
          ...['-infile', wavPath, '-hmm', installation.acousticModel, '-lm', model.lm, '-dict', model.dictionary],
          ...model.decoderOptions,
          ...['-logfn', '/dev/null'],
        ];
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
    async close() {
      await openModel?.release();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
