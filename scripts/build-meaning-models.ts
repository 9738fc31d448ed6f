import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { replyExamples } from '../server/concierge/interview/understanding/reply-examples.ts';
import { trainReplyMeaningModel } from '../server/concierge/interview/understanding/reply-reader.ts';
import { statementExamples } from '../server/concierge/interview/understanding/statement-examples.ts';
import { trainStatementMeaningModel } from '../server/concierge/interview/understanding/statement-reader.ts';
import type { VectorModel } from '../server/concierge/interview/understanding/vector-classifier.ts';
import { createSentenceEncoder } from '../server/language/sentence-encoder.ts';

/**
 * `npx tsx scripts/build-meaning-models.ts`: writes the concierge readers' models of sentence
 * vectors (decision 020) to `server/concierge/interview/understanding/`: `reply-meaning-model.json`
 * from `reply-examples.ts` and `statement-meaning-model.json` from `statement-examples.ts`.
 * Encoding the examples takes minutes, so the weights (7 × 513 numbers a model) are committed and
 * the server reads them at start; each file holds the digest of the examples it was trained on,
 * and the readers' tests fail when the examples changed without running this again.
 */

const encoder = createSentenceEncoder();
const folder = path.join(import.meta.dirname, '..', 'server', 'concierge', 'interview', 'understanding');
const digestOf = (examples: readonly unknown[]) => createHash('sha256').update(JSON.stringify(examples)).digest('hex');
const rounded = <Label extends string>(model: VectorModel<Label>) => ({
  labels: model.labels,
  weights: model.weights.map((row) => row.map((weight) => Number(weight.toPrecision(5)))),
});

async function vectorsOf<Example extends { text: string }>(examples: readonly Example[]): Promise<(example: Example) => Float32Array> {
  const texts = examples.map((example) => example.text);
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += 200) vectors.push(...(await encoder.encode(texts.slice(start, start + 200))));
  const byExample = new Map(examples.map((example, index) => [example, vectors[index] as Float32Array]));
  return (example) => byExample.get(example) as Float32Array;
}

const replyVectorOf = await vectorsOf(replyExamples);
const replyModel = {
  examplesDigest: digestOf(replyExamples),
  summary: rounded(trainReplyMeaningModel('summary', replyExamples, replyVectorOf)),
  question: rounded(trainReplyMeaningModel('question', replyExamples, replyVectorOf)),
};
writeFileSync(path.join(folder, 'reply-meaning-model.json'), `${JSON.stringify(replyModel)}\n`);

const statementModel = {
  examplesDigest: digestOf(statementExamples),
  ...rounded(trainStatementMeaningModel(statementExamples, await vectorsOf(statementExamples))),
};
writeFileSync(path.join(folder, 'statement-meaning-model.json'), `${JSON.stringify(statementModel)}\n`);
