import { dossierListSections, type DossierDocument, type DossierItem, type DossierListSection } from '../../../../shared/api/dossier.ts';
import { limits } from '../../../../shared/limits.ts';
import { analyse, textOf } from '../nlp.ts';
import type { Phrase } from '../phrases.ts';
import { formsOf, type Entry } from './correction-reading.ts';
import { composeHeadline, headlineParts, placeReplaced } from './headline-rewrite.ts';
import { containsWords, replaceWords } from './rewording.ts';

/** One thing a correction did to the dossier, for the reply that says so and the card that shows it. */
export type Correction =
  | { kind: 'move'; item: string; from: DossierListSection; to: DossierListSection }
  | { kind: 'remove'; item: string; from: DossierListSection | 'about' }
  | { kind: 'add'; item: string; to: DossierListSection }
  | { kind: 'reword'; item: string; to: string; section: DossierListSection | 'headline' }
  | { kind: 'headline'; to: string }
  | { kind: 'order'; item: string; section: DossierListSection; at: number };

/** A sentence of About that says what `entry` says: taken back with it ("We're hiring two firmware engineers."). */
function sentencesSaying(about: string, entry: Entry): string[] {
  if (!about || entry.words.length === 0) return [];
  return analyse(about)
    .map((sentence) => ({ text: textOf(sentence), words: sentence.map(formsOf) }))
    .filter(({ words }) => entry.words.every((forms) => words.some((own) => own.some((form) => forms.includes(form)))))
    .map(({ text }) => text);
}

/** "knee replacement replacement" → "knee replacement": a rewording that already held the words after it. */
function withoutRepeats(text: string): string {
  return text.replace(/\b([\p{L}\p{N}-]+)(\s+\1\b)+/giu, '$1');
}

/** The dossier being corrected, and what was done to it. */
export class Correcting {
  headline: string;
  about: string;
  readonly lists: Record<DossierListSection, DossierItem[]>;
  readonly done: Correction[] = [];
  /** Items this request took out, by text: a later "put it in offer" moves them instead. */
  private readonly removed = new Map<string, { item: DossierItem; from: DossierListSection }>();

  constructor(
    base: DossierDocument,
    private readonly messageId: string,
  ) {
    this.headline = base.headline;
    this.about = base.about;
    this.lists = {
      lookingFor: base.lookingFor.map((item) => ({ ...item })),
      canOffer: base.canOffer.map((item) => ({ ...item })),
      topics: base.topics.map((item) => ({ ...item })),
    };
  }

  document(): DossierDocument {
    return { headline: this.headline, about: this.about, ...this.lists };
  }

  private cited(item: DossierItem): DossierItem {
    const sources = item.sourceMessageIds;
    if (sources.includes(this.messageId) || sources.length >= limits.dossierItemMaxSources) return item;
    return { ...item, sourceMessageIds: [...sources, this.messageId] };
  }

  move(entries: readonly Entry[], to: DossierListSection): void {
    for (const entry of entries) {
      const item = this.lists[entry.place].find((own) => own.text === entry.text);
      if (!item || entry.place === to || this.lists[to].length >= limits.dossierItemsPerSection) continue;
      this.lists[entry.place] = this.lists[entry.place].filter((own) => own !== item);
      this.lists[to].push(this.cited(item));
      this.done.push({ kind: 'move', item: item.text, from: entry.place, to });
    }
  }

  /** "My needs and my offers are back to front": every item of each section goes to the other. */
  swapSections(first: DossierListSection, second: DossierListSection): void {
    const [firstItems, secondItems] = [this.lists[first], this.lists[second]];
    this.lists[first] = secondItems.map((item) => this.cited(item));
    this.lists[second] = firstItems.map((item) => this.cited(item));
    for (const item of firstItems) this.done.push({ kind: 'move', item: item.text, from: first, to: second });
    for (const item of secondItems) this.done.push({ kind: 'move', item: item.text, from: second, to: first });
  }

  remove(entries: readonly Entry[]): void {
    for (const entry of entries) {
      const item = this.lists[entry.place].find((own) => own.text === entry.text);
      if (!item) continue;
      this.removed.set(entry.text, { item, from: entry.place });
      this.lists[entry.place] = this.lists[entry.place].filter((own) => own.text !== entry.text);
      this.done.push({ kind: 'remove', item: entry.text, from: entry.place });
      for (const sentence of sentencesSaying(this.about, entry)) {
        this.about = this.about
          .replace(sentence, '')
          .replace(/\s{2,}/g, ' ')
          .trim();
        this.done.push({ kind: 'remove', item: sentence, from: 'about' });
      }
    }
  }

  /** "take X out of topics and put it in offers": an item this request took out, sent elsewhere, is moved there instead. */
  moveRemoved(text: string, to: DossierListSection): boolean {
    const removed = this.removed.get(text);
    if (!removed || removed.from === to || this.lists[to].length >= limits.dossierItemsPerSection) return false;
    const at = this.done.findIndex((done) => done.kind === 'remove' && done.item === text && done.from === removed.from);
    if (at >= 0) this.done.splice(at, 1);
    this.lists[to].push(this.cited(removed.item));
    this.done.push({ kind: 'move', item: text, from: removed.from, to });
    this.removed.delete(text);
    return true;
  }

  /** `at`: where the first of them goes ("add X as the second item"); else the end. */
  add(phrases: readonly Phrase[], to: DossierListSection, at: number | 'back' = 'back'): void {
    for (const phrase of phrases) {
      const list = this.lists[to];
      if (list.some((own) => own.text.toLowerCase() === phrase.text.toLowerCase()) || list.length >= limits.dossierItemsPerSection)
        continue;
      const item = { text: phrase.text, sourceMessageIds: [this.messageId] };
      const place = at === 'back' ? list.length : Math.min(at + phrases.indexOf(phrase), list.length);
      list.splice(place, 0, item);
      this.done.push({ kind: 'add', item: phrase.text, to });
    }
  }

  reword(from: string, to: string, identity: boolean): boolean {
    const before = this.done.length;
    // "I'm a nurse practitioner, not a nurse" is about who the guest is: the headline's role first, keeping
    // where it is done ("Nurse at St Thomas'", "Primary teacher, Oakfield School" keep theirs; `headline-rewrite.ts`).
    if (identity && containsWords(this.headline, from)) {
      const rest = this.headline.replace(new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '').trim();
      const ofRole = containsWords(headlineParts(this.headline).role, from);
      const kept = ofRole
        ? composeHeadline(to, this.headline, to)
        : rest.startsWith(',') || containsWords(headlineParts(this.headline).rest, from)
          ? placeReplaced(this.headline, from, to)
          : to;
      const text = kept.charAt(0).toUpperCase() + kept.slice(1);
      this.done.push({ kind: 'reword', item: this.headline, to: text, section: 'headline' });
      this.headline = text.slice(0, limits.dossierHeadlineMaxLength);
      return true;
    }
    // "perry => pear cider" beside a topic "perry" and an offer "perry tastings": the item said whole is the one meant.
    const saidWhole = dossierListSections.some((section) =>
      this.lists[section].some((item) => item.text.toLowerCase() === from.toLowerCase()),
    );
    for (const section of dossierListSections) {
      this.lists[section] = this.lists[section].map((item) => {
        if (!containsWords(item.text, from) || (saidWhole && item.text.toLowerCase() !== from.toLowerCase())) return item;
        const whole = item.text.toLowerCase() === from.toLowerCase();
        const text = (whole ? to : withoutRepeats(replaceWords(item.text, from, to))).slice(0, limits.dossierItemMaxLength);
        this.done.push({ kind: 'reword', item: item.text, to: text, section });
        return this.cited({ ...item, text });
      });
    }
    if (this.done.length === before && containsWords(this.headline, from)) {
      const text = replaceWords(this.headline, from, to);
      this.done.push({ kind: 'reword', item: this.headline, to: text, section: 'headline' });
      this.headline = text.slice(0, limits.dossierHeadlineMaxLength);
    }
    return this.done.length > before;
  }

  /** An item given a new wording whole ("bespoke lighting should be called 'hand-blown pendant lights'"). */
  rewrite(entry: Entry, to: string): void {
    const list = this.lists[entry.place];
    const at = list.findIndex((own) => own.text === entry.text);
    const item = list[at];
    if (!item || item.text === to) return;
    list[at] = this.cited({ ...item, text: to.slice(0, limits.dossierItemMaxLength) });
    this.done.push({ kind: 'reword', item: item.text, to, section: entry.place });
  }

  /** "sourdough should be first in topics": an item put at a place in its own section. */
  order(entry: Entry, at: number): void {
    const list = this.lists[entry.place];
    const from = list.findIndex((own) => own.text === entry.text);
    const item = list[from];
    if (!item || from === at) return;
    list.splice(from, 1);
    list.splice(Math.min(at, list.length), 0, item);
    this.done.push({ kind: 'order', item: item.text, section: entry.place, at });
  }

  /** "take Whitlock Capital out of the headline", "drop the company name from the headline". */
  trimHeadline(clause: string): boolean {
    // A dash splits the headline only between words ("Founder – Acme"), never inside one ("E-commerce").
    const parts = this.headline.split(/\s*(?:,|\bat\b|@|\|)\s*|\s+[-–—]\s+|\s*[–—]\s*/i).filter(Boolean);
    if (parts.length < 2) return false;
    const lower = clause.toLowerCase();
    const named = parts.slice(1).filter((part) => lower.includes(part.toLowerCase()));
    const organisation =
      /\b(?:company|employer|firm|gym|studio|school|shop|business|org|organisation|organization)(?:'s)?\s+name\b|\bname\b/.test(lower);
    const kept = named.length > 0 ? parts.filter((part) => !named.includes(part)) : organisation ? parts.slice(0, 1) : parts;
    if (kept.length === parts.length) return false;
    this.setHeadline(kept.join(', '));
    return true;
  }

  setHeadline(text: string): void {
    this.headline = text;
    this.done.push({ kind: 'headline', to: text });
  }
}
