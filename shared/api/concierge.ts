import { z } from 'zod';
import { dossierDocumentSchema } from './dossier.ts';

/** What the concierge interviews a guest about, in the order it asks. */
export const conciergeSubjectSchema = z.enum(['identity', 'event_goals', 'looking_for', 'can_offer', 'topics']);
export type ConciergeSubject = z.infer<typeof conciergeSubjectSchema>;

/**
 * greeting: the first message; question: asks about `subject`; follow_up: asks again because the
 * answer was thin; summary: a `proposal` for the guest to confirm or correct; saved: a revision was
 * written; note: anything else (an answer to "tell me more", a question it cannot act on).
 */
export const conciergeStepSchema = z.enum(['greeting', 'question', 'follow_up', 'summary', 'saved', 'note']);
export type ConciergeStep = z.infer<typeof conciergeStepSchema>;

/** The interview's own data on a concierge message: the chat draws quick answers, "Skip" and the summary card from it. */
export const conciergeMessageSchema = z.object({
  step: conciergeStepSchema,
  subject: conciergeSubjectSchema.nullable(),
  /** Answers the guest can send with one tap (each is sent as an ordinary message). */
  quickAnswers: z.array(z.string().min(1).max(80)).max(6),
  /** Whether "Skip" moves the interview on from this question. */
  canSkip: z.boolean(),
  /** On a summary: the dossier the guest is asked to confirm ("Looks right") or correct ("Change something"). */
  proposal: dossierDocumentSchema.nullable(),
  /**
   * On a summary that changes an earlier proposal or the saved dossier: what it changes, so the chat
   * shows the guest the difference before anything is saved. Absent on a first summary.
   */
  changedFrom: dossierDocumentSchema.nullable().optional(),
  /**
   * True on a line the guest's fix of what was heard set aside: it answered words the guest did not
   * say. It stays in the history (sequences have no gaps), the concierge no longer reads it, and the
   * fixed turn is answered again. Absent on every other line.
   */
  superseded: z.boolean().optional(),
});
export type ConciergeMessage = z.infer<typeof conciergeMessageSchema>;

/** The texts the chat's buttons send; the interviewer reads them like anything else the guest writes. */
export const conciergeReplies = {
  skip: 'Skip',
  confirm: 'Looks right',
  change: 'Change something',
  deepen: 'Tell me more',
  /** Offered when the concierge is unsure what a reply to a summary meant. */
  saveAsIs: 'Save it as it is',
} as const;

/**
 * `POST /api/conversations/{voiceConversationId}/concierge-call` (no body): the concierge's line
 * that opens (or resumes) a call, posted once; null while the concierge still owes a reply to the
 * guest's newest turn (it arrives as a message).
 */
export const conciergeCallResponseSchema = z.object({ messageId: z.string().nullable() });
export type ConciergeCallResponse = z.infer<typeof conciergeCallResponseSchema>;

/**
 * `POST /api/conversations/{textConversationId}/concierge-text` (no body), sent as the guest opens
 * their text chat: when the interview went on on a call since the text chat's last line, the
 * concierge continues it there, once (what the guest said on the call, then the question it waits
 * on). The id of that line; null when the text chat shows where the interview stands already, or
 * while the concierge still owes a reply to the guest's newest turn (it arrives as a message).
 */
export const conciergeTextResponseSchema = z.object({ messageId: z.string().nullable() });
export type ConciergeTextResponse = z.infer<typeof conciergeTextResponseSchema>;
