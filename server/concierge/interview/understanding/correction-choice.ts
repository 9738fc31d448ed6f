import { dossierListSections, type DossierDocument } from '../../../../shared/api/dossier.ts';
import { Correcting, type Correction } from './correcting.ts';
import { entriesOf, type Entry } from './correction-reading.ts';
import { correctionsByRules, type CorrectionResult } from './corrections.ts';
import { explains, scoreEdits, support, takenBackBy, type Edit } from './edit-scoring.ts';
import { remembered } from './remembered.ts';
import { requestClauses, type ClauseView } from './request-clauses.ts';
import { withEnglishCommands } from './request-language.ts';

/**
 * A change request read as a choice among candidate edits of the dossier shown, scored as a whole
 * (`edit-scoring.ts`): for each clause, what it could ask (each item it may name kept, removed,
 * moved to each other section, or reworded with a wording it gives; the headline replaced; a
 * phrase of it added to a section), combined over the clauses, and the reading of the rules
 * (`corrections.ts`) as one more candidate. The best is done; when the runner-up, which would
 * leave another dossier, is close behind, the result says so, and the concierge says what it did
 * and what else the guest may have meant. Pure.
 */

export interface ChosenCorrection extends CorrectionResult {
  /** How far the chosen reading is ahead of the best one that would leave another dossier (∞ when none). */
  margin: number;
  /** What the runner-up would have done, when it is close behind. */
  alternative: Correction[] | null;
}

/** Ahead by less than this, the choice is not clear: the concierge says what else it may mean. */
const clearMargin = 1;
const beamWidth = 16;
const actionsPerClause = 12;

interface Candidate {
  edits: Edit[];
  local: number;
}

/** An item set a clause may name: its best-named item, every item it names well, and those named by position or section. */
function itemSets(view: ClauseView): Entry[][] {
  const ranked = [...view.naming].filter(([, value]) => value >= 0.3).sort((a, b) => b[1] - a[1]);
  const sets: Entry[][] = [];
  if (ranked[0]) sets.push([ranked[0][0]]);
  const well = ranked.filter(([, value]) => value >= 0.5).map(([entry]) => entry);
  if (well.length > 1) sets.push(well);
  const surely = ranked.filter(([, value]) => value >= 0.9).map(([entry]) => entry);
  if (surely.length > 1 && surely.length !== well.length) sets.push(surely);
  return sets;
}

/** "Pruning should be something I offer, as 'pruning workshops'": an item moved, with a new wording the clause gives. */
function movesWithWording(view: ClauseView, entry: Entry): Edit[][] {
  const wordings = view.wordings.filter((wording) => !wording.headline && wording.text.toLowerCase() !== entry.text.toLowerCase());
  return dossierListSections
    .filter((to) => to !== entry.place)
    .flatMap((to) => wordings.map((wording): Edit[] => [{ kind: 'move', entry, to, as: wording.text }]));
}

/** The edits one clause could be asking for, each a small set. */
function actionsOf(view: ClauseView): Edit[][] {
  const actions: Edit[][] = [];
  for (const entries of itemSets(view)) {
    actions.push(entries.map((entry) => ({ kind: 'remove', entry })));
    for (const to of dossierListSections) {
      const moving = entries.filter((entry) => entry.place !== to);
      if (moving.length > 0) actions.push(moving.map((entry) => ({ kind: 'move', entry, to })));
    }
    const [only] = entries;
    if (entries.length === 1 && only) {
      for (const wording of view.wordings)
        if (!wording.headline && wording.text.toLowerCase() !== only.text.toLowerCase())
          actions.push([{ kind: 'reword', entry: only, to: wording.text }]);
      actions.push(...movesWithWording(view, only));
    }
  }
  if (view.orderings.length > 0) actions.push(view.orderings.map(({ entry, at }) => ({ kind: 'order' as const, entry, at })));
  for (const wording of view.wordings) {
    if (wording.headline) actions.push([{ kind: 'headline', to: wording.text }]);
    else for (const to of dossierListSections) actions.push([{ kind: 'add', text: wording.text, to }]);
  }
  const worth = (edits: readonly Edit[]) =>
    edits.reduce((sum, edit) => sum + Math.log(Math.max(support(view, edit), 1e-3)), 0) / edits.length;
  return actions
    .filter((edits) => edits.every((edit) => support(view, edit) >= explains / 2))
    .sort((a, b) => worth(b) - worth(a))
    .slice(0, actionsPerClause);
}

const describeEdit = (edit: Edit) =>
  `${edit.kind}|${'entry' in edit ? edit.entry.text : ''}|${'to' in edit ? edit.to : ''}|${'text' in edit ? edit.text : ''}|${edit.kind === 'move' ? (edit.as ?? '') : ''}|${edit.kind === 'order' ? edit.at : ''}`;

const sameEntry = (a: Edit, b: Edit) => 'entry' in a && 'entry' in b && a.entry === b.entry;

/** A rewording after a move of the same item words it where it went ("move X to offers, and call it 'Y'"): both stand. */
const rewordsMoved = (earlier: Edit, later: Edit) => earlier.kind === 'move' && earlier.as === undefined && later.kind === 'reword';

/** Placing an item in order ("… and put it first") goes with a rewording or a move of it; an item placed is not removed. */
const placesOnly = (earlier: Edit, later: Edit) =>
  (earlier.kind === 'order' || later.kind === 'order') && earlier.kind !== 'remove' && later.kind !== 'remove';

/**
 * The edits of clauses in order: a later edit of the same item takes the place of an earlier one,
 * unless it words a moved item or places it; an addition of a clause that points back to new items
 * of the one before (`revises`) takes the place of theirs.
 */
function composed(earlier: readonly Edit[], later: readonly Edit[], revises: readonly string[] = []): Edit[] {
  const revising = revises.length > 0 && later.some((own) => own.kind === 'add');
  const kept = earlier.filter(
    (edit) =>
      !(revising && edit.kind === 'add' && revises.includes(edit.text)) &&
      !later.some(
        (own) =>
          (sameEntry(edit, own) && !rewordsMoved(edit, own) && !placesOnly(edit, own)) ||
          (edit.kind === 'headline' && own.kind === 'headline'),
      ),
  );
  return [...kept, ...later];
}

/** Candidate edit sets over the clauses: a beam over each clause's actions (or none). */
function candidates(views: readonly ClauseView[]): Edit[][] {
  let beam: Candidate[] = [{ edits: [], local: 0 }];
  for (const view of views) {
    const actions = [[], ...actionsOf(view)];
    const next: Candidate[] = [];
    for (const candidate of beam) {
      for (const action of actions) {
        const edits = composed(candidate.edits, action, view.revises);
        next.push({ edits, local: scoreEdits(edits, views.slice(0, views.indexOf(view) + 1), false) });
      }
    }
    const seen = new Set<string>();
    beam = next
      .sort((a, b) => b.local - a.local)
      .filter((candidate) => {
        const key = candidate.edits.map(describeEdit).sort().join(';');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, beamWidth);
  }
  return beam.map((candidate) => candidate.edits);
}

/** The rules' corrections as edits of the items they name. */
function editsOf(done: readonly Correction[], entries: readonly Entry[]): Edit[] {
  const edits: Edit[] = [];
  const find = (text: string, place: string) => entries.find((entry) => entry.text === text && entry.place === place);
  for (const correction of done) {
    if (correction.kind === 'headline') edits.push({ kind: 'headline', to: correction.to });
    else if (correction.kind === 'add') edits.push({ kind: 'add', text: correction.item, to: correction.to });
    else if (correction.kind === 'reword' && correction.section === 'headline') edits.push({ kind: 'headline', to: correction.to });
    else if (correction.kind === 'reword') {
      const entry = find(correction.item, correction.section);
      if (entry) edits.push({ kind: 'reword', entry, to: correction.to });
      // A moved item given a new wording (`corrections.ts` rewrites it where it went): one move, with its wording.
      const moved = edits.find((edit) => edit.kind === 'move' && edit.entry.text === correction.item && edit.to === correction.section);
      if (!entry && moved?.kind === 'move') moved.as = correction.to;
    } else if (correction.kind === 'move' || (correction.kind === 'remove' && correction.from !== 'about')) {
      const entry = find(correction.item, correction.from);
      if (entry) edits.push(correction.kind === 'move' ? { kind: 'move', entry, to: correction.to } : { kind: 'remove', entry });
    }
  }
  return edits;
}

/** The dossier after `edits`, and what was done, in the words of the summary. */
function applied(base: DossierDocument, edits: readonly Edit[], messageId: string): { document: DossierDocument; done: Correction[] } {
  const correcting = new Correcting(base, messageId);
  const movedTo = new Map<Entry, Entry['place']>();
  const reworded = new Map<Entry, string>();
  for (const edit of edits) {
    if (edit.kind === 'remove') correcting.remove([edit.entry]);
    else if (edit.kind === 'move') {
      correcting.move([edit.entry], edit.to);
      movedTo.set(edit.entry, edit.to);
      if (edit.as !== undefined) correcting.rewrite({ ...edit.entry, place: edit.to }, edit.as);
    } else if (edit.kind === 'reword') {
      correcting.rewrite({ ...edit.entry, place: movedTo.get(edit.entry) ?? edit.entry.place }, edit.to);
      reworded.set(edit.entry, edit.to);
    } else if (edit.kind === 'order') correcting.order({ ...edit.entry, text: reworded.get(edit.entry) ?? edit.entry.text }, edit.at);
    else if (edit.kind === 'headline') correcting.setHeadline(edit.to);
    else correcting.add([{ text: edit.text, terms: [] }], edit.to);
  }
  return { document: correcting.document(), done: correcting.done };
}

const fingerprint = (document: DossierDocument) =>
  JSON.stringify([document.headline, ...dossierListSections.map((section) => document[section].map((item) => item.text).sort())]);

/** The readings of the newest requests: a turn asks whether a reply names a change, then makes it, from the same words. */
const readings = remembered((key: string) => {
  const { base, request, messageId } = JSON.parse(key) as { base: DossierDocument; request: string; messageId: string };
  return chosen(base, request, messageId);
}, 32);

/** Reads a change request against the dossier it changes and does what the best reading asks. */
export function applyCorrections(base: DossierDocument, request: string, messageId: string): ChosenCorrection {
  return readings(JSON.stringify({ base, request, messageId }));
}

function chosen(base: DossierDocument, said: string, messageId: string): ChosenCorrection {
  const request = withEnglishCommands(said);
  const rules = correctionsByRules(base, request, messageId);
  const entries = entriesOf(base);
  const proposed = rules.corrections.flatMap((done) =>
    done.kind === 'reword' || done.kind === 'headline' ? [done.to] : done.kind === 'add' ? [done.item] : [],
  );
  const views = requestClauses(request, entries, base.headline, proposed);
  const scored = [
    { edits: editsOf(rules.corrections, entries), rules: true },
    ...candidates(views).map((edits) => ({ edits, rules: false })),
  ]
    .map((candidate) => ({ ...candidate, score: scoreEdits(candidate.edits, views, candidate.rules) }))
    .sort((a, b) => b.score - a.score);
  const best = scored[0] as (typeof scored)[number];
  const outcome = best.rules ? { document: rules.document, done: rules.corrections } : applied(base, best.edits, messageId);
  const shown = fingerprint(outcome.document);
  // The runner-up is a reading the request supports, edit by edit, that would leave another dossier.
  const supported = (edits: readonly Edit[]) => edits.every((edit) => views.some((view) => support(view, edit) >= explains));
  const runnerUp = scored.find((candidate) => {
    const other = candidate.rules ? rules.document : applied(base, candidate.edits, messageId).document;
    return fingerprint(other) !== shown && supported(candidate.edits);
  });
  const margin = runnerUp ? best.score - runnerUp.score : Number.POSITIVE_INFINITY;
  const alternative =
    runnerUp && margin < clearMargin ? (runnerUp.rules ? rules.corrections : applied(base, runnerUp.edits, messageId).done) : null;
  const rest = best.rules ? rules.rest : views.filter((_, index) => !explainedBy(best.edits, views, index)).map((view) => view.text);
  return { document: outcome.document, corrections: outcome.done, rest, margin, alternative };
}

/** Whether a clause is accounted for: it asks nothing, the next clause takes it back, or an edit does what it asks. */
function explainedBy(edits: readonly Edit[], views: readonly ClauseView[], index: number): boolean {
  const view = views[index] as ClauseView;
  const asks = 1 - view.reading.likelihood.comment - view.reading.likelihood.retract;
  const takenBack = takenBackBy(views[index + 1]) >= 0.5;
  return asks < 0.5 || takenBack || edits.some((edit) => support(view, edit) >= explains);
}
