import type { DossierDocument, DossierRevision, GeneralDossier, GeneralDossierRef, SaveDossierDocument } from '../../shared/api/dossier.ts';
import type { ConversationsRepository } from '../conversations/conversations.repository.ts';
import { newId } from '../db/ids.ts';
import type { Role } from '../db/schema.ts';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error.ts';
import { diffDossiers, emptyDossierDocument } from '../../shared/dossier-diff.ts';
import type { DossierRepository, GeneralDossierRow } from './dossier.repository.ts';

export interface DossierViewer {
  id: string;
  role: Role;
}

export interface DossierServiceDependencies {
  dossiers: DossierRepository;
  conversations: Pick<ConversationsRepository, 'kindsAndMembers'>;
  now: () => number;
  /** Called after the dossier is saved (first time or again): the concierge greets in the text conversation. */
  onSaved?: (dossier: { userId: string; textConversationId: string }) => Promise<void>;
  /** Called after a new revision is saved: matching recomputes the events the user joined. */
  onRevised?: (userId: string) => Promise<void>;
}

const dossierNotFound = () => notFound('That dossier');
const dossierExists = () =>
  new ApiError(409, 'dossier_exists', 'Your dossier is already set up with other conversations; it keeps the ones it has.');

/** Every source id an item cites, once. */
const sourcesOf = (document: DossierDocument) => [
  ...new Set([...document.lookingFor, ...document.canOffer, ...document.topics].flatMap((item) => item.sourceMessageIds)),
];

/**
 * The general dossier: which two of a user's conversations are their concierge's text and voice
 * ones, the document others will read, and its revisions. The user reads and edits their own;
 * admins read anyone's; nobody else learns whether one exists.
 */
export function createDossierService({ dossiers, conversations, now, onSaved, onRevised }: DossierServiceDependencies) {
  /** The user's own dossier, or anyone's for an admin; another user is refused before anything is looked up. */
  async function readable(viewer: DossierViewer, userId: string): Promise<GeneralDossierRow> {
    if (viewer.id !== userId && viewer.role !== 'ADMIN') throw forbidden('You can only see your own dossier.');
    const dossier = await dossiers.findByUser(userId);
    if (!dossier) throw dossierNotFound();
    return dossier;
  }

  async function view(dossier: GeneralDossierRow): Promise<GeneralDossier> {
    const [revisions, hasTalked] = await Promise.all([
      dossiers.revisions(dossier.userId),
      dossier.document ? true : dossiers.hasGuestMessage([dossier.textConversationId, dossier.voiceConversationId], dossier.userId),
    ]);
    return {
      textConversationId: dossier.textConversationId,
      voiceConversationId: dossier.voiceConversationId,
      status: dossier.document ? 'complete' : hasTalked ? 'in_progress' : 'not_started',
      document: dossier.document,
      revisions,
    };
  }

  /** Both must be the user's own conversations, theirs alone, made for the concierge (the text one a text one). */
  async function checkConversations(userId: string, { textConversationId, voiceConversationId }: GeneralDossierRef) {
    const found = await conversations.kindsAndMembers([textConversationId, voiceConversationId]);
    const text = found.get(textConversationId);
    const voice = found.get(voiceConversationId);
    if (!text?.memberIds.includes(userId) || !voice?.memberIds.includes(userId)) throw forbidden('Both conversations must be your own.');
    if (text.memberIds.length !== 1 || voice.memberIds.length !== 1) {
      throw badRequest('invalid_conversations', 'The concierge conversations must have you alone in them.');
    }
    if (text.kind !== 'concierge_text' || (voice.kind !== 'concierge_text' && voice.kind !== 'concierge_voice')) {
      throw badRequest('invalid_conversations', 'These are not concierge conversations.');
    }
  }

  return {
    /**
     * Saves the user's own dossier from two of their own concierge conversations. The client
     * creates both conversations before it says which is which, so saving also sets their kinds.
     * Saving the same two again changes nothing; other ones, once a dossier exists, are refused.
     * Either way the concierge's greeting is in the text conversation when this answers.
     */
    async saveGeneral(viewer: DossierViewer, userId: string, ids: GeneralDossierRef): Promise<GeneralDossierRef> {
      if (userId !== viewer.id) throw forbidden('You can only set up your own dossier.');
      const { textConversationId, voiceConversationId } = ids;
      if (textConversationId === voiceConversationId) {
        throw badRequest('invalid_request', 'The text and voice conversations must be two different conversations.');
      }
      const existing = await dossiers.findByUser(userId);
      if (existing && (existing.textConversationId !== textConversationId || existing.voiceConversationId !== voiceConversationId)) {
        throw dossierExists();
      }
      if (!existing) {
        await checkConversations(userId, ids);
        if ((await dossiers.saveGeneralDossier(userId, ids, now())) === 'conflict') throw dossierExists();
      }
      await onSaved?.({ userId, textConversationId });
      return { textConversationId, voiceConversationId };
    },

    async general(viewer: DossierViewer, userId: string): Promise<GeneralDossier> {
      return view(await readable(viewer, userId));
    },

    /**
     * The user's own edit, saved as a manual revision. Its items need no sources; a source it
     * does cite must be one of the user's own messages in their concierge conversations.
     */
    async saveDocument(viewer: DossierViewer, userId: string, { document, updateSource }: SaveDossierDocument): Promise<GeneralDossier> {
      if (viewer.id !== userId) throw forbidden('You can only edit your own dossier.');
      const dossier = await dossiers.findByUser(userId);
      if (!dossier) throw dossierNotFound();
      const sources = sourcesOf(document);
      const known = await dossiers.guestMessageIds(userId, [dossier.textConversationId, dossier.voiceConversationId], sources);
      if (sources.some((id) => !known.has(id))) {
        throw badRequest('invalid_sources', 'An item cites a message that is not one of yours in your concierge conversations.');
      }
      await dossiers.saveRevision(userId, { id: newId(), document, updateType: 'manual', updateSource, triggerMessageId: null }, now());
      await onRevised?.(userId);
      return view({ ...dossier, document });
    },

    /** One revision, the one before it, and what changed between them. */
    async revision(viewer: DossierViewer, userId: string, revisionId: string): Promise<DossierRevision> {
      await readable(viewer, userId);
      const found = await dossiers.revisionWithPrevious(userId, revisionId);
      if (!found) throw notFound('That revision');
      return {
        revision: found.revision,
        previous: found.previous,
        changes: diffDossiers(found.previousDocument ?? emptyDossierDocument, found.revision.document),
      };
    },
  };
}

export type DossierService = ReturnType<typeof createDossierService>;
