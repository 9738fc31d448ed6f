import { readFileSync } from 'node:fs';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { guestPhrases } from './guest-phrases.ts';
import { arpaText, buildBackoffModel, writeArpa } from './language-model.ts';
import { interpolateWithGeneral, type OpenVocabularyOptions } from './open-vocabulary-model.ts';
import { readTrieLanguageModel } from './trie-language-model.ts';

/**
 * The language models the offline recognizer decodes with, as files pocketsphinx reads: the domain
 * model (guest-phrases.ts, about 530 words) and the open-vocabulary model (the domain model mixed
 * with pocketsphinx's general English one, open-vocabulary-model.ts). Each is made once per process.
 */

export interface ModelFiles {
  lm: string;
  dictionary: string;
  /** pocketsphinx options tuned for this model. */
  decoderOptions: readonly string[];
}

/**
 * The mixture's settings, chosen on eval/voice's development answers (`npm run eval:voice -- --dev`,
 * 60 answers naming trades): λ = 0.85 keeps the interview's phrases nearly as well heard as with
 * the domain model alone (0.7 lost more of them, 0.95 heard no more); 10,000 or 40,000 words, half
 * or two and a half times the n-grams heard no better, and more n-grams made every turn slower.
 */
const openVocabulary: OpenVocabularyOptions = { domainWeight: 0.85, vocabularySize: 20_000, bigrams: 200_000, trigrams: 100_000 };
/** A lower word insertion penalty than pocketsphinx's 0.65, chosen with the mixture: fewer short words ("a", "oh") heard in pauses. */
const openDecoderOptions = ['-wip', '0.2'];

/** The word a line of the pronunciation dictionary spells (a word's variants are `word(2)`…). */
const wordOf = (line: string) => line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');

/** Every word the pronunciation dictionary can say. */
function pronounceable(dictionaryText: string): Set<string> {
  return new Set(dictionaryText.split('\n').map(wordOf).filter(Boolean));
}

/** The dictionary's lines for these words: the dictionary of a model. */
function dictionaryFor(dictionaryText: string, words: ReadonlySet<string>): string {
  return (
    dictionaryText
      .split('\n')
      .filter((line) => line && words.has(wordOf(line)))
      .join('\n') + '\n'
  );
}

/** The domain model and the dictionary of its words, made once per process (reading the full dictionary takes a while). */
let domainModel: { key: string; files: { arpa: string; dictionary: string } } | undefined;

/** The domain model's ARPA text and dictionary; throws when the dictionary cannot be read. */
export function domainModelText(dictionaryPath: string): { arpa: string; dictionary: string } {
  if (domainModel?.key === dictionaryPath) return domainModel.files;
  const dictionaryText = readFileSync(dictionaryPath, 'utf8');
  const known = pronounceable(dictionaryText);
  const model = buildBackoffModel(guestPhrases(), (word) => known.has(word));
  const dictionary = dictionaryFor(dictionaryText, new Set(model.probabilities[0]!.keys()));
  domainModel = { key: dictionaryPath, files: { arpa: writeArpa(model), dictionary } };
  return domainModel.files;
}

/**
 * Builds the open-vocabulary model into a new temporary folder: about 1.3 s of work on one core,
 * the longest step (the mixture) about a second without a break; the ARPA text (8 MB) is written
 * piece by piece. What it reads (the general model's 27 MB, the full dictionary) is let go once
 * the files are written.
 */
async function buildOpenModel(dictionaryPath: string, generalModelPath: string): Promise<{ folder: string; files: ModelFiles }> {
  const [dictionaryText, generalBytes] = await Promise.all([readFile(dictionaryPath, 'utf8'), readFile(generalModelPath)]);
  const known = pronounceable(dictionaryText);
  const domain = buildBackoffModel(guestPhrases(), (word) => known.has(word));
  const general = readTrieLanguageModel(generalBytes);
  await nextTurn();
  const orders = interpolateWithGeneral(domain, general, (word) => known.has(word), openVocabulary);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tandem-open-vocabulary-'));
  const files = { lm: path.join(folder, 'open.lm'), dictionary: path.join(folder, 'open.dict'), decoderOptions: openDecoderOptions };
  try {
    const lm = await open(files.lm, 'w');
    try {
      for (const piece of arpaText(orders)) await lm.write(piece);
    } finally {
      await lm.close();
    }
    const vocabulary = new Set(Array.from(orders[0]!.entries(), ([word]) => word));
    await writeFile(files.dictionary, dictionaryFor(dictionaryText, vocabulary));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, files };
}

/** The open-vocabulary models of this process by installation, with how many recognizers use each. */
const openModels = new Map<string, { users: number; built?: Promise<{ folder: string; files: ModelFiles }> }>();

/**
 * A recognizer's claim on the open-vocabulary model: `files()` builds it at the first call in the
 * process (a failed build is tried again at the next call); the files are removed when the last
 * claim is released.
 */
export function claimOpenModel(
  dictionaryPath: string,
  generalModelPath: string,
): { files(): Promise<ModelFiles>; release(): Promise<void> } {
  const key = `${dictionaryPath}\0${generalModelPath}`;
  const shared = openModels.get(key) ?? { users: 0 };
  shared.users += 1;
  openModels.set(key, shared);
  let released = false;
  return {
    async files() {
      shared.built ??= buildOpenModel(dictionaryPath, generalModelPath).catch((error: unknown) => {
        shared.built = undefined;
        throw error;
      });
      return (await shared.built).files;
    },
    async release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      openModels.delete(key);
      const built = await shared.built?.catch(() => undefined);
      if (built) await rm(built.folder, { recursive: true, force: true });
    },
  };
}
