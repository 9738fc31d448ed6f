import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import { accessCookieName } from '../auth/auth-cookies.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { ApiError } from '../http/api-error.ts';
import { depthLimitedJsonParser } from '../http/request-hygiene.ts';
import { amplitudeAnswers, ingestionLimits, type AmplitudeAnswer } from './ingestion.ts';
import type { IngestionService } from './ingestion.service.ts';

/**
 * Every failure of the ingestion route, including a body too large or not JSON and the Origin
 * check's refusal, answered in Amplitude's shape: the SDK reads `code` from the body, and
 * Tandem's `{ code: 'snake_case', message }` would read as "unknown" and be retried forever.
 */
function answerInAmplitudeShape(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let answer: AmplitudeAnswer;
  if (error instanceof ApiError && error.status === 403) answer = amplitudeAnswers.error(403, error.message);
  else if (error instanceof ApiError && error.status === 400)
    answer = amplitudeAnswers.error(400, `Invalid request body: ${error.message}`);
  else if (error.statusCode === 413) answer = amplitudeAnswers.payloadTooLarge();
  else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    answer = amplitudeAnswers.error(400, `Invalid request body: ${error.message}`);
  } else {
    request.log.error({ err: error }, 'analytics ingestion failed');
    answer = amplitudeAnswers.error(500, 'Internal server error');
  }
  return reply.status(answer.status).send(answer.body);
}

/** Route options every ingestion route shares (the bench's no-op route too): the 1 MB limit and the error shape. */
export const ingestionRouteOptions = { bodyLimit: ingestionLimits.maxBodyBytes, errorHandler: answerInAmplitudeShape };

/** The SDK's `beacon` transport (sendBeacon, when a page closes) can only post text/plain; its body is the same JSON. */
export function acceptTextPlainJson(app: FastifyInstance): void {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, depthLimitedJsonParser(app));
}

export interface AnalyticsIngestionRoutesDependencies {
  ingestion: IngestionService;
  /** Reads the access cookie: whose events a batch may carry, and whether it comes from an admin. */
  sessions: Pick<SessionsService, 'readAccessToken'>;
}

/** `POST /api/analytics/2/httpapi`: Amplitude's HTTP V2 API, for the SDK in self-hosted mode. */
export function analyticsIngestionRoutes({ ingestion, sessions }: AnalyticsIngestionRoutesDependencies) {
  return async (app: FastifyInstance) => {
    acceptTextPlainJson(app);
    app.post(selfHostedIngestionPath, {
      ...ingestionRouteOptions,
      schema: { tags: ['analytics'], summary: "Store product analytics events (Amplitude's HTTP V2 API and answers)" },
      handler: async (request, reply) => {
        const answer = await ingestion.ingest({
          body: request.body,
          sessionUserId: sessions.readAccessToken(request.cookies[accessCookieName])?.uid ?? null,
          ip: request.ip,
          payloadSizeBytes: Number(request.headers['content-length'] ?? 0),
        });
        if (answer.retryAfterSeconds !== undefined) void reply.header('retry-after', String(answer.retryAfterSeconds));
        return reply.status(answer.status).send(answer.body);
      },
    });
  };
}
