import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL of dossiers: the general dossier's two concierge conversations and its document. */
export function createDossierRepository(db: Kysely<Database>) {
  return {
    /** Creates the dossier, or points an existing one at new conversations (its document stays). */
    async saveConversations(userId: string, ids: { textConversationId: string; voiceConversationId: string }, now: number) {
      await db
        .insertInto('dossiers')
        .values({
          user_id: userId,
          text_conversation_id: ids.textConversationId,
          voice_conversation_id: ids.voiceConversationId,
          document: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            text_conversation_id: ids.textConversationId,
            voice_conversation_id: ids.voiceConversationId,
            updated_at: now,
          }),
        )
        .execute();
    },
  };
}
