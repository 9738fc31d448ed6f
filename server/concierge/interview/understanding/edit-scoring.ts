import type { DossierListSection } from '../../../../shared/api/dossier.ts';
import type { ClauseOperation } from './clause-kind.ts';
import type { Entry } from './correction-reading.ts';
import { cutsAcrossQuote, sectionsSaid, type ClauseView } from './request-clauses.ts';

/**
 * How well a set of edits explains a change request, as a whole. Each edit is explained by the
 * clause that supports it best: how likely that clause asks its operation (the clause reader), how
 * well it names the item (words, position, quote, pointing back), whether it names the section the
 * edit sends things to, and how plainly it gives the new wording. A clause that asks something and
 * explains no edit counts against the set, an edit that no clause supports counts against it, and
 * so does an edit that the next clause takes back ("no wait, ignore that"). Pure.
 */

export type Edit =
  | { kind: 'remove'; entry: Entry }
  /** `as`: a new wording given with the move ("put it under offers as 'pruning workshops'"). */
  | { kind: 'move'; entry: Entry; to: DossierListSection; as?: string }
  | { kind: 'reword'; entry: Entry; to: string }
  | { kind: 'headline'; to: string }
  | { kind: 'add'; text: string; to: DossierListSection }
  /** An item put at a place in its own section (0 is the first). */
  | { kind: 'order'; entry: Entry; at: number };

/** The weights of the score, chosen by a grid over the development requests tuned on (docs/decisions/013-concierge-understanding.md). */
const weights = {
  /** Per unit of log-support of an edit. */
  support: 1,
  /** What an edit earns for being done at all: an edit whose support is above e^-bonus is worth doing. */
  bonus: 1.2,
  /** Per clause that asks something and explains no edit, times how likely it asks something. */
  unexplained: 1,
  /** For the reading of the rules over the clause (`corrections.ts`), which knows shapes the general score does not. */
  rules: 1,
  /** The least support of an edit the rules propose: they name items in ways the general score does not see ("only keep X"). */
  rulesFloor: 0.7,
  /** Per new wording given in quotes that no edit writes ("… as 'pruning workshops'" done as a plain move). */
  unusedQuote: 1,
};

const floor = 1e-3;
/** Below this support an edit does not explain a clause. */
export const explains = 0.1;

function likelihood(view: ClauseView, operation: ClauseOperation): number {
  return view.reading.likelihood[operation] ?? 0;
}

/** How likely the clause asks for the edit's kind of operation; a move said as "put X in topics" is read as an addition too. */
function operationFit(view: ClauseView, edit: Edit): number {
  switch (edit.kind) {
    case 'remove':
      return likelihood(view, 'remove');
    case 'move':
      return Math.min(1, likelihood(view, 'move') + 0.5 * likelihood(view, 'add'));
    case 'reword':
      return Math.min(1, likelihood(view, 'reword') + 0.3 * likelihood(view, 'headline'));
    case 'headline':
      return Math.min(1, likelihood(view, 'headline') + 0.5 * likelihood(view, 'reword'));
    case 'add':
      // "actually put it under topics", "no, make that Y": whatever a clause that revises a new item asks, it asks of that item.
      if (view.revises.length > 0) return asks(view);
      return Math.min(1, likelihood(view, 'add') + 0.3 * likelihood(view, 'move'));
    case 'order':
      return 1;
  }
}

/**
 * Whether the clause sends things to `section`: as its target, named, named by the clause next to
 * it ("I can introduce them — move that one"), named nowhere, or another section is the target.
 */
function destinationFit(view: ClauseView, section: DossierListSection, addition = false): number {
  if (view.target === section) return 1;
  if (addition && view.target === null && view.revisedTarget === section) return 1;
  const said = sectionsSaid(view);
  if (said.includes(section)) return 0.7;
  if (said.length > 0) return 0.02;
  if (view.nearbyTargets.includes(section)) return 0.5;
  // "the CTO is hired. add 'a sales lead' instead": what stands in for an item goes where the item is.
  if (addition && [...view.naming].some(([entry, value]) => value >= 0.5 && entry.place === section)) return 0.5;
  // Named nowhere: where what the clause says belongs ("we search also a pastry chef"), as sure as the statement reader is.
  return view.stated?.section === section ? Math.max(0.1, 0.5 * view.stated.confidence) : 0.1;
}

/** A removal from where the item is: unless the clause sends things to another section, which is a move. */
function sourceFit(view: ClauseView, entry: Entry): number {
  const said = sectionsSaid(view);
  if (said.length === 0 || said.includes(entry.place)) return 1;
  return 0.4;
}

function wordingFit(view: ClauseView, text: string, headline: boolean): number {
  const found = view.wordings.find((wording) => wording.text === text && wording.headline === headline);
  return found?.strength ?? 0;
}

/** An addition of what is already an item ("seed swap i can organise" beside "seed swaps") is that item, not a new one. */
function novelty(view: ClauseView, text: string): number {
  const found = view.wordings.find((wording) => wording.text === text && !wording.headline);
  return 1 - (found?.existing ?? 0);
}

/** Supports already worked out, per clause and edit: the search asks again and again for the same edits, which it reuses. */
const supports = new WeakMap<ClauseView, WeakMap<Edit, number>>();

/** How well one clause supports one edit, 0–1. */
export function support(view: ClauseView, edit: Edit): number {
  let known = supports.get(view);
  if (!known) {
    known = new WeakMap();
    supports.set(view, known);
  }
  let value = known.get(edit);
  if (value === undefined) {
    value = supportOf(view, edit);
    known.set(edit, value);
  }
  return value;
}

/** How much a clause that places items in order ("could X go above Y?") still supports another kind of edit. */
const besideOrdering = 0.1;

function supportOf(view: ClauseView, edit: Edit): number {
  const operation = operationFit(view, edit) * (edit.kind !== 'order' && view.orderings.length > 0 ? besideOrdering : 1);
  switch (edit.kind) {
    case 'remove':
      return operation * (view.naming.get(edit.entry) ?? 0) * sourceFit(view, edit.entry);
    case 'move':
      return (
        operation *
        (view.naming.get(edit.entry) ?? 0) *
        destinationFit(view, edit.to) *
        (edit.as === undefined ? 1 : wordingFit(view, edit.as, false))
      );
    case 'reword':
      return operation * (view.naming.get(edit.entry) ?? 0) * wordingFit(view, edit.to, false);
    case 'headline': {
      // "I'm a fussy editor" may say who the guest is; "headline: …" says it is the headline.
      // So does a wording that says most of the old headline again, changed.
      const echoing = view.wordings.some((wording) => wording.headline && wording.text === edit.to && wording.echoesHeadline);
      const named = echoing || view.mentions.some((mention) => mention.place === 'headline') ? 1 : 0.3;
      return operation * named * wordingFit(view, edit.to, true);
    }
    case 'add':
      return operation * wordingFit(view, edit.text, false) * novelty(view, edit.text) * destinationFit(view, edit.to, true);
    case 'order':
      return view.orderings.some((ordering) => ordering.entry === edit.entry && ordering.at === edit.at) ? 1 : 0;
  }
}

/** How surely the clause after one takes it back: read as a retraction, or opening with one ("… - nah just drop the kayaking"). */
export function takenBackBy(next: ClauseView | undefined): number {
  if (!next) return 0;
  return Math.max(likelihood(next, 'retract'), next.takesBack ? 1 : 0);
}

/**
 * Whether the clause after an addition changes the guest's mind about it: it points back to the new
 * item and sends it to another section, or gives another wording in its place ("no, make that Y").
 */
function revisedAway(edit: Edit, next: ClauseView | undefined): boolean {
  if (edit.kind !== 'add' || !next?.revises.includes(edit.text)) return false;
  const elsewhere = next.target !== null && next.target !== edit.to;
  const replaced = next.wordings.some(
    (wording) => !wording.headline && !next.revises.includes(wording.text) && wording.strength >= 0.6 && wording.existing < 0.5,
  );
  return elsewhere || replaced;
}

/** How likely a clause asks for something: neither a remark nor a taking back. */
const asks = (view: ClauseView) => 1 - likelihood(view, 'comment') - likelihood(view, 'retract');

/** The texts an edit writes into the dossier. */
function writtenBy(edit: Edit): string {
  if (edit.kind === 'move') return edit.as ?? '';
  if (edit.kind === 'remove' || edit.kind === 'order') return '';
  return 'text' in edit ? edit.text : edit.to;
}

/** A new wording given in quotes that no edit writes is part of the request left undone. */
function unusedQuotes(edits: readonly Edit[], views: readonly ClauseView[]): number {
  const written = edits.map((edit) => writtenBy(edit).toLowerCase());
  return views.reduce((count, view, index) => {
    if (takenBackBy(views[index + 1]) >= 0.5) return count;
    return count + view.newQuotes.filter((quote) => !written.some((text) => text.includes(quote.toLowerCase()))).length;
  }, 0);
}

/** The score of a set of edits against the request's clauses, higher is better. */
export function scoreEdits(edits: readonly Edit[], views: readonly ClauseView[], fromRules: boolean): number {
  const explained = new Set<number>();
  // The rules do not read a change of mind about a new item ("add X, no, make that Y"): their doing nothing then knows nothing.
  const rulesKnow = edits.length > 0 || !views.some((view) => view.revises.length > 0);
  let score = fromRules && rulesKnow ? weights.rules : 0;
  for (const edit of edits) {
    let best = 0;
    let at = -1;
    views.forEach((view, index) => {
      const value = support(view, edit);
      if (value > best) {
        best = value;
        at = index;
      }
    });
    // "… no wait, ignore that": what the next clause takes back is not asked.
    const next = views[at + 1];
    const takenBack = at >= 0 ? Math.max(takenBackBy(next), revisedAway(edit, next) ? 1 : 0) : 0;
    // The rules know shapes the general score does not see ("only keep X"), but an addition of what
    // is already an item ("toss out transport engineers" beside "transport engineers") is not one.
    // Nor is a new wording cut across a quote, nor an edit of an item the request says stays ("only keep X").
    const floored =
      fromRules &&
      (edit.kind !== 'add' || views.every((view) => novelty(view, edit.text) >= 0.5)) &&
      (edit.kind !== 'reword' || !cutsAcrossQuote(edit.to)) &&
      !('entry' in edit && views.some((view) => view.kept.has(edit.entry)));
    const value = Math.max(best, floored ? weights.rulesFloor : 0) * (1 - takenBack);
    score += weights.support * Math.log(Math.max(value, floor)) + weights.bonus;
    if (floored && at >= 0) explained.add(at);
    // A clause is explained by any edit it supports, not only by those it supports best; an
    // addition is also explained by the clause after it that says again where it goes or what instead.
    views.forEach((view, index) => {
      if (support(view, edit) >= explains) {
        explained.add(index);
        if (view.revises.length > 0 && edit.kind === 'add') explained.add(index - 1);
      }
    });
  }
  views.forEach((view, index) => {
    if (explained.has(index)) return;
    score -= weights.unexplained * Math.max(0, asks(view)) * (1 - takenBackBy(views[index + 1]));
  });
  score -= weights.unusedQuote * unusedQuotes(edits, views);
  return score;
}
