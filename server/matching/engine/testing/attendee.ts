import { createHash } from 'node:crypto';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import type { Attendee } from '../engine-types.ts';

export interface AttendeeSketch {
  id: string;
  name?: string | null;
  headline?: string;
  about?: string;
  lookingFor?: readonly string[];
  canOffer?: readonly string[];
  topics?: readonly string[];
}

/** An attendee from a few lines: each item cites one made-up message id, as the concierge's items do. */
export function attendee(sketch: AttendeeSketch): Attendee {
  const items = (section: string, texts: readonly string[] = []) =>
    texts.map((text, index) => ({ text, sourceMessageIds: [`${sketch.id}-${section}-${index}`] }));
  const document: DossierDocument = {
    headline: sketch.headline ?? '',
    about: sketch.about ?? '',
    lookingFor: items('lookingFor', sketch.lookingFor),
    canOffer: items('canOffer', sketch.canOffer),
    topics: items('topics', sketch.topics),
  };
  return {
    userId: sketch.id,
    name: sketch.name === undefined ? sketch.id : sketch.name,
    document,
    // Named by its content, as a stored revision's id names one text: the engine's analysis cache is
    // keyed by it, and two sketches of one length ("energy storage", "Energy storage") shared one.
    revisionId: `${sketch.id}-${createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16)}`,
  };
}
