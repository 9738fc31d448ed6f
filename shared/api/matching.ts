import { z } from 'zod';
import { limits } from '../limits.ts';

/**
 * Matchmaking: each joined participant's prospects at an event (with the reason written for
 * them), what they say of each, the matches mutual interest or a host's introduction make, and
 * the blocks and hides that keep someone away for good.
 */

export const interestSchema = z.enum(['INTERESTED', 'NOT_INTERESTED']);
export type Interest = z.infer<typeof interestSchema>;

/** Why a guest passed on a prospect: it tells the engine what to weigh less for them next time. */
export const notInterestedReasonSchema = z.enum(['not_relevant', 'already_know', 'not_now']);
export type NotInterestedReason = z.infer<typeof notInterestedReasonSchema>;

/** The page the guest answered from, for analytics and for the record. */
export const prospectActionSourceSchema = z.enum(['connection_intelligence', 'prospects', 'prospect_matches', 'undo']);
export type ProspectActionSource = z.infer<typeof prospectActionSourceSchema>;

/** Someone as a prospect sees them: never a phone number, an email or a LinkedIn. */
export const prospectUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  pictureId: z.string().nullable(),
  /** The dossier's headline; empty when it has none. */
  headline: z.string(),
});
export type ProspectUser = z.infer<typeof prospectUserSchema>;

export const prospectSchema = z.object({
  id: z.string(),
  user: prospectUserSchema,
  /** Written for the viewer from both dossiers; every fact in it is in one of them. */
  reason: z.string(),
  interest: interestSchema.nullable(),
  /** The host who introduced these two, when a host did. */
  introducedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** The two are matched (both said INTERESTED, or a host introduced them and both accepted). */
  matched: z.boolean(),
  /**
   * strong: each has something the other looks for; modest: less than that (one way only, a
   * shared topic or line of work, or only the nearest available), and the reason says so.
   */
  fit: z.enum(['strong', 'modest']),
});
export type Prospect = z.infer<typeof prospectSchema>;

/** ready: the list is computed; computing: a recompute is running; no_dossier: the viewer has no dossier yet. */
export const prospectsStatusSchema = z.enum(['ready', 'computing', 'no_dossier']);
export type ProspectsStatus = z.infer<typeof prospectsStatusSchema>;

/** `GET /api/events/{id}/prospects`: best first. */
export const prospectsResponseSchema = z.object({
  status: prospectsStatusSchema,
  prospects: z.array(prospectSchema),
});
export type ProspectsResponse = z.infer<typeof prospectsResponseSchema>;

/** `PUT /api/events/{id}/prospects/{prospectId}/interest`; `interest: null` takes an answer back (an undo) while there is no match. */
export const setInterestSchema = z
  .strictObject({
    interest: interestSchema.nullable(),
    actionSource: prospectActionSourceSchema,
    reason: notInterestedReasonSchema.optional(),
  })
  .refine((body) => body.reason === undefined || body.interest === 'NOT_INTERESTED', {
    message: 'A reason goes only with NOT_INTERESTED.',
    path: ['reason'],
  });
export type SetInterest = z.input<typeof setInterestSchema>;

/** What the other person chose to share with the people they match. */
export const contactDetailsSchema = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const matchSourceSchema = z.enum(['mutual', 'introduction']);
export type MatchSource = z.infer<typeof matchSourceSchema>;

export const matchSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  user: prospectUserSchema.extend({ contact: contactDetailsSchema }),
  /** The direct conversation of the two. */
  conversationId: z.string(),
  reason: z.string(),
  source: matchSourceSchema,
  createdAt: z.number().int(),
  /** Made since the viewer last opened this event's matches. */
  isNew: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

export const setInterestResponseSchema = z.object({
  prospect: prospectSchema,
  /** Not null when this answer completed a match (the other person had already said INTERESTED). */
  match: matchSchema.nullable(),
});
export type SetInterestResponse = z.infer<typeof setInterestResponseSchema>;

/** `GET /api/events/{id}/matches`: newest first. */
export const matchesResponseSchema = z.object({ matches: z.array(matchSchema) });
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/**
 * `POST /api/events/{id}/matches/seen`: the event's matches made up to `seenAt` are no longer new.
 * The client sends the newest `createdAt` it showed (a match made after its list loaded stays new);
 * the answer is the visit as recorded, which never moves back.
 */
export const matchesSeenSchema = z.object({ seenAt: z.number().int().nonnegative() });
export type MatchesSeen = z.infer<typeof matchesSeenSchema>;

/** `GET /api/prospects`: the viewer's prospects across the events they joined, grouped by event. */
export const prospectsAcrossEventsSchema = z.object({
  events: z.array(
    z.object({
      /** `timeZone` is the event's own, in which its date reads. */
      event: z.object({ id: z.string(), name: z.string(), startsAt: z.number().int(), timeZone: z.string() }),
      status: prospectsStatusSchema,
      prospects: z.array(prospectSchema),
      matchCount: z.number().int(),
    }),
  ),
});
export type ProspectsAcrossEvents = z.infer<typeof prospectsAcrossEventsSchema>;

// ---------------------------------------------------------------------------------------------
// Hosts

export const hostMatchSchema = z.object({
  id: z.string(),
  users: z.tuple([prospectUserSchema, prospectUserSchema]),
  source: matchSourceSchema,
  conversationId: z.string(),
  createdAt: z.number().int(),
});
export type HostMatch = z.infer<typeof hostMatchSchema>;

export const introductionSchema = z.object({
  id: z.string(),
  users: z.tuple([prospectUserSchema, prospectUserSchema]),
  introducedBy: z.object({ id: z.string(), name: z.string().nullable() }),
  /** What the host wrote to the two of them; null when they wrote nothing. */
  note: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Introduction = z.infer<typeof introductionSchema>;

/** `GET /api/events/{id}/hostMatches` (hosts and admins): every match of the event, and the introductions hosts made. */
export const hostMatchesResponseSchema = z.object({
  matches: z.array(hostMatchSchema),
  introductions: z.array(introductionSchema),
});
export type HostMatchesResponse = z.infer<typeof hostMatchesResponseSchema>;

/** `POST /api/events/{id}/introductions`: two joined guests, each then sees the other as a prospect marked as introduced. */
export const createIntroductionSchema = z
  .strictObject({
    userIds: z.tuple([z.string().min(1).max(64), z.string().min(1).max(64)]),
    note: z.string().trim().max(limits.introductionNoteMaxLength).optional(),
  })
  .refine(({ userIds: [a, b] }) => a !== b, { message: 'Introduce two different people.', path: ['userIds'] });
export type CreateIntroduction = z.input<typeof createIntroductionSchema>;

// ---------------------------------------------------------------------------------------------
// Blocks and hides (every event, for good)

/** hide: never proposed again; block: never proposed again and no messages either way. */
export const blockKindSchema = z.enum(['hide', 'block']);
export type BlockKind = z.infer<typeof blockKindSchema>;

/** `PUT /api/blocks/{userId}`. */
export const setBlockSchema = z.strictObject({ kind: blockKindSchema });

export const blockSchema = z.object({
  user: prospectUserSchema,
  kind: blockKindSchema,
  createdAt: z.number().int(),
});
export type Block = z.infer<typeof blockSchema>;
/** `GET /api/blocks`: the people the viewer hid or blocked, newest first. */
export const blocksResponseSchema = z.object({ blocks: z.array(blockSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** `GET/PUT /api/users/me/contactSharing`: which contact details a match reveals. */
export const contactSharingSchema = z.strictObject({
  email: z.boolean(),
  phoneNumber: z.boolean(),
  linkedin: z.boolean(),
});
export type ContactSharing = z.infer<typeof contactSharingSchema>;

export const prospectParamsSchema = z.object({ id: z.string().min(1).max(200), prospectId: z.string().min(1).max(64) });
export const blockParamsSchema = z.object({ userId: z.string().min(1).max(64) });
