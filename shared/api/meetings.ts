import { z } from 'zod';

/** How long a meeting between two matches lasts, in minutes. */
export const meetingDurations = [15, 30, 45, 60] as const;

export const meetingStatusSchema = z.enum(['proposed', 'accepted', 'declined', 'cancelled']);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

export const meetingPlaceSchema = z.string().trim().max(200);

export const proposeMeetingSchema = z.strictObject({
  startsAt: z.number().int().describe('Epoch milliseconds; within the event, after now'),
  durationMinutes: z.union(meetingDurations.map((minutes) => z.literal(minutes))),
  place: meetingPlaceSchema.optional().describe('Where at the event, e.g. "By the coffee bar"; empty for none'),
});
export type ProposeMeeting = z.infer<typeof proposeMeetingSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  event: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  proposedBy: z.string().describe('User id of whoever proposed the current time'),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  place: z.string().nullable(),
  status: meetingStatusSchema,
  /** The invite's SEQUENCE: it grows with each change, so calendars replace the earlier invite. */
  sequence: z.number().int(),
  updatedAt: z.number().int(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingsResponseSchema = z.object({
  meetings: z.array(meetingSchema).describe('Newest first'),
  /** The events at which the two are matched, with their windows, for choosing a time. */
  events: z.array(
    z.object({ id: z.string(), name: z.string(), timeZone: z.string(), startsAt: z.number().int(), endsAt: z.number().int() }),
  ),
});
export type MeetingsResponse = z.infer<typeof meetingsResponseSchema>;

export const meetingParamsSchema = z.object({ id: z.string().min(1).max(64) });
