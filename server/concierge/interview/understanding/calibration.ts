/**
 * Temperature scaling (Guo et al. 2017): a classifier trained to the last example is too sure of
 * itself (0.9999 on wrong readings), so its probabilities are softened by one number, T, chosen
 * on examples it was not trained on so that their labels are as likely as can be. The ranking is
 * unchanged; only how sure it is moves, so a threshold like "ask when below 0.6" means what it
 * says. Pure.
 */

export interface Ranked<Label extends string> {
  label: Label;
  probability: number;
}

const smallest = 1e-12;

/** `ranking` with its probabilities raised to 1/T and normalised again: softmax(logits / T). */
export function withTemperature<Label extends string>(ranking: readonly Ranked<Label>[], temperature: number): Ranked<Label>[] {
  const powered = ranking.map((entry) => Math.exp(Math.log(Math.max(entry.probability, smallest)) / temperature));
  const sum = powered.reduce((total, value) => total + value, 0);
  return ranking.map((entry, index) => ({ label: entry.label, probability: (powered[index] as number) / sum }));
}

/** The mean negative log-likelihood of the true labels under temperature T. */
function lossAt<Label extends string>(
  readings: readonly { ranking: readonly Ranked<Label>[]; truth: Label }[],
  temperature: number,
): number {
  let loss = 0;
  for (const { ranking, truth } of readings) {
    const scaled = withTemperature(ranking, temperature);
    loss -= Math.log(Math.max(scaled.find((entry) => entry.label === truth)?.probability ?? 0, smallest));
  }
  return loss / Math.max(readings.length, 1);
}

/** The temperature that makes held-back readings' true labels most likely, searched on a log scale from 1 to 20. */
export function fittedTemperature<Label extends string>(readings: readonly { ranking: readonly Ranked<Label>[]; truth: Label }[]): number {
  let best = 1;
  let bestLoss = lossAt(readings, 1);
  for (let step = 1; step <= 60; step += 1) {
    const temperature = Math.exp((Math.log(20) * step) / 60);
    const loss = lossAt(readings, temperature);
    if (loss < bestLoss) {
      best = temperature;
      bestLoss = loss;
    }
  }
  return best;
}
