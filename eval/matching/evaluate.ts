import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { z } from 'zod';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import { limits } from '../../shared/limits.ts';
import { createOfflineBrain, prepareOfflineBrain } from '../../server/concierge/offline-brain.ts';
import { dossierPartTexts } from '../../server/matching/ai/dossier-vectors.ts';
import {
  isStrongFit,
  type Attendee,
  type DossierVectors,
  type MatchingOutput,
  type ProspectFacets,
} from '../../server/matching/engine/engine-types.ts';
import { createMatchingEngine } from '../../server/matching/engine/matching-engine.ts';
import { reasonCiting } from '../../server/matching/engine/write-reason.ts';
import { createItemMeanings } from '../../server/matching/ai/item-meanings.ts';
import { createSentenceEncoder } from '../../server/language/sentence-encoder.ts';
import { createWordAlignment } from '../../server/matching/semantic/word-alignment.ts';
import { loadWordRelations } from '../../server/matching/semantic/word-relations.ts';
import { createWordVectorEmbeddings } from '../../server/matching/semantic/word-vector-embeddings.ts';
import { loadWordVectors } from '../../server/matching/semantic/word-vectors.ts';
import { interviewGuest } from '../guest-interview.ts';
import { chosenRound, ratio } from '../rounds.ts';
import { citesPlantedLink, whyTexts } from './planted-links.ts';
import { writeReasonSample } from './reason-sample.ts';

/**
 * `npm run eval:matching [-- round-N] [-- --misses] [-- --reasons-for-readers FILE]`: matching on people nobody here wrote, through
 * the real concierge and engine. Each event of a round (`eval/matching/README.md`) is interviewed
 * guest by guest by the built-in concierge, the dossiers it saves are ranked by the engine, and
 * the lists are scored against the pairs the writers planted: the partner in the top 3, mean
 * reciprocal rank (all pairs, and those whose need and offer share no word), empty lists, a
 * one-sided admirer above the true partner, and the reasons shown (length, links that rest on one
 * shared word, items that read as fragments, words in neither dossier). Scored once per round.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** Each item's meaning as the server reads it without an embeddings endpoint: the offline sentence encoder. */
const encoder = createSentenceEncoder();
const itemMeanings = createItemMeanings({ encoder, logger: pino({ level: 'silent' }) });
const subjects = ['identity', 'event_goals', 'looking_for', 'can_offer', 'topics'] as const;
const eventSchema = z.object({
  eventName: z.string(),
  guests: z.array(
    z.object({
      id: z.string(),
      guestName: z.string(),
      style: z.string().optional(),
      answers: z.partialRecord(z.enum(subjects), z.string()),
    }),
  ),
  pairs: z.array(z.object({ a: z.string(), b: z.string(), why: z.string(), sharesNoWord: z.boolean() })),
  admirers: z.array(z.object({ admirer: z.string(), admired: z.string(), why: z.string() })),
  loners: z.array(z.string()),
});
type EventFile = z.infer<typeof eventSchema>;

const showMisses = process.argv.includes('--misses');
/** `--reasons-for-readers FILE`: a sample of reasons with their two dossiers, for raters who did not write them. */
const readersFile = process.argv.includes('--reasons-for-readers')
  ? process.argv[process.argv.indexOf('--reasons-for-readers') + 1]
  : undefined;
const reasonsForReaders = 60;

/**
 * Each guest's saved dossier, through the built-in concierge; a guest it could not finish with has
 * none. The engine keeps dossier analyses by revision id across events (as the server does), and
 * guest ids repeat from event to event: the revision id names the event too.
 */
async function dossiersOf(event: EventFile): Promise<Attendee[]> {
  const brain = createOfflineBrain();
  const attendees: Attendee[] = [];
  for (const guest of event.guests) {
    const answers = Object.fromEntries(Object.entries(guest.answers).map(([subject, text]) => [subject, [text]]));
    const { revision } = await interviewGuest(brain, {
      guestName: guest.guestName,
      eventName: event.eventName,
      answers,
      confirmation: 'yes, that is right',
    });
    if (revision)
      attendees.push({
        userId: guest.id,
        name: guest.guestName,
        document: revision.document,
        revisionId: `${event.eventName}/${guest.id}`,
      });
  }
  return attendees;
}

/** Each dossier's semantic vectors as the server makes them on the embedded defaults: the same texts, the offline word vectors. */
async function vectorsOf(attendees: readonly Attendee[]): Promise<Map<string, DossierVectors>> {
  const embeddings = createWordVectorEmbeddings(loadWordVectors);
  const vectors = new Map<string, DossierVectors>();
  for (const attendee of attendees) {
    const texts = dossierPartTexts(attendee.document);
    const embed = async (text: string) => (text ? ((await embeddings.embed([text]))[0] ?? null) : null);
    vectors.set(attendee.userId, {
      lookingFor: await embed(texts.lookingFor),
      canOffer: await embed(texts.canOffer),
      about: await embed(texts.about),
    });
  }
  return vectors;
}

/** Where `userId` stands in `viewer`'s list, from 1; null when absent. */
function rankOf(lists: MatchingOutput, viewer: string, userId: string): number | null {
  const index = (lists.get(viewer) ?? []).findIndex((prospect) => prospect.userId === userId);
  return index < 0 ? null : index + 1;
}

const stopwords = new Set(
  `a an the and or but to of for in on at by with from as is are was were be been being it its this that these those you your
  yours they them their theirs he she his her we our us i me my both each other who whom what which would could can will also
  about into over than then there here so not no more most some any all just like looking offers offer wants want need needs
  cares care someone people says said say they're you're they've you've they'd you'd they'll you'll
  introduce introduces yourself themselves return related fields may work has common yet`.split(/\s+/),
);
const contentWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [])
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => word.length > 2 && !stopwords.has(word));

function dossierText(document: DossierDocument): string {
  return [document.headline, document.about, ...document.lookingFor, ...document.canOffer, ...document.topics]
    .map((entry) => (typeof entry === 'string' ? entry : entry.text))
    .join(' ');
}

const functionWordEnd =
  /\b(?:a|an|the|to|for|of|with|in|on|at|and|or|but|where|when|who|which|that|is|are|was|were|be|my|our|your|their|some|any|as|by|from|into|like|than|so|if|because)$/i;
const sensitive =
  /\b(?:age|aged|old|young|pregnan\w*|disab\w*|illness|cancer|diabet\w*|religio\w*|church|mosque|synagogue|muslim|christian|jewish|hindu|politic\w*|vote[sd]?|looks|pretty|handsome|weight)\b/i;

/**
 * What rests on one shared word and nothing else: no concept, one term, no shared topic beside it.
 * A need and an offer cited for their meaning, or met word by word in other words, share no word:
 * they rest on more than one.
 */
function restsOnOneWord(facets: ProspectFacets): string | null {
  const links = [...facets.forViewer, ...facets.forProspect];
  if (links.some((link) => link.concept !== null || link.sharedTerms.length !== 1)) return null;
  const terms = new Set([...links.flatMap((link) => link.sharedTerms), ...facets.sharedTopics.map(([mine]) => mine.text.toLowerCase())]);
  return terms.size === 1 ? [...terms][0]! : null;
}

interface Tally {
  directions: number;
  top3: number;
  reciprocal: number;
}
const emptyTally = (): Tally => ({ directions: 0, top3: 0, reciprocal: 0 });

async function scoreEvent(file: string, event: EventFile, totals: Record<'all' | 'noWord', Tally>) {
  const attendees = await dossiersOf(event);
  const byId = new Map(attendees.map((attendee) => [attendee.userId, attendee]));
  const vectors = await vectorsOf(attendees);
  const meanings = await itemMeanings.meaningsFor(attendees, new AbortController().signal);
  const meaningOf = (text: string) => meanings.get(text) ?? null;
  const alignment = createWordAlignment(loadWordVectors(), loadWordRelations());
  const input = { attendees, pastAnswers: [], excludedPairs: [], listSize: limits.prospectsPerEvent, vectors, meaningOf, alignment };
  const lists = createMatchingEngine(input).rank();
  const misses: string[] = [];
  for (const pair of event.pairs) {
    for (const [viewer, partner] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      const rank = rankOf(lists, viewer, partner);
      for (const tally of pair.sharesNoWord ? [totals.all, totals.noWord] : [totals.all]) {
        tally.directions += 1;
        if (rank !== null && rank <= 3) tally.top3 += 1;
        tally.reciprocal += rank === null ? 0 : 1 / rank;
      }
      if (rank === null || rank > 3) {
        const first = lists.get(viewer)?.[0];
        misses.push(
          `  ${file} ${viewer} → ${partner}: ${rank === null ? 'absent' : `rank ${rank}`}${pair.sharesNoWord ? ' (no shared word)' : ''}; first ${first?.userId ?? 'nobody'}\n    ${viewer}: ${byId.get(viewer) ? dossierText(byId.get(viewer)!.document) : '(no dossier)'}\n    ${partner}: ${byId.get(partner) ? dossierText(byId.get(partner)!.document) : '(no dossier)'}`,
        );
      }
    }
  }
  const empty = attendees.filter((attendee) => (lists.get(attendee.userId) ?? []).length === 0).map((attendee) => attendee.userId);
  const noStrongFit = attendees.filter((attendee) => !(lists.get(attendee.userId) ?? []).some((prospect) => isStrongFit(prospect.facets)));
  const partnerOf = new Map(event.pairs.flatMap((pair) => [[pair.a, pair.b] as const, [pair.b, pair.a] as const]));
  const admirersAbove = event.admirers.filter(({ admirer, admired }) => {
    const partner = partnerOf.get(admired);
    const admirerRank = rankOf(lists, admired, admirer);
    const partnerRank = partner ? rankOf(lists, admired, partner) : null;
    return admirerRank !== null && (partnerRank === null || admirerRank < partnerRank);
  });
  return {
    attendees,
    byId,
    lists,
    meaningOf,
    misses,
    empty,
    noStrongFit,
    admirersAbove,
    notInterviewed: event.guests.length - attendees.length,
  };
}

const round = chosenRound(here);
/**
 * `-- dev`: the development events the method is tuned on (server/matching/testing/dev-events/);
 * `-- dev-aside`: development events written with them but kept out of tuning, a check of
 * overfitting (server/matching/testing/dev-events-aside/). Neither is a held-out round.
 */
const development = ['dev', 'dev-aside'].find((name) => process.argv.includes(name));
const folder = development
  ? path.join(here, '..', '..', 'server', 'matching', 'testing', development === 'dev' ? 'dev-events' : 'dev-events-aside')
  : path.join(here, round);
prepareOfflineBrain();
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();
const totals = { all: emptyTally(), noWord: emptyTally() };
let empties = 0;
let withoutStrongFit = 0;
let admirerCount = 0;
let admirersAbove = 0;
let guests = 0;
let reasons = 0;
/** Planted pairs in a viewer's top 3, and those whose reason cites the planted need and offer (planted-links.ts). */
const plantedShown = { reasons: 0, citing: 0 };
const reasonProblems = {
  long: [] as string[],
  oneWord: [] as string[],
  fragment: [] as string[],
  unsaid: [] as string[],
  sensitive: [] as string[],
};
const allMisses: string[] = [];
const written: { file: string; text: string; viewer: Attendee; prospect: Attendee; facets: ProspectFacets }[] = [];
console.log(
  `eval:matching — ${{ dev: 'dev events (tuned on; not a held-out figure)', 'dev-aside': 'dev events kept out of tuning (not a held-out figure)' }[development ?? ''] ?? round} (the built-in concierge and the matching engine, offline)`,
);
for (const file of files) {
  const event = eventSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
  const scored = await scoreEvent(file, event, totals);
  guests += event.guests.length;
  empties += scored.empty.length;
  withoutStrongFit += scored.noStrongFit.length;
  admirerCount += event.admirers.length;
  admirersAbove += scored.admirersAbove.length;
  allMisses.push(...scored.misses);
  console.log(
    `  ${file}: ${event.guests.length} guests (${scored.notInterviewed} without a saved dossier), ${event.pairs.length} pairs, empty lists ${scored.empty.length}`,
  );
  // The reasons each guest reads first: those of their top 3.
  const planted = new Map(
    event.pairs.flatMap((pair) => [[`${pair.a}>${pair.b}`, pair.why] as const, [`${pair.b}>${pair.a}`, pair.why] as const]),
  );
  for (const [viewerId, prospects] of scored.lists) {
    for (const prospect of prospects.slice(0, 3)) {
      const viewer = scored.byId.get(viewerId)!;
      const other = scored.byId.get(prospect.userId)!;
      const { reason, cited } = reasonCiting(viewer, other, prospect.facets);
      written.push({ file, text: reason, viewer, prospect: other, facets: prospect.facets });
      const why = planted.get(`${viewerId}>${prospect.userId}`);
      if (why === undefined) continue;
      plantedShown.reasons += 1;
      const whyMeanings = await encoder.encode(whyTexts(why));
      if (citesPlantedLink({ viewer, partner: other, why }, cited, scored.meaningOf, whyMeanings)) plantedShown.citing += 1;
    }
  }
}
// The writer's own words (the frame around the quotes): those in the reasons of every event and in
// a twentieth of all reasons or more. A fact is of one event's guests; the frame is in all.
const frequency = new Map<string, { count: number; files: Set<string> }>();
for (const { file, text } of written) {
  for (const word of new Set(contentWords(text))) {
    const seen = frequency.get(word) ?? { count: 0, files: new Set<string>() };
    seen.count += 1;
    seen.files.add(file);
    frequency.set(word, seen);
  }
}
const templateWords = new Set(
  [...frequency].filter(([, seen]) => seen.count >= written.length / 20 && seen.files.size === files.length).map(([word]) => word),
);
for (const { file, text, viewer, prospect, facets } of written) {
  reasons += 1;
  const tag = `  ${file} ${viewer.userId} sees ${prospect.userId}: ${JSON.stringify(text)}`;
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
  if (text.length > 240 || sentences > 2) reasonProblems.long.push(tag);
  const word = restsOnOneWord(facets);
  if (word) reasonProblems.oneWord.push(`${tag} [only "${word}"]`);
  const items = [viewer, prospect].flatMap((attendee) =>
    [...attendee.document.lookingFor, ...attendee.document.canOffer, ...attendee.document.topics].map((entry) => entry.text),
  );
  if (items.some((item) => text.includes(item) && functionWordEnd.test(item.trim()))) reasonProblems.fragment.push(tag);
  const known = new Set([...contentWords(dossierText(viewer.document)), ...contentWords(dossierText(prospect.document))]);
  for (const name of [viewer.name, prospect.name]) for (const part of contentWords(name ?? '')) known.add(part);
  const unsaid = contentWords(text).filter((each) => !known.has(each) && !templateWords.has(each));
  if (unsaid.length > 0) reasonProblems.unsaid.push(`${tag} [${unsaid.join(', ')}]`);
  if (sensitive.test(text) && !sensitive.test(dossierText(viewer.document) + dossierText(prospect.document)))
    reasonProblems.sensitive.push(tag);
}
const mrr = (tally: Tally) => (tally.directions === 0 ? 'n/a' : (tally.reciprocal / tally.directions).toFixed(3));
console.log(`\nPlanted partner in the top 3: ${ratio(totals.all.top3, totals.all.directions)}   (goal ≥ 0.9)`);
console.log(`Mean reciprocal rank: ${mrr(totals.all)}   (goal ≥ 0.85)`);
console.log(
  `  pairs whose need and offer share no word: top 3 ${ratio(totals.noWord.top3, totals.noWord.directions)}, MRR ${mrr(totals.noWord)}   (goal ≥ 0.85)`,
);
console.log(`Empty lists: ${empties} of ${guests} guests   (goal 0)`);
console.log(`Lists told "no strong match" (no prospect fits both ways): ${withoutStrongFit} of ${guests}`);
console.log(`An admirer above the true partner: ${admirersAbove} of ${admirerCount}   (goal 0)`);
console.log(`Reasons read (the top 3 of each list): ${reasons}`);
console.log(
  `  of planted pairs in the top 3, citing the planted need and offer: ${ratio(plantedShown.citing, plantedShown.reasons)}   (goal 1)`,
);
for (const [name, found] of Object.entries(reasonProblems)) {
  const label = {
    long: 'over 240 characters or 2 sentences',
    oneWord: 'resting on one shared word alone',
    fragment: 'quoting an item that ends mid-phrase',
    unsaid: 'with words in neither dossier',
    sensitive: 'with a sensitive remark neither dossier makes',
  }[name];
  console.log(`  ${label}: ${found.length}   (goal 0)`);
  if (showMisses) console.log(found.slice(0, 12).join('\n'));
}
if (showMisses) console.log(`\nPlanted partners outside the top 3:\n${allMisses.join('\n')}`);
if (readersFile)
  console.log(`\n${writeReasonSample(readersFile, written, reasonsForReaders)} reasons for readers written to ${readersFile}`);
