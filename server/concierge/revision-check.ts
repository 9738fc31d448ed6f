import {
  dossierListSections,
  dossierDocumentSchema,
  type DossierDocument,
  type DossierItem,
  type DossierListSection,
} from '../../shared/api/dossier.ts';
import type { ConfirmedRevision, TranscriptMessage } from './concierge-turn.ts';

const listSections = dossierListSections;

const sameItem = (a: DossierItem, b: DossierItem) =>
  a.text === b.text &&
  a.sourceMessageIds.length === b.sourceMessageIds.length &&
  a.sourceMessageIds.every((id) => b.sourceMessageIds.includes(id));

/**
 * The first list item of `document` that is not honest, or null: every item must cite at least
 * one message, and only the guest's messages of this conversation, unless it is carried over
 * unchanged (same section, text and sources) from the document as last saved, whose items may
 * cite other conversations or nothing (a manual edit).
 */
export function uncitedItem(
  document: DossierDocument,
  guestMessageIds: ReadonlySet<string>,
  saved: DossierDocument | null,
): { section: DossierListSection; item: DossierItem } | null {
  for (const section of listSections) {
    for (const item of document[section]) {
      const cited = item.sourceMessageIds.length > 0 && item.sourceMessageIds.every((id) => guestMessageIds.has(id));
      if (!cited && !saved?.[section].some((previous) => sameItem(previous, item))) return { section, item };
    }
  }
  return null;
}

/** The ids of the guest's messages in a transcript. */
export const guestMessageIdsOf = (transcript: readonly TranscriptMessage[]) =>
  new Set(transcript.filter((message) => message.from === 'guest').map((message) => message.id));

/**
 * Whether the server may save a revision the concierge proposes: its items are honest
 * (`uncitedItem`), the confirming message is the guest's, and the document fits its schema. Answers the document to save (as the
 * schema reads it), or why not.
 */
export function checkConfirmedRevision(
  revision: ConfirmedRevision,
  transcript: TranscriptMessage[],
  current: DossierDocument | null,
): { ok: true; document: DossierDocument } | { ok: false; reason: string } {
  const guestMessageIds = guestMessageIdsOf(transcript);
  if (!guestMessageIds.has(revision.triggerMessageId)) {
    return { ok: false, reason: `the confirming message ${revision.triggerMessageId} is not the guest's in this conversation` };
  }
  const parsed = dossierDocumentSchema.safeParse(revision.document);
  if (!parsed.success) return { ok: false, reason: `the document does not fit its schema: ${parsed.error.issues[0]?.message ?? ''}` };
  const uncited = uncitedItem(parsed.data, guestMessageIds, current);
  if (uncited) {
    return {
      ok: false,
      reason: `the ${uncited.section} item "${uncited.item.text.slice(0, 80)}" cites no message, or one that is not the guest's in this conversation`,
    };
  }
  return { ok: true, document: parsed.data };
}
