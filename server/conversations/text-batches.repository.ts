import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Message } from '../../shared/api/conversations.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { plainMessage, type NewMessage } from './new-message.ts';

/** The SQL of group commit: users' texts stored many to a transaction (`server/db/group-commit.ts`). */
export function createTextBatches(db: Kysely<Database>, dialect: Dialect) {
  /**
   * PostgreSQL: the whole batch in one statement (one round trip, one commit). The conversations'
   * rows are locked in id order, so two instances' batches cannot deadlock; each conversation's
   * sequence moves on by its count of messages, which take the numbers in the batch's order. A
   * message whose conversation is gone is not inserted.
   */
  async function insertTextsPostgres(batch: readonly NewMessage[]): Promise<Map<string, number>> {
    const column = <Value>(pick: (message: NewMessage) => Value) => batch.map(pick);
    const { rows } = await sql<{ id: string; sequence: number }>`
    with input as (
      select * from unnest(
        ${column((m) => m.id)}::text[], ${column((m) => m.conversationId)}::text[], ${column((m) => m.senderId)}::text[],
        ${column((m) => m.text)}::text[], ${column((m) => m.clientId)}::text[], ${column((m) => m.createdAt)}::bigint[]
      ) with ordinality as i(id, conversation_id, sender_id, text, client_id, created_at, position)
    ),
    counts as (select conversation_id, count(*) as added from input group by conversation_id),
    locked as (select id from conversations where id in (select conversation_id from counts) order by id for update),
    taken as (
      update conversations set last_sequence = conversations.last_sequence + counts.added
      from counts where conversations.id = counts.conversation_id and conversations.id in (select id from locked)
      returning conversations.id, conversations.last_sequence - counts.added as before
    )
    insert into messages (id, conversation_id, sequence, sender_kind, sender_id, kind, text, client_id, created_at)
    select input.id, input.conversation_id, taken.before + row_number() over (partition by input.conversation_id order by input.position),
      'user', input.sender_id, 'text', input.text, input.client_id, input.created_at
    from input join taken on taken.id = input.conversation_id
    returning id, sequence`.execute(db);
    return new Map(rows.map((row) => [row.id, Number(row.sequence)]));
  }

  const takeSequencesSqlite = 'update conversations set last_sequence = last_sequence + ? where id = ? returning last_sequence';
  const insertTextSqlite =
    'insert into messages (id, conversation_id, sequence, sender_kind, sender_id, kind, text, client_id, created_at) ' +
    "values (?, ?, ?, 'user', ?, 'text', ?, ?, ?)";

  /** SQLite: one transaction, its statements written once (building each with Kysely would cost more than running it). */
  function insertTextsSqlite(batch: readonly NewMessage[]): Promise<Map<string, number>> {
    const byConversation = new Map<string, NewMessage[]>();
    for (const message of batch) {
      const messages = byConversation.get(message.conversationId);
      if (messages) messages.push(message);
      else byConversation.set(message.conversationId, [message]);
    }
    return db.transaction().execute(async (trx) => {
      const sequences = new Map<string, number>();
      for (const [conversationId, messages] of byConversation) {
        const taken = await trx.executeQuery<{ last_sequence: number }>(
          CompiledQuery.raw(takeSequencesSqlite, [messages.length, conversationId]),
        );
        const last = taken.rows[0]?.last_sequence;
        if (last === undefined) continue;
        let sequence = last - messages.length;
        for (const message of messages) {
          sequence += 1;
          await trx.executeQuery(
            CompiledQuery.raw(insertTextSqlite, [
              message.id,
              conversationId,
              sequence,
              message.senderId,
              message.text,
              message.clientId,
              message.createdAt,
            ]),
          );
          sequences.set(message.id, sequence);
        }
      }
      return sequences;
    });
  }

  return {
    /**
     * Stores users' text messages together, in one transaction, each with its conversation's next
     * sequence (in the order given). Answers each one as stored, or undefined when its
     * conversation no longer exists. Throws, having stored none, when any fails: a client id used
     * before among them included (`append` tells a resend apart).
     */
    async appendTexts(batch: readonly NewMessage[]): Promise<(Message | undefined)[]> {
      const sequences = dialect === 'postgres' ? await insertTextsPostgres(batch) : await insertTextsSqlite(batch);
      return batch.map((message) => {
        const sequence = sequences.get(message.id);
        return sequence === undefined ? undefined : plainMessage(message, sequence);
      });
    },
  };
}
