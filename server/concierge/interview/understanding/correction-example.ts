/** A dossier as plain text, for correction examples: About is left out, since corrections never touch it here. */
export interface PlainDossier {
  headline: string;
  lookingFor: readonly string[];
  canOffer: readonly string[];
  topics: readonly string[];
}

/** A change request to a proposed dossier, and exactly what the dossier must be after it. */
export interface CorrectionExample {
  before: PlainDossier;
  request: string;
  after: PlainDossier;
}
