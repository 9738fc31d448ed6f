/** What one clause of a guest's answer is about: the dossier section it belongs to, or none (small talk, filler, a reply to the concierge). */
export type StatementKind = 'identity' | 'goal' | 'lookingFor' | 'canOffer' | 'topics' | 'none';

export interface StatementExample {
  text: string;
  kind: StatementKind;
}
