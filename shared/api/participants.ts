import { z } from 'zod';
import { limits } from '../limits.ts';
import { eventLimits, participantStateSchema, phoneInputSchema } from './events.ts';

/**
 * The invitations API: inviting one person or importing a CSV, the host's participant list, and
 * the admin's participant table of an event.
 */

export const inviteeNameSchema = z
  .string()
  .trim()
  .min(1, "Enter the invitee's name.")
  .max(limits.nameMaxLength, `A name has at most ${limits.nameMaxLength} characters.`);

export const inviteeEmailSchema = z.string().trim().max(limits.emailMaxLength).pipe(z.email('Enter a valid email address.'));

// ---------------------------------------------------------------------------------------------
// Invitations and participants

export const createInvitationSchema = z
  .strictObject({
    name: inviteeNameSchema,
    phoneNumber: phoneInputSchema.nullable().optional(),
    email: inviteeEmailSchema.nullable().optional(),
  })
  .refine((invitee) => Boolean(invitee.phoneNumber) || Boolean(invitee.email), {
    message: 'Give a phone number, an email, or both.',
    path: ['phoneNumber'],
  });
export type CreateInvitation = z.input<typeof createInvitationSchema>;

export const importInvitationsJsonSchema = z.strictObject({
  csv: z.string().max(eventLimits.csvImportMaxBytes).describe('CSV text whose header row is name,phone,email'),
});

export const onboardingSchema = z.object({
  hasDetails: z.boolean().describe('Name and email given'),
  hasPicture: z.boolean(),
  hasDossier: z.boolean().describe('The concierge has written a general dossier'),
});

export const participantSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  state: participantStateSchema,
  userId: z.string().nullable(),
  name: z.string().nullable().describe("The account's name once joined, else the invitee's"),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  contactHidden: z
    .boolean()
    .describe(
      'Phone and email are withheld: the guest did not share them with the hosts, and the asker did not type them on an invitation (admins see them)',
    ),
  deleted: z.boolean().describe('The account was deleted: name and contact are null (show "Deleted user"), no action applies'),
  invited: z.boolean().describe('Pre-registered by a host'),
  isHost: z.boolean(),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  link: z
    .string()
    .nullable()
    .describe('The personal link {origin}/p/joinEvent/{id}/member-hash/{hash}; only hosts see it, only for invitations'),
  onboarding: onboardingSchema.nullable().describe('null until joined'),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantsSchema = z.object({
  participants: z.array(participantSchema).describe('Joined first, then invited, revoked and removed; by name within each'),
  counts: z.object({ invited: z.number().int(), joined: z.number().int(), revoked: z.number().int(), removed: z.number().int() }),
});

export const importInvitationsResultSchema = z.object({
  imported: z.number().int(),
  invitations: z.array(participantSchema),
});

export const csvProblemSchema = z.object({
  line: z.number().int().describe('1-based line of the CSV text where the row starts (the header is line 1)'),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

// ---------------------------------------------------------------------------------------------
// The admin table

export const tableSortSchema = z.enum(['name', 'state', 'joinedAt', 'invitedAt', 'onboarding', 'prospects', 'matches']);

export const eventTableQuerySchema = z.strictObject({
  sort: tableSortSchema.default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  state: participantStateSchema.optional().describe('Only participants in this state'),
  onboarding: z.enum(['complete', 'incomplete']).optional().describe('complete: details, picture and dossier'),
  q: z.string().trim().max(120).optional().describe('Part of the name, phone number or email'),
  format: z.enum(['json', 'csv']).default('json').describe('csv answers text/csv as an attachment'),
});
export type EventTableQuery = z.infer<typeof eventTableQuerySchema>;

export const eventTableRowSchema = z.object({
  participantId: z.string(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  deleted: z.boolean().describe('The account was deleted: name and contact are null (show "Deleted user")'),
  linkedin: z.string().nullable(),
  state: participantStateSchema,
  isHost: z.boolean(),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  onboarding: onboardingSchema.nullable(),
  prospects: z.number().int().describe('Prospects proposed to this participant: always 0 until matchmaking exists'),
  matches: z.number().int().describe('Matches of this participant: always 0 until matches exist'),
});
export type EventTableRow = z.infer<typeof eventTableRowSchema>;

export const eventTableSchema = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  total: z.number().int().describe('Participants of the event before filtering'),
  rows: z.array(eventTableRowSchema),
});
