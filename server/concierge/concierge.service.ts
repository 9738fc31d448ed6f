import type { Logger } from 'pino';
import type { Message } from '../../shared/api/conversations.ts';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { MessageDelivery } from '../conversations/message-delivery.ts';
import { newId } from '../db/ids.ts';
import type { DossierRepository } from '../dossier/dossier.repository.ts';
import { createDurableJobs, untilNoNewRequest, type DurableJobsOptions } from '../jobs/durable-jobs.ts';
import type { ConciergeBrain, ConciergeTurn, TranscriptMessage } from './concierge-turn.ts';
import type { ConciergeJobRow, ConciergeRepository } from './concierge.repository.ts';
import { checkConfirmedRevision } from './revision-check.ts';
import { conversationalOrder } from './transcript.ts';

export interface ConciergeServiceDependencies extends DurableJobsOptions {
  concierge: ConciergeRepository;
  dossiers: Pick<DossierRepository, 'findByUser' | 'saveRevision'>;
  /** Where the concierge's messages and its "writing…" state go (stored, then fanned out to the members). */
  conversations: Pick<MessageDelivery, 'conciergeIn'>;
  brain: ConciergeBrain;
  /** Called after the concierge saved a new revision: matching recomputes the events the guest joined. */
  onRevised?: (userId: string) => Promise<void>;
  logger: Logger;
  now: () => number;
}

/** The client id of the concierge's first message; its replies carry the id of the guest message they answer. */
const greetingClientId = 'greeting';

/**
 * The concierge in each guest's text conversation. A guest's message records a reply job (in the
 * database) and returns; the job asks the brain for the next turn, saves a revision the guest has
 * confirmed, and posts the reply like any message. A job left by a restart or a dead instance is
 * taken up again, and the reply's client id (the answered message's id) and the revision's
 * trigger keep a job that runs twice from answering or saving twice.
 */
export function createConciergeService({
  concierge,
  dossiers,
  conversations,
  brain,
  onRevised,
  logger,
  now,
  concurrency = 16,
  maxAttempts = 4,
  retryDelayMs = 1_000,
  leaseMs = 2 * 60_000,
  sweepIntervalMs = 30_000,
}: ConciergeServiceDependencies) {
  async function nextTurn(userId: string, transcript: TranscriptMessage[], signal?: AbortSignal) {
    const [dossier, guest] = await Promise.all([dossiers.findByUser(userId), concierge.guest(userId)]);
    const turn = await brain.nextTurn({ transcript, context: { ...guest, document: dossier?.document ?? null } }, signal);
    return { turn, document: dossier?.document ?? null };
  }

  /** Saves a revision the guest confirmed, unless its items cite what the guest did not say (then the reply goes alone). */
  async function saveConfirmed(
    userId: string,
    conversationId: string,
    turn: ConciergeTurn,
    transcript: TranscriptMessage[],
    current: DossierDocument | null,
  ) {
    const { revision } = turn;
    if (!revision) return;
    const checked = checkConfirmedRevision(revision, transcript, current);
    if (!checked.ok) {
      logger.error({ conversationId, triggerMessageId: revision.triggerMessageId, reason: checked.reason }, 'concierge revision refused');
      return;
    }
    const saved = await dossiers.saveRevision(
      userId,
      {
        id: newId(),
        document: checked.document,
        updateType: revision.updateType,
        updateSource: 'chat',
        triggerMessageId: revision.triggerMessageId,
      },
      now(),
    );
    if (!saved) logger.info({ conversationId, triggerMessageId: revision.triggerMessageId }, 'concierge revision was saved before');
    else await onRevised?.(userId);
  }

  /**
   * One turn: answers the newest guest message (or greets an empty conversation); nothing when
   * the concierge has answered it already (in the conversation's order: see `conversationalOrder`).
   */
  async function answerNewest(job: ConciergeJobRow, signal: AbortSignal) {
    const conversationId = job.conversation_id;
    const transcript = conversationalOrder(await concierge.transcript(conversationId));
    const newest = transcript.at(-1);
    if (newest?.from === 'concierge') return;
    const voice = await conversations.conciergeIn(conversationId);
    voice.writing();
    const { turn, document } = await nextTurn(job.user_id, transcript, signal);
    await saveConfirmed(job.user_id, conversationId, turn, transcript, document);
    await voice.reply(newest?.id ?? greetingClientId, turn.reply);
  }

  const jobs = createDurableJobs<ConciergeJobRow>({
    name: 'concierge reply',
    logger,
    now,
    concurrency,
    maxAttempts,
    retryDelayMs,
    leaseMs,
    sweepIntervalMs,
    // The repository is the job store: its rows are the jobs.
    store: concierge,
    // Answers the newest message each time.
    handle: untilNoNewRequest<ConciergeJobRow>({
      work: answerNewest,
      finish: (job, owner) => concierge.finishJob(job.conversation_id, owner, job.request_count, now()),
      reclaim: (job, owner) => concierge.claim(job.conversation_id, owner, now(), now() + leaseMs),
    }),
  });

  async function requestReply(conversationId: string) {
    if (await concierge.requestReply(conversationId, now())) jobs.schedule(conversationId);
  }

  return {
    /** A guest's message in a concierge text conversation: the reply is recorded as a job and comes later. */
    async onGuestMessage(message: Message) {
      await requestReply(message.conversationId);
    },

    /**
     * The dossier was saved: the concierge greets in its text conversation before this resolves,
     * once (an empty conversation only). A guest message still unanswered gets its reply job;
     * a greeting that fails is left to the job too.
     */
    async conversationReady({ userId, textConversationId }: { userId: string; textConversationId: string }) {
      const transcript = conversationalOrder(await concierge.transcript(textConversationId));
      if (transcript.at(-1)?.from === 'concierge') return;
      if (transcript.length > 0) return requestReply(textConversationId);
      try {
        const { turn } = await nextTurn(userId, transcript);
        await (await conversations.conciergeIn(textConversationId)).reply(greetingClientId, turn.reply);
      } catch (error) {
        logger.error({ err: error, conversationId: textConversationId }, 'the concierge could not greet; leaving it to a reply job');
        await requestReply(textConversationId);
      }
    },

    resumePending: () => jobs.resumePending(),
    start: () => jobs.start(),
    close: () => jobs.close(),
  };
}

export type ConciergeService = ReturnType<typeof createConciergeService>;
