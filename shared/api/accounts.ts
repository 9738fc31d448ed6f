import { z } from 'zod';
import { dossierDocumentSchema, dossierUpdateSourceSchema, dossierUpdateTypeSchema } from './dossier.ts';
import { conversationKindSchema, messageKindSchema } from './conversations.ts';
import { notificationChannelSchema } from './users.ts';

/** A person's own data: deleting their account, and downloading what Tandem holds about them. */

/** `DELETE /api/users/me`: the settings page asks the person to type DELETE, and sends it. */
export const deleteAccountSchema = z.strictObject({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm that the account should be deleted.' }),
});

/** `GET /api/users/me/export`: a JSON download (Content-Disposition: attachment). Times are ISO 8601. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    phoneNumber: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    linkedin: z.string().nullable(),
    pictureUrl: z.string().nullable(),
    notificationPreferences: z.array(notificationChannelSchema),
    contactSharing: z.record(z.string(), z.boolean()).nullable(),
    joinedAt: z.string(),
  }),
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      timeZone: z.string(),
      joinedAt: z.string().nullable(),
    }),
  ),
  dossier: z
    .object({
      document: dossierDocumentSchema.nullable(),
      revisions: z.array(
        z.object({
          id: z.string(),
          document: dossierDocumentSchema,
          updateType: dossierUpdateTypeSchema,
          updateSource: dossierUpdateSourceSchema,
          createdAt: z.string(),
        }),
      ),
    })
    .nullable(),
  messages: z.array(
    z.object({
      id: z.string(),
      conversationId: z.string(),
      conversationKind: conversationKindSchema,
      kind: messageKindSchema,
      text: z.string().nullable(),
      transcript: z.string().nullable().describe("A voice note's transcript"),
      mediaUrl: z.string().nullable().describe("A voice note's audio (signed-in download)"),
      sentAt: z.string(),
    }),
  ),
  matches: z.array(
    z.object({
      id: z.string(),
      event: z.object({ id: z.string(), name: z.string() }),
      withName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  passkeys: z.array(
    z.object({
      name: z.string(),
      synced: z.boolean().describe('The authenticator says the passkey is backed up, as of its last use'),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  sessions: z
    .array(
      z.object({
        device: z.string().nullable().describe("The browser's own description of itself (user agent)"),
        ip: z.string().nullable(),
        signedInAt: z.string(),
        lastSeenAt: z.string(),
        endedAt: z.string().nullable(),
      }),
    )
    .describe('Every sign-in, live or ended, oldest first'),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
