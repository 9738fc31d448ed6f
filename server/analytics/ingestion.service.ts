import { selfHostedAnalyticsKey } from '../../shared/analytics/self-hosted.ts';
import type { NewAnalyticsEvent } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import type { BatchRateLimiter, SlidingWindow } from '../realtime/rate-limiter.ts';
import { amplitudeAnswers, readBatch, throttledAnswer, throttleKey, type AmplitudeAnswer, type IngestedEvent } from './ingestion.ts';

/**
 * Amplitude's documented per-device limit; averaged over a sliding 10 s so that one full SDK
 * batch (200) passes after a quiet spell while a device in a loop is stopped within seconds.
 * Shared by every instance (through Redis when configured).
 */
export const deviceRateLimit = { eventsPerSecond: 30, windowMs: 10_000 };
export const deviceRateWindow: SlidingWindow = {
  budget: (deviceRateLimit.eventsPerSecond * deviceRateLimit.windowMs) / 1000,
  windowMs: deviceRateLimit.windowMs,
};

export interface IngestionRequest {
  body: unknown;
  /** The signed-in user whose access cookie came with the batch, if any. */
  sessionUserId: string | null;
  ip: string;
  payloadSizeBytes: number;
}

export interface IngestionServiceDependencies {
  analytics: AnalyticsRepository;
  /** Events per device (or user, when the event has no device), over `deviceRateWindow`. */
  limiter: BatchRateLimiter;
  now: () => number;
}

/** The self-hosted Amplitude endpoint: validates, keeps admins out, limits devices and stores. */
export function createIngestionService({ analytics, limiter, now }: IngestionServiceDependencies) {
  return {
    async ingest(request: IngestionRequest): Promise<AmplitudeAnswer> {
      const reading = readBatch(request.body, selfHostedAnalyticsKey);
      if (!reading.ok) return reading.answer;
      const { events } = reading;

      const over = await limiter.admit(countPerKey(events));
      if (over.size > 0) return throttledAnswer(events, eventsPerSecond(over), deviceRateLimit.eventsPerSecond);

      const userIds = new Set(events.flatMap((event) => (event.userId === null ? [] : [event.userId])));
      if (request.sessionUserId) userIds.add(request.sessionUserId);
      const adminIds = await analytics.findAdminIds([...userIds]);
      if (request.sessionUserId && adminIds.has(request.sessionUserId)) return amplitudeAnswers.adminSessionSilenced(events);

      // Events naming an admin are dropped one by one, not refused: the rest of the batch is fine.
      const receivedAt = now();
      const rows = events
        .filter((event) => event.userId === null || !adminIds.has(event.userId))
        .map((event) => toRow(event, request.ip, receivedAt));
      const stored = await analytics.insertEvents(rows);
      return amplitudeAnswers.success(stored, request.payloadSizeBytes, receivedAt);
    },
  };
}

export type IngestionService = ReturnType<typeof createIngestionService>;

/** Amplitude reports a throttled device with its rate: what it would reach, per second of the window. */
function eventsPerSecond(totals: ReadonlyMap<string, number>): Map<string, number> {
  return new Map([...totals].map(([key, total]) => [key, Math.ceil((total * 1000) / deviceRateLimit.windowMs)]));
}

function countPerKey(events: IngestedEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    const key = throttleKey(event);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function toRow(event: IngestedEvent, ip: string, receivedAt: number): NewAnalyticsEvent {
  return {
    id: newId(),
    insert_id: event.insertId,
    event_type: event.eventType,
    user_id: event.userId,
    device_id: event.deviceId,
    session_id: event.sessionId,
    event_time: event.time ?? receivedAt,
    event_properties: event.eventProperties,
    user_properties: event.userProperties,
    platform: event.platform,
    os_name: event.osName,
    os_version: event.osVersion,
    device_model: event.deviceModel,
    language: event.language,
    library: event.library,
    ip,
    received_at: receivedAt,
  };
}
