import { z } from 'zod';
import { generalDossierRefSchema } from './dossier.ts';
import { roleSchema } from './users.ts';

/** The admin's people pages: the users list, one user's detail, and what an admin may do to them. */

export const adminUsersPageMax = 100;

/** `GET /api/admin/users`: newest first, a page at a time (`nextCursor` asks for the next page). */
export const adminUsersQuerySchema = z.strictObject({
  query: z.string().trim().max(200).optional().describe('Part of a name, phone number or email, any case'),
  role: roleSchema.optional(),
  cursor: z.string().min(1).max(64).optional().describe('The nextCursor of the page before'),
  limit: z.coerce.number().int().min(1).max(adminUsersPageMax).default(50),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  isBlocked: z.boolean(),
  isDeleted: z.boolean().describe('The account was deleted: its personal data is gone (show "Deleted user")'),
  createdAt: z.string().describe('When they joined Tandem (ISO 8601)'),
  eventsCount: z.number().int().describe('Events they joined, host or co-host'),
  pictureUrl: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  nextCursor: z.string().nullable().describe('null on the last page'),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const adminUserSessionParamsSchema = adminUserParamsSchema.extend({ sessionId: z.string().min(1).max(64) });

export const adminUserEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  role: z.enum(['creator', 'cohost', 'participant']),
});

export const adminUserMatchSchema = z.object({
  id: z.string(),
  event: z.object({ id: z.string(), name: z.string() }),
  with: z.object({ id: z.string(), name: z.string().nullable() }),
  conversationId: z.string(),
  createdAt: z.string(),
});

export const adminUserSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().describe('The last refresh of its access token'),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  userAgent: z.string().nullable(),
  device: z.string().nullable().describe('The browser and system, read from the user agent ("Chrome 131 on macOS")'),
  ip: z.string().nullable(),
  current: z.boolean().describe("The session of the admin's own request"),
});

export const auditActionSchema = z.enum([
  'role_changed',
  'session_revoked',
  'signed_out_everywhere',
  'blocked',
  'unblocked',
  'account_deleted',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/users/{userId}`. */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.omit({ eventsCount: true }).extend({ linkedin: z.string().nullable(), isCreator: z.boolean() }),
  events: z.array(adminUserEventSchema),
  matches: z.array(adminUserMatchSchema),
  generalDossier: generalDossierRefSchema.nullable(),
  sessions: z.array(adminUserSessionSchema).describe('Newest first'),
  audit: z.array(auditEntrySchema).describe('What admins did about this user, newest first'),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const setRoleSchema = z.strictObject({ role: roleSchema });
