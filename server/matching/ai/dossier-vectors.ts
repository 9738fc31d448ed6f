import type { Logger } from 'pino';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import { EmbeddingsError, type Embeddings } from '../../llm/embeddings.ts';
import type { Attendee, DossierVectors } from '../engine/engine-types.ts';
import type { DossierEmbeddingsRepository } from './dossier-embeddings.repository.ts';

/**
 * The semantic vectors the matching engine may add to its word matching: three per dossier, of
 * what the guest looks for, what they offer, and who they are (headline, about and topics). Each
 * dossier revision is embedded once per model and cached, so a recompute asks the endpoint only
 * for revisions it has never seen. Nothing here throws: when the endpoint is slow, down or answers
 * nonsense, the dossiers it did not embed simply have no vectors and the engine matches them on
 * words alone; the next recompute asks again.
 */

export interface DossierVectorsSource {
  /** By user id; an attendee whose vectors could not be had (or whose dossier is empty) is absent. */
  vectorsFor(attendees: readonly Attendee[], signal: AbortSignal): Promise<ReadonlyMap<string, DossierVectors>>;
}

export interface DossierVectorsOptions {
  embeddings: Embeddings;
  repository: DossierEmbeddingsRepository;
  logger: Logger;
  /** Dossiers per request, each up to three texts: a request stays far below endpoints' input limits (2048 for OpenAI). */
  dossiersPerRequest?: number;
  /** Requests in flight at once, so a first recompute of a large event does not wait on one request at a time. */
  concurrentRequests?: number;
  /** The app's clock: when each cached embedding was made. */
  now: () => number;
}

type Part = keyof DossierVectors;
const parts: readonly Part[] = ['lookingFor', 'canOffer', 'about'];

/** The text embedded for each part of a dossier; a part with nothing in it is not embedded. */
export function dossierPartTexts(document: DossierDocument): Record<Part, string> {
  const join = (texts: string[]) =>
    texts
      .map((text) => text.trim())
      .filter(Boolean)
      .join('\n');
  return {
    lookingFor: join(document.lookingFor.map((item) => item.text)),
    canOffer: join(document.canOffer.map((item) => item.text)),
    about: join([document.headline, document.about, ...document.topics.map((item) => item.text)]),
  };
}

interface PendingRevision {
  revisionId: string;
  texts: Record<Part, string>;
}

export function createDossierVectors({
  embeddings,
  repository,
  logger,
  dossiersPerRequest = 32,
  concurrentRequests = 4,
  now,
}: DossierVectorsOptions): DossierVectorsSource {
  const { model } = embeddings;

  /** Embeds one request's revisions and caches them; answers their vectors. */
  async function embedBatch(
    batch: readonly PendingRevision[],
    signal: AbortSignal,
  ): Promise<{ revisionId: string; vectors: DossierVectors }[]> {
    const inputs = batch.flatMap(({ texts }) => parts.map((part) => texts[part]).filter(Boolean));
    const answer = await embeddings.embed(inputs, signal);
    let position = 0;
    const embedded = batch.map(({ revisionId, texts }) => {
      // In the order the inputs were listed: the parts' order, skipping empty parts.
      const next = (part: Part) => (texts[part] ? answer[position++]! : null);
      return { revisionId, vectors: { lookingFor: next('lookingFor'), canOffer: next('canOffer'), about: next('about') } };
    });
    try {
      await repository.save(embedded, model, now());
    } catch (error) {
      // Still used this round; the next one embeds them again.
      logger.warn({ err: error, dossiers: batch.length }, 'the embeddings of these dossiers could not be cached');
    }
    return embedded;
  }

  return {
    async vectorsFor(attendees, signal) {
      const byRevision = new Map<string, DossierVectors>();
      const pending = new Map<string, PendingRevision>();
      for (const { revisionId, document } of attendees) {
        const texts = dossierPartTexts(document);
        if (parts.some((part) => texts[part])) pending.set(revisionId, { revisionId, texts });
      }
      try {
        for (const [revisionId, vectors] of await repository.find([...pending.keys()], model)) {
          byRevision.set(revisionId, vectors);
          pending.delete(revisionId);
        }
      } catch (error) {
        // Without the cache every dossier would be paid for again: this round matches on words alone.
        logger.warn({ err: error }, 'the cached embeddings could not be read; matching runs without semantic vectors');
        return new Map();
      }

      const cachedCount = byRevision.size;
      const batches: PendingRevision[][] = [];
      const toEmbed = [...pending.values()];
      for (let start = 0; start < toEmbed.length; start += dossiersPerRequest)
        batches.push(toEmbed.slice(start, start + dossiersPerRequest));
      let next = 0;
      let failure: unknown = null;
      // After the first failure no further batch is started: an endpoint that is down costs one timeout, not one per batch.
      const worker = async () => {
        while (failure === null && !signal.aborted && next < batches.length) {
          const batch = batches[next++]!;
          try {
            for (const { revisionId, vectors } of await embedBatch(batch, signal)) byRevision.set(revisionId, vectors);
          } catch (error) {
            failure ??= error;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrentRequests, batches.length) }, worker));

      const withoutVectors = toEmbed.filter(({ revisionId }) => !byRevision.has(revisionId)).length;
      if (failure !== null && !signal.aborted) {
        // Only the error's own words, which never quote the dossiers.
        const detail =
          failure instanceof EmbeddingsError
            ? { failure: failure.failure, status: failure.status, reason: failure.message }
            : { err: failure };
        logger.warn(
          { ...detail, dossiersWithoutVectors: withoutVectors },
          'embedding dossiers failed; those dossiers are matched on words alone',
        );
      }
      logger.debug({ cached: cachedCount, embedded: toEmbed.length - withoutVectors, withoutVectors }, 'dossier vectors');

      const byUser = new Map<string, DossierVectors>();
      for (const { userId, revisionId } of attendees) {
        const vectors = byRevision.get(revisionId);
        if (vectors) byUser.set(userId, vectors);
      }
      return byUser;
    },
  };
}
