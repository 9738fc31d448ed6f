import type { Kysely } from 'kysely';
import type { DossierDocument, DossierRevisionSummary } from '../../shared/api/dossier.ts';
import type { Database, DossierUpdateSource, DossierUpdateType } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export interface GeneralDossierRow {
  userId: string;
  textConversationId: string;
  voiceConversationId: string;
  /** null until the first revision. */
  document: DossierDocument | null;
}

export interface NewRevision {
  id: string;
  document: DossierDocument;
  updateType: DossierUpdateType;
  updateSource: DossierUpdateSource;
  /** The guest message that confirmed it; null for a manual edit. */
  triggerMessageId: string | null;
}

/** What saving the dossier's two conversations did. */
export type SaveGeneralDossierOutcome = 'created' | 'unchanged' | 'conflict';

/** Thrown inside a transaction to roll it back when the user already has a dossier on other conversations. */
class DossierConflict extends Error {}

const revisionSummaryColumns = ['id', 'update_type', 'update_source', 'created_at'] as const;

function toSummary(row: { id: string; update_type: DossierUpdateType; update_source: DossierUpdateSource; created_at: number }) {
  return {
    id: row.id,
    updateType: row.update_type,
    updateSource: row.update_source,
    createdAt: row.created_at,
  } satisfies DossierRevisionSummary;
}

/** The SQL of dossiers: the general dossier's two concierge conversations, its document and its revisions. */
export function createDossierRepository(db: Kysely<Database>) {
  async function findByUser(userId: string): Promise<GeneralDossierRow | undefined> {
    const row = await db.selectFrom('dossiers').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        textConversationId: row.text_conversation_id,
        voiceConversationId: row.voice_conversation_id,
        document: row.document === null ? null : (JSON.parse(row.document) as DossierDocument),
      }
    );
  }

  return {
    findByUser,

    /**
     * In one transaction: creates the dossier on the two conversations and marks them as the
     * concierge's text and voice ones. A user whose dossier exists keeps it: the same two
     * conversations again change nothing ('unchanged'), others are refused ('conflict'). Any
     * failure leaves every row as it was.
     */
    async saveGeneralDossier(
      userId: string,
      ids: { textConversationId: string; voiceConversationId: string },
      now: number,
    ): Promise<SaveGeneralDossierOutcome> {
      try {
        return await db.transaction().execute(async (trx) => {
          await trx.updateTable('conversations').set({ kind: 'concierge_text' }).where('id', '=', ids.textConversationId).execute();
          await trx.updateTable('conversations').set({ kind: 'concierge_voice' }).where('id', '=', ids.voiceConversationId).execute();
          const inserted = await trx
            .insertInto('dossiers')
            .values({
              user_id: userId,
              text_conversation_id: ids.textConversationId,
              voice_conversation_id: ids.voiceConversationId,
              document: null,
              created_at: now,
              updated_at: now,
            })
            .onConflict((conflict) => conflict.column('user_id').doNothing())
            .returning('user_id')
            .executeTakeFirst();
          if (!inserted) {
            const existing = await trx
              .selectFrom('dossiers')
              .select(['text_conversation_id', 'voice_conversation_id'])
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow();
            const same =
              existing.text_conversation_id === ids.textConversationId && existing.voice_conversation_id === ids.voiceConversationId;
            if (!same) throw new DossierConflict();
            return 'unchanged';
          }
          return 'created';
        });
      } catch (error) {
        if (error instanceof DossierConflict) return 'conflict';
        throw error;
      }
    },

    /** Whether the user has written or said anything (text or voice notes) in these conversations. */
    async hasGuestMessage(conversationIds: string[], userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', 'in', conversationIds)
        .where('sender_kind', '=', 'user')
        .where('sender_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Those of `messageIds` that are the user's own messages in these conversations. */
    async guestMessageIds(userId: string, conversationIds: string[], messageIds: string[]): Promise<Set<string>> {
      if (messageIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('messages')
        .select('id')
        .where('id', 'in', messageIds)
        .where('conversation_id', 'in', conversationIds)
        .where('sender_kind', '=', 'user')
        .where('sender_id', '=', userId)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The user's revisions, newest first. */
    async revisions(userId: string): Promise<DossierRevisionSummary[]> {
      const rows = await db
        .selectFrom('dossier_revisions')
        .select(revisionSummaryColumns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSummary);
    },

    /** One of the user's revisions with its document, and the one before it (null for the first). */
    async revisionWithPrevious(userId: string, revisionId: string) {
      const row = await db
        .selectFrom('dossier_revisions')
        .select([...revisionSummaryColumns, 'document'])
        .where('user_id', '=', userId)
        .where('id', '=', revisionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const previous = await db
        .selectFrom('dossier_revisions')
        .select([...revisionSummaryColumns, 'document'])
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('created_at', '<', row.created_at), eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)])]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        revision: { ...toSummary(row), document: JSON.parse(row.document) as DossierDocument },
        previous: previous ? toSummary(previous) : null,
        previousDocument: previous ? (JSON.parse(previous.document) as DossierDocument) : null,
      };
    },

    /**
     * In one transaction: the dossier's document becomes `revision.document`, and the revision is
     * kept. A revision whose trigger message already has one is not written again: answers false.
     */
    async saveRevision(userId: string, revision: NewRevision, now: number): Promise<boolean> {
      const document = JSON.stringify(revision.document);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('dossier_revisions')
            .values({
              id: revision.id,
              user_id: userId,
              document,
              update_type: revision.updateType,
              update_source: revision.updateSource,
              trigger_message_id: revision.triggerMessageId,
              created_at: now,
            })
            .execute();
          const updated = await trx
            .updateTable('dossiers')
            .set({ document, updated_at: now })
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new Error(`User ${userId} has no dossier to revise`);
        });
        return true;
      } catch (error) {
        if (revision.triggerMessageId !== null && isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}

export type DossierRepository = ReturnType<typeof createDossierRepository>;
