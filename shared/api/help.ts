import { z } from 'zod';
import { clientIdSchema } from './conversations.ts';

/** Limits of the help chat, kept once for the server and the widget. */
export const helpLimits = {
  /** Shorter than a chat message: a visitor asks a question, they do not paste documents. */
  messageMaxLength: 1000,
  pathMaxLength: 300,
  /** Per visitor device and per IP address, each over a minute. */
  visitorMessagesPerMinute: 6,
  visitorMessagesPerIpPerMinute: 20,
  /** Per visitor device over an hour: a question and its follow-ups fit; a script pasting all day does not. */
  visitorMessagesPerDevicePerHour: 30,
  /** Reads of visitor threads per IP address a minute: an open widget asks 12 times a minute. */
  visitorReadsPerIpPerMinute: 60,
  /** New visitor threads one IP address may open per hour: a household or an office behind one address. */
  visitorThreadsPerIpPerHour: 3,
  /** New visitor threads per hour from one network (IPv4 /24, IPv6 /64): one party's many addresses sit in one. */
  visitorThreadsPerNetworkPerHour: 12,
  /** New visitor threads one device id may open per hour (a device has one open thread; a new one follows a sign-in). */
  visitorThreadsPerDevicePerHour: 2,
  /** Visitor threads opened in the last hour across Tandem, 40 networks' worth: past it, new visitors are asked to sign in. */
  visitorThreadsPerHourMax: 500,
  /** How often the widget of a signed-out visitor asks for replies while it is open. */
  visitorPollMs: 5000,
} as const;

/** A random id the widget keeps in localStorage: who a signed-out visitor is, and the key to their thread. */
export const helpDeviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, "-" or "_"');

export const helpTextSchema = z
  .string()
  .trim()
  .min(1, 'A message cannot be empty.')
  .max(helpLimits.messageMaxLength, `A help message can be at most ${helpLimits.messageMaxLength} characters.`);
/** The page the person was on when they wrote (a path under /p, without the query). */
export const helpPathSchema = z.string().max(helpLimits.pathMaxLength).regex(/^\//, 'must start with "/"');

export const helpConversationRequestSchema = z.strictObject({
  deviceId: helpDeviceIdSchema.optional().describe('The widget’s device id: visitor threads written on it are merged in'),
});
export const helpConversationResponseSchema = z.object({ conversationId: z.string() });

export const helpSendSchema = z.strictObject({ clientId: clientIdSchema, text: helpTextSchema, path: helpPathSchema });

export const visitorSendSchema = helpSendSchema.extend({
  deviceId: helpDeviceIdSchema,
  phoneNumber: z.string().max(40).optional().describe('A number the visitor leaves so the team can reach them; E.164 or national'),
});

/** A message of a help thread: the person's own (a visitor's, or a signed-in user's), or the team's reply. */
export const helpMessageSchema = z.object({
  id: z.string(),
  sequence: z.number().int(),
  from: z.enum(['person', 'team']),
  text: z.string(),
  createdAt: z.number().int(),
});
export type HelpMessage = z.infer<typeof helpMessageSchema>;

/** A read, yet a POST: the device id is the key to the thread, and it stays out of URLs and logs. */
export const visitorThreadRequestSchema = z.strictObject({
  deviceId: helpDeviceIdSchema,
  after: z.number().int().min(0).default(0).describe('Messages with a larger sequence'),
});
export const visitorThreadSchema = z.object({
  /** Messages after `after`, ascending; empty when this device never wrote. */
  messages: z.array(helpMessageSchema),
  phoneNumber: z.string().nullable(),
});
export type VisitorThread = z.infer<typeof visitorThreadSchema>;
export const visitorSendResponseSchema = z.object({ message: helpMessageSchema, duplicate: z.boolean() });

export const helpThreadSchema = z.object({
  /** The conversation id of a signed-in person's thread, the visitor thread's id otherwise. */
  id: z.string(),
  kind: z.enum(['user', 'visitor']),
  userId: z.string().nullable(),
  /** The person's name; null for a visitor. */
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The event the person joined last, if any. */
  event: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastPath: z.string().nullable(),
  lastText: z.string().nullable(),
  lastAt: z.number().int(),
  /** The person wrote last: the team owes an answer. */
  unread: z.boolean(),
  /** An admin archived it and the person wrote nothing since. */
  archived: z.boolean(),
});
export type HelpThread = z.infer<typeof helpThreadSchema>;
export const helpInboxSchema = z.object({ threads: z.array(helpThreadSchema) });
export const helpInboxQuerySchema = z.strictObject({
  view: z.enum(['open', 'archived']).default('open').describe('Open threads (the default), or the archived ones'),
});
export const helpArchiveSchema = z.strictObject({ archived: z.boolean() });

export const helpThreadParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const helpThreadMessagesSchema = z.object({ thread: helpThreadSchema, messages: z.array(helpMessageSchema) });
export type HelpThreadMessages = z.infer<typeof helpThreadMessagesSchema>;
export const adminReplySchema = z.strictObject({ clientId: clientIdSchema, text: helpTextSchema });
export const adminReplyResponseSchema = z.object({ message: helpMessageSchema });
