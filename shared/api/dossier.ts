import { z } from 'zod';
import { limits } from '../limits.ts';

/** One thing a guest said about themselves, with the ids of the guest's messages it came from. */
export const dossierItemSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'An item cannot be empty.')
    .max(limits.dossierItemMaxLength, `An item has at most ${limits.dossierItemMaxLength} characters.`),
  /** Empty only on an item the guest wrote by hand (a manual revision). */
  sourceMessageIds: z.array(z.string().min(1).max(64)).max(limits.dossierItemMaxSources),
});
export type DossierItem = z.infer<typeof dossierItemSchema>;

const itemListSchema = z
  .array(dossierItemSchema)
  .max(limits.dossierItemsPerSection, `A section holds at most ${limits.dossierItemsPerSection} items.`);

/** The general dossier as others see it: what matching reads. */
export const dossierDocumentSchema = z.strictObject({
  headline: z.string().trim().max(limits.dossierHeadlineMaxLength, `A headline has at most ${limits.dossierHeadlineMaxLength} characters.`),
  about: z.string().trim().max(limits.dossierAboutMaxLength, `"About" has at most ${limits.dossierAboutMaxLength} characters.`),
  lookingFor: itemListSchema,
  canOffer: itemListSchema,
  topics: itemListSchema,
});
export type DossierDocument = z.infer<typeof dossierDocumentSchema>;
export type DossierListSection = 'lookingFor' | 'canOffer' | 'topics';
/** The three lists of a dossier, in the order it reads. */
export const dossierListSections: readonly DossierListSection[] = ['lookingFor', 'canOffer', 'topics'];
export type DossierSection = 'headline' | 'about' | DossierListSection;

/** not_started: the guest has said nothing yet; in_progress: talking, nothing confirmed; complete: a document exists. */
export const dossierStatusSchema = z.enum(['not_started', 'in_progress', 'complete']);
export type DossierStatus = z.infer<typeof dossierStatusSchema>;

export const dossierUpdateTypeSchema = z.enum(['first_time', 'deepened', 'manual', 'modification_request']);
export type DossierUpdateType = z.infer<typeof dossierUpdateTypeSchema>;

/** Where the guest started the update: the concierge chat, the dossier page opened from home, or the document itself. */
export const dossierUpdateSourceSchema = z.enum(['chat', 'home', 'artifact']);
export type DossierUpdateSource = z.infer<typeof dossierUpdateSourceSchema>;

/** `POST /api/users/{id}/generalDossier`: the user's own two single-member concierge conversations. */
export const saveGeneralDossierSchema = z.strictObject({
  textConversationId: z.string().min(1).max(64),
  voiceConversationId: z.string().min(1).max(64),
});
export const generalDossierRefSchema = z.object({
  textConversationId: z.string(),
  voiceConversationId: z.string(),
});
export type GeneralDossierRef = z.infer<typeof generalDossierRefSchema>;

export const dossierRevisionSummarySchema = z.object({
  id: z.string(),
  updateType: dossierUpdateTypeSchema,
  updateSource: dossierUpdateSourceSchema,
  createdAt: z.number().int(),
});
export type DossierRevisionSummary = z.infer<typeof dossierRevisionSummarySchema>;

/** `GET /api/users/{id}/generalDossier`. */
export const generalDossierSchema = generalDossierRefSchema.extend({
  status: dossierStatusSchema,
  /** null before the first revision. */
  document: dossierDocumentSchema.nullable(),
  /** Newest first. */
  revisions: z.array(dossierRevisionSummarySchema),
});
export type GeneralDossier = z.infer<typeof generalDossierSchema>;

/** `PUT /api/users/{id}/generalDossier/document`: the user's own edit, saved as a manual revision. */
export const saveDossierDocumentSchema = z.strictObject({
  document: dossierDocumentSchema,
  updateSource: dossierUpdateSourceSchema,
});
export type SaveDossierDocument = z.input<typeof saveDossierDocumentSchema>;

/** One difference between a revision and the one before it; a changed list item shows as removed plus added. */
export const dossierChangeSchema = z.object({
  section: z.enum(['headline', 'about', 'lookingFor', 'canOffer', 'topics']),
  change: z.enum(['added', 'removed', 'changed']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type DossierChange = z.infer<typeof dossierChangeSchema>;

/** `GET /api/users/{id}/generalDossier/revisions/{revisionId}`. */
export const dossierRevisionSchema = z.object({
  revision: dossierRevisionSummarySchema.extend({ document: dossierDocumentSchema }),
  /** The revision before it; null for the first. */
  previous: dossierRevisionSummarySchema.nullable(),
  /** What changed since `previous` (since an empty dossier for the first). */
  changes: z.array(dossierChangeSchema),
});
export type DossierRevision = z.infer<typeof dossierRevisionSchema>;

export const dossierParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const dossierRevisionParamsSchema = dossierParamsSchema.extend({ revisionId: z.string().min(1).max(64) });
