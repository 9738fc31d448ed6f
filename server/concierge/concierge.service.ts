import type { Logger } from 'pino';
import type { Message, TranscriptFixResponse } from '../../shared/api/conversations.ts';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { Viewer } from '../conversations/conversation-access.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { MessageDelivery } from '../conversations/message-delivery.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../http/api-error.ts';
import type { DossierRepository } from '../dossier/dossier.repository.ts';
import { createDurableJobs, untilNoNewRequest, type DurableJobsOptions } from '../jobs/durable-jobs.ts';
import type { ConciergeBrain, ConciergeReply, ConciergeTurn, TranscriptMessage } from './concierge-turn.ts';
import type { ConciergeJobRow, ConciergeRepository, InterviewConversations } from './concierge.repository.ts';
import {
  callOpeningPrefix,
  callStart,
  interviewTranscript,
  nextConciergeLine,
  textContinuation,
  timeOrder,
  turnFix,
  type InterviewTranscriptMessage,
} from './interview-messages.ts';
import { checkConfirmedRevision } from './revision-check.ts';
import { callOpening, notHeardReply, textContinuationLine, unheardReason } from './voice-lines.ts';

export interface ConciergeServiceDependencies extends DurableJobsOptions {
  concierge: ConciergeRepository;
  dossiers: Pick<DossierRepository, 'findByUser' | 'saveRevision'>;
  /**
   * Where the concierge's messages and its "writing…" state go (stored, then fanned out to the
   * members), who may call it, and the guest's fixes of what was heard of their voice turns.
   */
  conversations: Pick<MessageDelivery, 'conciergeIn' | 'supersede'> &
    Pick<ConversationsService, 'writeAccess' | 'ownVoiceNote' | 'fixVoiceTurn'>;
  brain: ConciergeBrain;
  /**
   * Whether voice notes sent without a transcript get one from a transcription job. When they do
   * not, the concierge answers such a voice turn at once that it could not hear it.
   */
  transcribes: boolean;
  /** Called after the concierge saved a new revision: matching recomputes the events the guest joined. */
  onRevised?: (userId: string) => Promise<void>;
  logger: Logger;
  now: () => number;
}

/** The client id of the concierge's first message; its replies carry the id of the guest message they answer. */
const greetingClientId = 'greeting';

/**
 * The concierge in each guest's two concierge conversations, text and voice: one interview read
 * across both (`interview-messages.ts`), answered in the conversation the guest last spoke in. A
 * guest's message records a reply job (in the database, one per dossier) and returns; the job asks
 * the brain for the next turn, saves a revision the guest has confirmed, and posts the reply like
 * any message. A job left by a restart or a dead instance is taken up again, and the reply's client
 * id (the answered message's id) and the revision's trigger keep a job that runs twice from
 * answering or saving twice.
 */
export function createConciergeService({
  concierge,
  dossiers,
  conversations,
  brain,
  transcribes,
  onRevised,
  logger,
  now,
  concurrency = 16,
  maxAttempts = 4,
  retryDelayMs = 1_000,
  leaseMs = 2 * 60_000,
  sweepIntervalMs = 30_000,
}: ConciergeServiceDependencies) {
  async function contextOf(userId: string) {
    const [dossier, guest] = await Promise.all([dossiers.findByUser(userId), concierge.guest(userId)]);
    return { ...guest, document: dossier?.document ?? null };
  }

  async function nextTurn(userId: string, transcript: TranscriptMessage[], signal?: AbortSignal) {
    const context = await contextOf(userId);
    return { turn: await brain.nextTurn({ transcript, context }, signal), document: context.document };
  }

  /** The interview's messages, oldest first. */
  async function messagesOf(interview: InterviewConversations) {
    return timeOrder(await concierge.interviewMessages(interview));
  }

  async function post(conversationId: string, clientId: string, reply: ConciergeReply) {
    return (await conversations.conciergeIn(conversationId)).reply(clientId, reply);
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
   * Whether the guest fixed the words of a voice turn since this run read them as `heard` (the
   * words of a text, or of a voice note read as such, never change otherwise).
   */
  async function fixedSince(interview: InterviewConversations, heard: Pick<InterviewTranscriptMessage, 'id' | 'text' | 'transcription'>) {
    if (heard.transcription === null) return false;
    const now = (await concierge.interviewMessages(interview)).find((message) => message.id === heard.id);
    return now !== undefined && now.text !== heard.text;
  }

  /**
   * A reply just stored for words the guest fixed while it was written must not stand: it is set
   * aside (the fix has asked for another run, which answers the fixed words). A reply stored before
   * (a run done twice) is that earlier run's to check.
   */
  async function setAsideIfFixed(
    interview: InterviewConversations,
    heard: Pick<InterviewTranscriptMessage, 'id' | 'text' | 'transcription'>,
    stored: { message: Message; duplicate: boolean },
  ) {
    if (!stored.duplicate && (await fixedSince(interview, heard))) await conversations.supersede([stored.message.id]);
  }

  /**
   * One turn: answers the guest's newest message of the interview in its conversation (or greets
   * an empty interview, or says it could not hear a voice turn); nothing when the concierge has
   * answered it already (in the conversation's order: see `conversationalOrder`).
   */
  async function answerNewest(job: ConciergeJobRow, signal: AbortSignal) {
    const interview = await concierge.conversationsOf(job.conversation_id);
    if (!interview) return;
    const messages = await messagesOf(interview);
    const next = nextConciergeLine(messages, transcribes);
    if (next.kind === 'none') return;
    if (next.kind === 'not_heard') {
      const pending = interviewTranscript(messages).findLast((message) => message.from === 'concierge');
      const stored = await post(
        next.message.conversationId,
        next.message.id,
        notHeardReply(pending, await contextOf(job.user_id), unheardReason(next.message.transcription)),
      );
      await setAsideIfFixed(interview, next.message, stored);
      return;
    }
    const answered = next.kind === 'answer' ? next.message : null;
    const conversationId = answered?.conversationId ?? interview.textConversationId;
    const voice = await conversations.conciergeIn(conversationId);
    voice.writing();
    const transcript = interviewTranscript(messages);
    const { turn, document } = await nextTurn(job.user_id, transcript, signal);
    // The brain may think for seconds: words fixed meanwhile get their answer from the run the fix asked for, and nothing is saved from these.
    if (answered && (await fixedSince(interview, answered))) return;
    await saveConfirmed(job.user_id, conversationId, turn, transcript, document);
    const stored = await voice.reply(answered?.id ?? greetingClientId, turn.reply);
    if (answered) await setAsideIfFixed(interview, answered, stored);
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
    const jobId = await concierge.requestReply(conversationId, now());
    if (jobId) jobs.schedule(jobId);
  }

  return {
    /** A guest's message in a concierge conversation (text or voice): the reply is recorded as a job and comes later. */
    async onGuestMessage(message: Message) {
      await requestReply(message.conversationId);
    },

    /**
     * The dossier was saved: the concierge greets in its text conversation before this resolves,
     * once (an interview with nothing in it only). A guest message still unanswered gets its reply
     * job; a greeting that fails is left to the job too.
     */
    async conversationReady({ userId, textConversationId }: { userId: string; textConversationId: string }) {
      const interview = await concierge.conversationsOf(textConversationId);
      if (!interview) return;
      const next = nextConciergeLine(await messagesOf(interview), transcribes);
      if (next.kind === 'none') return;
      if (next.kind !== 'greeting') return requestReply(textConversationId);
      try {
        const { turn } = await nextTurn(userId, []);
        await post(textConversationId, greetingClientId, turn.reply);
      } catch (error) {
        logger.error({ err: error, conversationId: textConversationId }, 'the concierge could not greet; leaving it to a reply job');
        await requestReply(textConversationId);
      }
    },

    /**
     * The guest starts (or resumes) a call in their voice conversation: the concierge's opening
     * line, posted once; or its newest line there, when that still waits for an answer; or null
     * while it owes the guest a reply (which comes as a message). Only the guest may, and only in
     * their dossier's voice conversation.
     */
    async startCall(viewer: Viewer, conversationId: string): Promise<string | null> {
      const access = await conversations.writeAccess(viewer, conversationId);
      const interview = access.kind === 'concierge_voice' ? await concierge.conversationsOf(conversationId) : undefined;
      if (interview?.voiceConversationId !== conversationId || interview.userId !== viewer.id) {
        throw new ApiError(409, 'not_a_concierge_call', 'A call with the concierge happens in your own concierge voice conversation.');
      }
      const start = callStart(await messagesOf(interview), interview.voiceConversationId);
      if (start.kind === 'replying') {
        await requestReply(interview.voiceConversationId);
        return null;
      }
      if (start.kind === 'waiting') return start.messageId;
      const context = await contextOf(interview.userId);
      // Nothing said yet, not even the greeting: the call opens with it.
      const opening = start.pending
        ? { clientId: `${callOpeningPrefix}${start.pending.id}`, reply: callOpening(start.pending, { resumed: start.resumed, context }) }
        : { clientId: greetingClientId, reply: (await brain.nextTurn({ transcript: [], context })).reply };
      const { message } = await post(interview.voiceConversationId, opening.clientId, opening.reply);
      return message.id;
    },

    /**
     * The guest opens their text chat with the concierge: when the interview went on on a call
     * since the text chat's last line, the concierge continues it there, once: what the guest said
     * on the call, then the question it waits on (with that question's data). Answers that line
     * (posted now or before); null when the text chat already shows where the interview stands, or
     * while the concierge still owes the guest a reply (it comes as a message, where they spoke:
     * ask again then). Only the guest may, and only in their dossier's text conversation.
     */
    async continueInText(viewer: Viewer, conversationId: string): Promise<string | null> {
      const access = await conversations.writeAccess(viewer, conversationId);
      const interview = access.kind === 'concierge_text' ? await concierge.conversationsOf(conversationId) : undefined;
      if (interview?.textConversationId !== conversationId || interview.userId !== viewer.id) {
        throw new ApiError(409, 'not_a_concierge_chat', 'The concierge continues your interview in your own concierge text conversation.');
      }
      const state = textContinuation(await messagesOf(interview), interview.textConversationId);
      if (state.kind === 'replying' || state.kind === 'current') return null;
      if (state.kind === 'continued') return state.messageId;
      const line = textContinuationLine(
        state.pending,
        state.said.map((message) => message.text),
        await contextOf(interview.userId),
        state.unheard,
      );
      const { message } = await post(interview.textConversationId, state.clientId, line);
      return message.id;
    },

    /**
     * The guest fixes what was heard of their newest voice turn, in their own concierge
     * conversation: the fixed words replace the heard ones, the concierge's lines built on the
     * heard ones are set aside (`turnFix`), and the turn is answered again from the fixed words,
     * as a job like any reply. Answers the note and the lines set aside; the same words again
     * change nothing.
     */
    async fixTranscript(viewer: Viewer, conversationId: string, messageId: string, transcript: string): Promise<TranscriptFixResponse> {
      const note = await conversations.ownVoiceNote(viewer, conversationId, messageId);
      const interview = await concierge.conversationsOf(conversationId);
      if (interview?.userId !== viewer.id) {
        throw new ApiError(409, 'not_a_concierge_conversation', 'Only what the concierge heard of you can be fixed here.');
      }
      const fix = turnFix(await messagesOf(interview), messageId, transcript);
      if (fix.kind === 'not_newest') {
        throw new ApiError(409, 'not_newest_turn', 'Only your newest answer can be fixed: the concierge has gone on since this one.');
      }
      if (fix.kind === 'saved') {
        throw new ApiError(
          409,
          'dossier_saved',
          'Your dossier was saved on this answer already: tell the concierge what to change instead.',
        );
      }
      if (fix.kind === 'unchanged') return { message: note, superseded: [] };
      const fixed = await conversations.fixVoiceTurn(viewer, { messageId, transcript, supersededIds: fix.supersededIds });
      await requestReply(conversationId);
      return fixed;
    },

    resumePending: () => jobs.resumePending(),
    start: () => jobs.start(),
    close: () => jobs.close(),
  };
}

export type ConciergeService = ReturnType<typeof createConciergeService>;
