import type { DossierListSection } from '../../../../shared/api/dossier.ts';
import type { Token } from '../nlp.ts';

/** The words of a change request as the correction readers see them. */

export type Place = DossierListSection | 'headline';

export interface Word {
  token: Token;
  /** Lower-case forms it may match: as written, its lemma, its hyphenated parts, each crudely stemmed. */
  forms: string[];
}

export interface Clause {
  words: Word[];
}

export interface SectionMention {
  place: Place;
  start: number;
  end: number;
  /** Said by a word that names a section only when it moves something already there ("Kiln space I have, not need"): never a place to add to. */
  weak: boolean;
  /** "not something I need", "I'm not offering": where things should not be. */
  negated: boolean;
}
