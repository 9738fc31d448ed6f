import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { DossierDocument } from '../../shared/api/dossier.ts';

/**
 * What every concierge "brain" (the built-in interviewer, or an LLM) reads and writes. A turn is a
 * pure function of the conversation so far: the interview keeps no state of its own, so a restart,
 * or another instance, picks it up from the messages alone.
 */

/** One message of the concierge conversation, oldest first. Messages without text (a voice note not yet transcribed) are left out. */
export interface TranscriptMessage {
  id: string;
  sequence: number;
  from: 'guest' | 'concierge';
  /** What the guest wrote (or said, transcribed), or what the concierge wrote. */
  text: string;
  /** The interview data of a concierge message; null on the guest's. */
  concierge: ConciergeMessage | null;
}

export interface InterviewContext {
  /** The guest's name as they gave it at sign-in. */
  guestName: string | null;
  /** The event the guest joined most recently, named when the concierge asks what they want from it. */
  eventName: string | null;
  /** The dossier as last saved; null before the first revision. */
  document: DossierDocument | null;
}

export interface TurnInput {
  transcript: TranscriptMessage[];
  context: InterviewContext;
}

/** A revision the guest has just confirmed: saved before the reply that says so is sent. */
export interface ConfirmedRevision {
  updateType: 'first_time' | 'deepened' | 'modification_request';
  document: DossierDocument;
  /** The guest message that confirmed it. */
  triggerMessageId: string;
}

export interface ConciergeReply {
  text: string;
  concierge: ConciergeMessage;
}

export interface ConciergeTurn {
  reply: ConciergeReply;
  revision: ConfirmedRevision | null;
}

/** Decides the concierge's next message: the greeting when the transcript is empty, else the answer to the guest's newest message. */
export interface ConciergeBrain {
  nextTurn(input: TurnInput, signal?: AbortSignal): Promise<ConciergeTurn>;
}
