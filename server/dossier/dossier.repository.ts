import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL of dossiers: the general dossier's two concierge conversations and its document. */
export function createDossierRepository(db: Kysely<Database>) {
  return {
    /**
     * In one transaction: marks the two conversations as the concierge's text and voice ones, and
     * creates the dossier or points an existing one at them (its document stays). Any failure
     * leaves every row as it was.
     */
    async saveGeneralDossier(userId: string, ids: { textConversationId: string; voiceConversationId: string }, now: number) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('conversations').set({ kind: 'concierge_text' }).where('id', '=', ids.textConversationId).execute();
        await trx.updateTable('conversations').set({ kind: 'concierge_voice' }).where('id', '=', ids.voiceConversationId).execute();
        await trx
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
      });
    },
  };
}

export type DossierRepository = ReturnType<typeof createDossierRepository>;
