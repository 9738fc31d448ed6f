import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DossierDocument } from '../../shared/api/dossier.ts';

/**
 * Issue 26 asks for a sample of reasons read and rated by people who did not write them. This
 * writes one: reasons drawn at random (a fixed seed) from the top 3 of every list, each beside the two
 * dossiers it is about (what a rater needs to judge it, and nothing of the planted pairs, so the
 * rating is of the writing, not of the ranking).
 */
export interface ReasonForReaders {
  id: string;
  viewer: { name: string; dossier: ReadableDossier };
  prospect: { name: string; dossier: ReadableDossier };
  reason: string;
}

interface ReadableDossier {
  headline: string;
  lookingFor: string[];
  canOffer: string[];
  topics: string[];
}

interface WrittenReason {
  text: string;
  viewer: { name: string | null; document: DossierDocument };
  prospect: { name: string | null; document: DossierDocument };
}

const readable = (document: DossierDocument): ReadableDossier => ({
  headline: document.headline,
  lookingFor: document.lookingFor.map((item) => item.text),
  canOffer: document.canOffer.map((item) => item.text),
  topics: document.topics.map((item) => item.text),
});

/** A small deterministic generator (mulberry32), so the same round gives the same sample. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function writeReasonSample(file: string, written: readonly WrittenReason[], size: number): number {
  const random = seededRandom(26);
  const order = written.map((reason, index) => ({ reason, key: random(), index }));
  order.sort((a, b) => a.key - b.key);
  const sample: ReasonForReaders[] = order.slice(0, size).map(({ reason }, position) => ({
    id: `reason-${String(position + 1).padStart(3, '0')}`,
    viewer: { name: reason.viewer.name ?? 'Guest', dossier: readable(reason.viewer.document) },
    prospect: { name: reason.prospect.name ?? 'Guest', dossier: readable(reason.prospect.document) },
    reason: reason.text,
  }));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(sample, null, 2)}\n`);
  return sample.length;
}
