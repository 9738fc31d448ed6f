import { dossierDocumentSchema, type DossierDocument, type DossierItem, type DossierListSection } from '../../shared/api/dossier.ts';
import type { ConfirmedRevision, TranscriptMessage } from './concierge-turn.ts';

const listSections: DossierListSection[] = ['lookingFor', 'canOffer', 'topics'];

const sameItem = (a: DossierItem, b: DossierItem) =>
  a.text === b.text &&
  a.sourceMessageIds.length === b.sourceMessageIds.length &&
  a.sourceMessageIds.every((id) => b.sourceMessageIds.includes(id));

/**
 * Whether the server may save a revision the concierge proposes. Every item must cite only
 * guest messages of this conversation (at least one), unless it is carried over unchanged (same
 * text, same sources) from the document as last saved; the confirming message must be the
 * guest's too, and the document must fit its schema. Answers the document to save (as the
 * schema reads it), or why not.
 */
export function checkConfirmedRevision(
  revision: ConfirmedRevision,
  transcript: TranscriptMessage[],
  current: DossierDocument | null,
): { ok: true; document: DossierDocument } | { ok: false; reason: string } {
  const guestMessageIds = new Set(transcript.filter((message) => message.from === 'guest').map((message) => message.id));
  if (!guestMessageIds.has(revision.triggerMessageId)) {
    return { ok: false, reason: `the confirming message ${revision.triggerMessageId} is not the guest's in this conversation` };
  }
  const parsed = dossierDocumentSchema.safeParse(revision.document);
  if (!parsed.success) return { ok: false, reason: `the document does not fit its schema: ${parsed.error.issues[0]?.message ?? ''}` };
  const carriedOver = current ? listSections.flatMap((section) => current[section]) : [];
  for (const section of listSections) {
    for (const item of parsed.data[section]) {
      const cited = item.sourceMessageIds.length > 0 && item.sourceMessageIds.every((id) => guestMessageIds.has(id));
      if (!cited && !carriedOver.some((previous) => sameItem(previous, item))) {
        return {
          ok: false,
          reason: `the ${section} item "${item.text.slice(0, 80)}" cites no message, or one that is not the guest's in this conversation`,
        };
      }
    }
  }
  return { ok: true, document: parsed.data };
}
