import type { Kysely } from 'kysely';

/**
 * One interview spans a text and a voice conversation, so the concierge finds a guest's dossier
 * by either (`concierge.repository.ts`). The text side had its index since 0007; without one on
 * the voice side every guest message read the whole dossiers table.
 */
export function dossierVoiceConversationMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('dossiers_voice_conversation').on('dossiers').column('voice_conversation_id').execute();
    },
  };
}
