import type { Ranked } from './calibration.ts';

/**
 * How much a reader of words counts beside the reading of the sentence vector: the words' reader
 * is trained to the last example and over-sure, so its log-probabilities are scaled down (0.35 was
 * best of 0.1–1 cross-validated on the reply examples, decision 020).
 */
const wordWeight = 0.35;
const smallest = 1e-12;

/**
 * Two readings of one text combined as a product of experts: each label's probability is
 * p(words)^wordWeight × p(meaning), normalised. A label one reader lacks counts as nearly
 * impossible for it. Pure.
 */
export function withMeaning<Label extends string>(words: readonly Ranked<Label>[], meaning: readonly Ranked<Label>[]): Ranked<Label>[] {
  const labels = [...new Set([...words, ...meaning].map((entry) => entry.label))];
  const probabilityIn = (ranking: readonly Ranked<Label>[], label: Label) =>
    Math.max(ranking.find((entry) => entry.label === label)?.probability ?? 0, smallest);
  const scores = labels.map((label) => wordWeight * Math.log(probabilityIn(words, label)) + Math.log(probabilityIn(meaning, label)));
  const max = Math.max(...scores);
  const powered = scores.map((score) => Math.exp(score - max));
  const sum = powered.reduce((total, value) => total + value, 0);
  return labels
    .map((label, index) => ({ label, probability: (powered[index] as number) / sum }))
    .sort((a, b) => b.probability - a.probability);
}
