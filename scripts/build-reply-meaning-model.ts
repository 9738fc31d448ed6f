import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { replyExamples } from '../server/concierge/interview/understanding/reply-examples.ts';
import { trainReplyMeaningModel } from '../server/concierge/interview/understanding/reply-reader.ts';
import type { VectorModel } from '../server/concierge/interview/understanding/vector-classifier.ts';
import { createSentenceEncoder } from '../server/language/sentence-encoder.ts';

/**
 * `npx tsx scripts/build-reply-meaning-model.ts`: writes
 * `server/concierge/interview/understanding/reply-meaning-model.json`, the reply reader's model of
 * sentence vectors (decision 020), trained on every example in `reply-examples.ts`. Encoding the
 * examples takes a minute, so the weights (7 × 513 numbers a context) are committed and the server
 * reads them at start; the file holds the digest of the examples it was trained on, and
 * `reply-meaning-model.test.ts` fails when the examples changed without running this again.
 */

const encoder = createSentenceEncoder();
const texts = replyExamples.map((example) => example.text);
const vectors: Float32Array[] = [];
for (let start = 0; start < texts.length; start += 200) vectors.push(...(await encoder.encode(texts.slice(start, start + 200))));
const vectorOf = new Map(replyExamples.map((example, index) => [example, vectors[index] as Float32Array]));
const rounded = <Label extends string>(model: VectorModel<Label>) => ({
  labels: model.labels,
  weights: model.weights.map((row) => row.map((weight) => Number(weight.toPrecision(5)))),
});
const model = {
  examplesDigest: createHash('sha256').update(JSON.stringify(replyExamples)).digest('hex'),
  summary: rounded(trainReplyMeaningModel('summary', replyExamples, (example) => vectorOf.get(example) as Float32Array)),
  question: rounded(trainReplyMeaningModel('question', replyExamples, (example) => vectorOf.get(example) as Float32Array)),
};
const target = path.join(import.meta.dirname, '..', 'server', 'concierge', 'interview', 'understanding', 'reply-meaning-model.json');
writeFileSync(target, `${JSON.stringify(model)}\n`);
