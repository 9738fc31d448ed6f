import type { TranscriptStatus } from '../db/schema.ts';
import type { TranscriptMessage } from './concierge-turn.ts';
import { conversationalOrder, type StoredTranscriptMessage } from './transcript.ts';

/**
 * One interview across a dossier's two concierge conversations (text and voice): their messages
 * merged in time order, read as one transcript, so that a guest who answered by text and goes on
 * by voice (or back) is never asked again, and what they said by voice is cited like what they wrote.
 */

/** A guest's or the concierge's message of either conversation, as stored. */
export interface InterviewMessage extends StoredTranscriptMessage {
  conversationId: string;
  createdAt: number;
  /** On a voice note, where its transcription stands ('none': nobody was asked for one); null on other messages. */
  transcription: TranscriptStatus | 'none' | null;
}

/** A message of the transcript the brain reads, with the conversation it is in. */
export type InterviewTranscriptMessage = Omit<InterviewMessage, 'answers'>;

/**
 * The client ids of the concierge's call openings start with this: an opening only repeats where
 * the interview stands (the question it waits on), so the brain does not read it as asked again.
 */
export const callOpeningPrefix = 'call:';

/**
 * The client ids of the concierge's lines that continue the interview in the text chat after a
 * call start with this: such a line only repeats where the interview stands, like a call's opening.
 */
const textContinuationPrefix = 'text:';

/** Oldest first; messages of the same moment in their conversation's order. */
export function timeOrder(messages: readonly InterviewMessage[]): InterviewMessage[] {
  return [...messages].sort(
    (a, b) => a.createdAt - b.createdAt || a.sequence - b.sequence || a.conversationId.localeCompare(b.conversationId),
  );
}

/**
 * Whether a guest's voice note will never have words: its transcription failed or heard nothing,
 * or nothing transcribes voice notes (`transcribes` false) and none came with it.
 */
export function isUnheard(message: InterviewMessage, transcribes: boolean): boolean {
  if (message.from !== 'guest' || message.text !== '' || message.transcription === null) return false;
  if (message.transcription === 'none') return !transcribes;
  return message.transcription !== 'pending';
}

/**
 * What the brain reads, in conversational order: every message with words, but the concierge's
 * lines that only repeat where the interview stands (a call's opening, the line that continues the
 * interview in the text chat, and its answer to a voice turn it could not hear), so nothing counts
 * as asked twice, and the lines a guest's fix set aside (they answered words the guest did not say).
 */
export function interviewTranscript(messages: readonly InterviewMessage[]): InterviewTranscriptMessage[] {
  const wordless = new Set(messages.filter((message) => message.from === 'guest' && message.text === '').map((message) => message.id));
  const repeats = (message: InterviewMessage) =>
    message.from === 'concierge' &&
    message.answers !== null &&
    (message.answers.startsWith(callOpeningPrefix) || message.answers.startsWith(textContinuationPrefix) || wordless.has(message.answers));
  const setAside = (message: InterviewMessage) => message.concierge?.superseded === true;
  return conversationalOrder(timeOrder(messages).filter((message) => message.text !== '' && !repeats(message) && !setAside(message)));
}

/** What a guest's fix of the words heard of one of their voice turns does to the interview. */
export type TurnFix =
  /** Another turn came after it: its words have been built on since, so they stay. */
  | { kind: 'not_newest' }
  /** The words are the ones heard: nothing to do. */
  | { kind: 'unchanged' }
  /** The concierge saved the dossier on this turn (a "looks right"): a fix cannot take that back, the guest says what to change. */
  | { kind: 'saved' }
  /** The fixed words replace the heard ones, and the concierge's lines after the turn, which came from those, are set aside. */
  | { kind: 'fix'; supersededIds: string[] };

/**
 * A turn is a pure function of the messages before it, so a reply built on misheard words must not
 * stand once the guest fixes them: the fix sets aside every concierge line after the turn (its
 * reply, or "I couldn't make that out", and any line repeating it since), and the turn is answered
 * again. Only the guest's newest turn may be fixed, the one the concierge is answering or has just
 * answered: nothing after it was built on its words but the concierge's lines.
 */
export function turnFix(messages: readonly InterviewMessage[], turnId: string, transcript: string): TurnFix {
  const ordered = timeOrder(messages);
  const newestTurn = ordered.findLastIndex((message) => message.from === 'guest');
  const turn = ordered[newestTurn];
  if (turn?.id !== turnId) return { kind: 'not_newest' };
  if (turn.text === transcript) return { kind: 'unchanged' };
  const after = ordered.slice(newestTurn + 1).filter((message) => message.from === 'concierge' && message.concierge?.superseded !== true);
  if (after.some((message) => message.concierge?.step === 'saved')) return { kind: 'saved' };
  return { kind: 'fix', supersededIds: after.map((message) => message.id) };
}

/** What the concierge owes the interview now. */
export type NextConciergeLine =
  | { kind: 'greeting' }
  | { kind: 'answer'; message: InterviewTranscriptMessage }
  | { kind: 'not_heard'; message: InterviewMessage }
  | { kind: 'none' };

/**
 * The greeting when nothing was said yet; else an answer to the guest's newest message with words;
 * else, when the newest message is a voice turn that will never have words and is not answered,
 * an honest "I could not hear that"; else nothing.
 */
export function nextConciergeLine(messages: readonly InterviewMessage[], transcribes: boolean): NextConciergeLine {
  const transcript = interviewTranscript(messages);
  const newest = transcript.at(-1);
  if (!newest) return { kind: 'greeting' };
  if (newest.from === 'guest') return { kind: 'answer', message: newest };
  const latest = timeOrder(messages).at(-1);
  const answered = (id: string) => messages.some((message) => message.from === 'concierge' && message.answers === id);
  if (latest && isUnheard(latest, transcribes) && !answered(latest.id)) return { kind: 'not_heard', message: latest };
  return { kind: 'none' };
}

/** Where a call in the voice conversation starts from. */
export type CallStart =
  /** The guest's newest turn still awaits its reply, which comes as a message. */
  | { kind: 'replying' }
  /** The concierge's newest line is in the voice conversation already (an opening, or a reply to a voice turn). */
  | { kind: 'waiting'; messageId: string }
  /** A new opening: it repeats `pending` (the concierge's newest line the brain reads, if any); `resumed` when the guest has said anything. */
  | { kind: 'open'; pending: TranscriptMessage | undefined; resumed: boolean };

export function callStart(messages: readonly InterviewMessage[], voiceConversationId: string): CallStart {
  const transcript = interviewTranscript(messages);
  const latest = timeOrder(messages).at(-1);
  if (transcript.at(-1)?.from === 'guest' || latest?.from === 'guest') return { kind: 'replying' };
  if (latest && latest.conversationId === voiceConversationId) return { kind: 'waiting', messageId: latest.id };
  return {
    kind: 'open',
    pending: transcript.findLast((message) => message.from === 'concierge'),
    resumed: transcript.some((message) => message.from === 'guest'),
  };
}

/** Where the text chat stands against the interview, when the guest opens it. */
export type TextContinuation =
  /** The guest's newest turn still awaits its reply, which comes as a message (in the conversation they last spoke in). */
  | { kind: 'replying' }
  /** The text chat shows where the interview stands: its newest line the brain reads is there, or nothing was said yet. */
  | { kind: 'current' }
  /** The interview went on elsewhere, and the text chat continued it already: that line. */
  | { kind: 'continued'; messageId: string }
  /**
   * The interview went on on a call: the text chat continues it, repeating `pending` (the
   * concierge's newest line the brain reads) after what the guest said on the call since the text
   * chat's last message (`said`, oldest first).
   */
  | {
      kind: 'continue';
      pending: InterviewTranscriptMessage;
      said: InterviewTranscriptMessage[];
      /** How many of the guest's newest voice turns on the call had no words (recognition failed or heard none) and still wait for an answer. */
      unheard: number;
      /** The client id of the continuing line: it is posted once for where the interview stands. */
      clientId: string;
    };

/** A voice turn with no words that will get none (its transcription is over, or nothing was asked for). */
function isWordlessVoiceTurn(message: InterviewMessage): boolean {
  return message.from === 'guest' && message.text === '' && message.transcription !== null && message.transcription !== 'pending';
}

/**
 * Whether the text chat must continue the interview: a guest who talked on a call and switches to
 * text would otherwise find the text chat's own last question (the greeting, say), as if nothing
 * had been said since. That holds too when nothing of the call could be made out: the text chat
 * then says so, rather than asking as if the guest had never answered.
 */
export function textContinuation(messages: readonly InterviewMessage[], textConversationId: string): TextContinuation {
  const transcript = interviewTranscript(messages);
  const ordered = timeOrder(messages);
  if (transcript.at(-1)?.from === 'guest' || ordered.at(-1)?.from === 'guest') return { kind: 'replying' };
  const pending = transcript.findLast((message) => message.from === 'concierge');
  if (!pending) return { kind: 'current' };
  const lastInText = ordered.findLastIndex((message) => message.conversationId === textConversationId);
  const sinceText = ordered.slice(lastInText + 1);
  // The turns since the guest's newest words: the question they answered without being heard still stands.
  const guestTurns = sinceText.filter((message) => message.from === 'guest');
  const lastHeard = guestTurns.findLastIndex((message) => message.text !== '');
  const unheard = guestTurns.slice(lastHeard + 1).filter(isWordlessVoiceTurn);
  if (pending.conversationId === textConversationId && unheard.length === 0) return { kind: 'current' };
  const newestUnheard = unheard.at(-1);
  // Keyed on where the interview stands: the question waited on, and the newest turn not made out since.
  const clientId = `${textContinuationPrefix}${pending.id}${newestUnheard ? `:${newestUnheard.id}` : ''}`;
  const continued = messages.find((message) => message.answers === clientId);
  if (continued) return { kind: 'continued', messageId: continued.id };
  const sinceIds = new Set(sinceText.map((message) => message.id));
  const said = transcript.filter((message) => message.from === 'guest' && sinceIds.has(message.id));
  return { kind: 'continue', pending, said, unheard: unheard.length, clientId };
}
