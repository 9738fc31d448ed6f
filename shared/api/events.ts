import { z } from 'zod';
import { isValidTimeZone } from '../time-zones.ts';

/**
 * The events API: events, their hosts and joining (by the event link or a personal member-hash
 * link); invitations, participants and the admin table are in `participants.ts`. The server
 * validates with these schemas and documents them in `/api/openapi.json`; the web app imports them.
 */

export const eventLimits = {
  nameMaxLength: 120,
  descriptionMaxLength: 5000,
  placeMaxLength: 300,
  onlineUrlMaxLength: 2000,
  capacityMax: 100_000,
  introVideoMaxBytes: 100 * 1024 * 1024,
  invitationsPerImportMax: 10_000,
  csvImportMaxBytes: 4 * 1024 * 1024,
  /** A member hash carries 144 random bits as base64url (24 characters). */
  memberHashBytes: 18,
} as const;

/** The default intro video every event without its own shows (served by the web build). */
export const defaultIntroVideoUrl = '/p/media/intro-default.mp4';

export const introVideoTypes = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

// ---------------------------------------------------------------------------------------------
// Values

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { message: 'Use an IANA time zone such as Europe/Paris or America/New_York.' })
  .describe('IANA time zone of the event, e.g. Europe/Paris');

/** Years an event may fall in: a typo such as 0026 or 9999 is refused rather than stored. */
const eventYears = { first: 2000, last: 2099 } as const;

function isWithinEventYears(time: number): boolean {
  const year = new Date(time).getUTCFullYear();
  return year >= eventYears.first && year <= eventYears.last;
}

/** An instant with its UTC offset: `2026-12-01T18:00:00+01:00` or `…Z`. */
export const instantSchema = z.iso
  .datetime({ offset: true, message: 'Use an ISO 8601 date and time with its offset, like 2026-12-01T18:00:00+01:00.' })
  .refine((instant) => isWithinEventYears(Date.parse(instant)), {
    message: `Use a date between the years ${eventYears.first} and ${eventYears.last}.`,
  })
  .describe('ISO 8601 date-time with offset; answers carry the offset of the event time zone');

export const eventNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the event a name.')
  .max(eventLimits.nameMaxLength, `An event name has at most ${eventLimits.nameMaxLength} characters.`);

export const eventDescriptionSchema = z
  .string()
  .trim()
  .max(eventLimits.descriptionMaxLength, `A description has at most ${eventLimits.descriptionMaxLength} characters.`);

export const placeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the place, or leave it out.')
  .max(eventLimits.placeMaxLength, `A place has at most ${eventLimits.placeMaxLength} characters.`);

export const onlineUrlSchema = z
  .string()
  .trim()
  .max(eventLimits.onlineUrlMaxLength)
  .refine(
    (value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'The online link must be an https:// address.' },
  );

export const capacitySchema = z
  .number()
  .int('The capacity is a whole number.')
  .min(1, 'The capacity is at least 1.')
  .max(eventLimits.capacityMax, `The capacity is at most ${eventLimits.capacityMax}.`);

/** A phone number as typed; the server normalises it to E.164 with its default region. */
export const phoneInputSchema = z.string().trim().min(1, 'Enter a phone number.').max(32);

// ---------------------------------------------------------------------------------------------
// Params and queries

/** The id is checked by the server, so a malformed one answers 400 `invalid_event_id` (pinned by server/events/events.api.test.ts). */
export const eventParamsSchema = z.object({ id: z.string().max(200) });
export const participantParamsSchema = z.object({ id: z.string().max(200), participantId: z.string().max(200) });
export const hostParamsSchema = z.object({ id: z.string().max(200), userId: z.string().max(200) });

export const memberHashSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This personal link is not valid.');

export const previewQuerySchema = z.strictObject({
  memberHash: z.string().max(200).optional().describe('The hash of a personal link (/joinEvent/{id}/member-hash/{hash})'),
});

// ---------------------------------------------------------------------------------------------
// Events

export const createEventSchema = z
  .strictObject({
    name: eventNameSchema,
    description: eventDescriptionSchema.default(''),
    startsAt: instantSchema,
    endsAt: instantSchema,
    timeZone: timeZoneSchema,
    place: placeSchema.nullable().optional(),
    onlineUrl: onlineUrlSchema.nullable().optional(),
    capacity: capacitySchema.nullable().optional().describe('At most this many joined participants; null or absent: no limit'),
  })
  .refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), {
    message: 'The event must end after it starts.',
    path: ['endsAt'],
  })
  .refine((event) => Boolean(event.place) || Boolean(event.onlineUrl), {
    message: 'Give a place, an online link, or both.',
    path: ['place'],
  });
export type CreateEvent = z.input<typeof createEventSchema>;

/** Any subset; `null` clears place, onlineUrl or capacity. The merged event is checked again. */
export const updateEventSchema = z.strictObject({
  name: eventNameSchema.optional(),
  description: eventDescriptionSchema.optional(),
  startsAt: instantSchema.optional(),
  endsAt: instantSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  place: placeSchema.nullable().optional(),
  onlineUrl: onlineUrlSchema.nullable().optional(),
  capacity: capacitySchema.nullable().optional(),
});
export type UpdateEvent = z.input<typeof updateEventSchema>;

export const introVideoSchema = z.object({
  id: z.string().describe("'default', or the media id of the event's own video"),
  url: z.string().describe('Where the browser plays it from'),
  isDefault: z.boolean(),
  contentType: z.string().nullable().describe('null for the default video (video/mp4)'),
});

export const eventHostSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  pictureId: z.string().nullable(),
  role: z.enum(['creator', 'cohost']),
});
export type EventHost = z.infer<typeof eventHostSchema>;

/** What the asker is to the event; the web app decides what to show from it. */
export const eventViewerSchema = z.object({
  isHost: z.boolean(),
  isAdmin: z.boolean(),
  isMember: z.boolean().describe('Joined as a participant'),
  participantId: z.string().nullable().describe("The asker's participant id when joined"),
  canEdit: z.boolean().describe('Hosts and admins edit, invite and remove'),
  sharesContactWithHosts: z
    .boolean()
    .nullable()
    .describe("Joined: whether the asker lets the event's hosts see their phone number and email; null when not joined"),
});

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  multiDay: z.boolean().describe('Start and end fall on different dates in the event time zone (an end at 00:00 counts as the day before)'),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  introVideo: introVideoSchema,
  hosts: z.array(eventHostSchema).describe('The creator first, then co-hosts in the order they were added'),
  /** Name of the creator: the "host name" of the event context analytics carry. */
  hostName: z.string().nullable(),
  joinUrl: z.string().describe('The public join link: {origin}/p/joinEvent/{id}'),
  participantCount: z.number().int().describe('Joined participants'),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewer: eventViewerSchema,
});
export type EventDetails = z.infer<typeof eventSchema>;

export const eventSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  multiDay: z.boolean(),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  hostNames: z.array(z.string()),
  participantCount: z.number().int(),
  isHost: z.boolean(),
  isMember: z.boolean(),
  isPast: z.boolean().describe('Ended before now'),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const myEventsSchema = z.object({
  events: z
    .array(eventSummarySchema)
    .describe('Events the user hosts or has joined: upcoming and ongoing first (soonest first), then past ones (latest first)'),
});

export const adminEventsQuerySchema = z.strictObject({
  q: z.string().trim().max(120).optional().describe('Part of the name'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const adminEventsSchema = z.object({ events: z.array(eventSummarySchema) });

// ---------------------------------------------------------------------------------------------
// Hosts

/** Invites a co-host: by the number a host typed, or a joined participant. They become a co-host only by accepting. */
export const addHostSchema = z.union([
  z.strictObject({ phoneNumber: phoneInputSchema }),
  z.strictObject({ participantId: z.string().max(200) }),
]);
export type AddHost = z.infer<typeof addHostSchema>;

/**
 * An open co-host invitation as the event's hosts see it: what they typed (the number) or the
 * participant they picked, never whether a number has an account, nor a declined answer.
 */
export const sentHostInvitationSchema = z.object({
  id: z.string(),
  phoneNumber: z.string().nullable().describe('The number as a host typed it (E.164); null when invited from the participants'),
  participantName: z.string().nullable().describe('The participant invited from the list; null when invited by number'),
  createdAt: z.string(),
});
export type SentHostInvitation = z.infer<typeof sentHostInvitationSchema>;

export const hostsSchema = z.object({
  hosts: z.array(eventHostSchema),
  invitations: z
    .array(sentHostInvitationSchema)
    .describe('Co-host invitations waiting for an answer, oldest first; only the hosts and admins see them (anyone else: [])'),
});
export type HostsAnswer = z.infer<typeof hostsSchema>;

export const hostInvitationParamsSchema = z.object({ id: z.string().max(200), invitationId: z.string().max(200) });
export const myHostInvitationParamsSchema = z.object({ invitationId: z.string().max(200) });

/** A co-host invitation as the one it is for sees it. */
export const receivedHostInvitationSchema = z.object({
  id: z.string(),
  event: eventSummarySchema.pick({ id: true, name: true, startsAt: true, endsAt: true, timeZone: true, multiDay: true, place: true }),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivedHostInvitation = z.infer<typeof receivedHostInvitationSchema>;

export const receivedHostInvitationsSchema = z.object({
  invitations: z.array(receivedHostInvitationSchema).describe('Waiting for the asker to accept or decline, newest first'),
});

export const hostInvitationAnswerSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  state: z.enum(['accepted', 'declined']),
});
export type HostInvitationAnswer = z.infer<typeof hostInvitationAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Joining

export const eventPreviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  hostNames: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  multiDay: z.boolean(),
  place: z.string().nullable(),
  isOnline: z.boolean().describe('Has an online link (the link itself is shown to members only)'),
  isFull: z.boolean(),
  isOver: z.boolean().describe('The event has ended (by the server clock)'),
  invitee: z
    .object({
      participantId: z.string().describe('The invite participant id (analytics)'),
      name: z.string().nullable(),
      joined: z.boolean().describe('This personal link was already used to join'),
    })
    .nullable()
    .describe(
      "With a valid memberHash: who the personal link is for, by name only (the preview is public, so never the invitee's phone or email)",
    ),
});
export type EventPreview = z.infer<typeof eventPreviewSchema>;

export const joinEventSchema = z.strictObject({
  memberHash: z.string().max(200).optional(),
  shareContactWithHosts: z
    .boolean()
    .optional()
    .describe("Let the event's hosts see the guest's phone number and email (default: no); used when joining, not on a repeated join"),
});

/** A member's choice about their contact details and the event's hosts. */
export const hostContactSharingSchema = z.strictObject({
  shareWithHosts: z.boolean().describe("The event's hosts see the member's phone number and email"),
});
export type HostContactSharing = z.infer<typeof hostContactSharingSchema>;

export const participantStateSchema = z.enum(['invited', 'joined', 'revoked', 'removed']);
export type ParticipantState = z.infer<typeof participantStateSchema>;

/** The asker's own participation, as `POST /api/events/{id}/join` answers it (the same every time). */
export const participationSchema = z.object({
  participantId: z.string(),
  eventId: z.string(),
  userId: z.string(),
  state: z.literal('joined'),
  joinedAt: z.string(),
  invited: z.boolean().describe('Joined through a personal link or a pre-registered number'),
  sharesContactWithHosts: z.boolean().describe("The event's hosts see the member's phone number and email"),
});
export type Participation = z.infer<typeof participationSchema>;
