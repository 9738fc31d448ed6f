import { performance } from 'node:perf_hooks';
import { limits } from '../shared/limits.ts';
import { createSentenceEncoder } from '../server/language/sentence-encoder.ts';
import { analysedTexts } from '../server/matching/engine/dossier-analysis.ts';
import { createMatchingEngine } from '../server/matching/engine/matching-engine.ts';
import { syntheticEvent } from '../server/matching/engine/testing/synthetic-event.ts';
import { formatMs } from './bench-report.ts';

/**
 * The meaning of dossier items, apart from the ranking (`bench:matching`, BENCH_MEANING_SIZES):
 * the sentence encoder's cost per dossier (every item of a synthetic event's dossiers, on the
 * encoder's thread, nothing cached), then the engine's `rank()` given those vectors, item by item
 * (events up to `itemAttendeeLimit`: every need against every offer, read by rank). Encoding is
 * done once per item text and kept, so a recompute pays it only for new items.
 */
export async function meaningRun(size: number, seed: number): Promise<string> {
  const event = syntheticEvent({ seed, size, plantedPairs: Math.round(size / 8), ambushers: 0, popular: 0 });
  const texts = [...new Set(event.attendees.flatMap((attendee) => analysedTexts(attendee.document)))];
  const encoder = createSentenceEncoder({ cacheBytes: 2 * texts.length * 512 * 4 });
  await encoder.encode(['warming up the thread and loading the model']);
  const encodeStarted = performance.now();
  const vectors = await encoder.encode(texts);
  const encodeMs = performance.now() - encodeStarted;
  const byText = new Map(texts.map((text, at) => [text, vectors[at]!]));
  const input = {
    attendees: event.attendees,
    pastAnswers: [],
    excludedPairs: [],
    listSize: limits.prospectsPerEvent,
    meaningOf: (text: string) => byText.get(text) ?? null,
  };
  const cpu = process.cpuUsage();
  const rankStarted = performance.now();
  const lists = createMatchingEngine(input).rank();
  const rankMs = performance.now() - rankStarted;
  const rankCpu = process.cpuUsage(cpu);
  const inTop = event.plantedPairs.filter(([a, b]) => lists.get(a)?.some((prospect) => prospect.userId === b)).length;
  return (
    `  ${size} attendees, ${texts.length} item texts: encoding ${formatMs(encodeMs)} (${formatMs(encodeMs / size)} a dossier, ` +
    `${formatMs(encodeMs / texts.length)} an item); rank() given the vectors ${formatMs(rankMs)} ` +
    `(CPU ${formatMs((rankCpu.user + rankCpu.system) / 1000)}); planted partner listed ${inTop} of ${event.plantedPairs.length}`
  );
}
