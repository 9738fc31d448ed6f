import { selfHostedAnalyticsKey } from '../../shared/analytics/self-hosted.ts';
import type { NewAnalyticsEvent } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { networkOf } from '../help/visitor-limits.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import type { BatchRateLimiter, RateDecision, RateLimiter, SlidingWindow } from '../realtime/rate-limiter.ts';
import type { EventWriter } from './event-writer.ts';
import {
  amplitudeAnswers,
  attributeToCaller,
  readBatch,
  storedBytes,
  throttledAnswer,
  throttleKey,
  type AmplitudeAnswer,
  type IngestedEvent,
} from './ingestion.ts';

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

/** The window of the event and byte budgets (`AnalyticsBudgets`). */
export const analyticsBudgetWindowMs = 60 * 60 * 1000;

/**
 * Fixed-window counters over `analyticsBudgetWindowMs`, in process or shared on Redis: per sender
 * (the signed-in account, else the address's network) and for the whole server, in events and in
 * stored bytes. The device limit does not stop a sender that gives every event a device of its own.
 */
export interface AnalyticsBudgets {
  senderEvents: RateLimiter;
  senderBytes: RateLimiter;
  totalEvents: RateLimiter;
  totalBytes: RateLimiter;
}

export interface IngestionRequest {
  body: unknown;
  /** The signed-in user whose access cookie came with the batch, if any. */
  sessionUserId: string | null;
  ip: string;
  payloadSizeBytes: number;
}

export interface IngestionServiceDependencies {
  analytics: Pick<AnalyticsRepository, 'isAdmin'>;
  /** Stores rows; answers once they are committed. */
  writer: EventWriter<NewAnalyticsEvent>;
  /** Events per device (or user, when the event has no device), over `deviceRateWindow`. */
  limiter: BatchRateLimiter;
  budgets: AnalyticsBudgets;
  now: () => number;
}

/**
 * The self-hosted Amplitude endpoint: validates, ties events to the caller, keeps admins out,
 * limits devices, senders and the whole server, and stores.
 */
export function createIngestionService({ analytics, writer, limiter, budgets, now }: IngestionServiceDependencies) {
  /**
   * The budgets in turn, narrowest first, stopping at the first refusal: a sender hammering its
   * own budget spends nothing of everyone's.
   */
  async function firstRefusal(sender: string, events: IngestedEvent[]): Promise<AmplitudeAnswer | null> {
    const bytes = events.reduce((sum, event) => sum + storedBytes(event), 0);
    const asks: [() => Promise<RateDecision>, string][] = [
      [() => budgets.senderEvents.take(sender, events.length), 'Too many events from this sender in the last hour'],
      [() => budgets.senderBytes.take(sender, bytes), 'Too much event data from this sender in the last hour'],
      [() => budgets.totalEvents.take('all', events.length), 'Analytics takes no more events this hour'],
      [() => budgets.totalBytes.take('all', bytes), 'Analytics takes no more event data this hour'],
    ];
    for (const [ask, error] of asks) {
      const decision = await ask();
      if (!decision.allowed)
        return amplitudeAnswers.overBudget(events.length, deviceRateLimit.eventsPerSecond, error, decision.retryAfterSeconds);
    }
    return null;
  }

  return {
    async ingest(request: IngestionRequest): Promise<AmplitudeAnswer> {
      const reading = readBatch(request.body, selfHostedAnalyticsKey);
      if (!reading.ok) return reading.answer;
      const attribution = attributeToCaller(reading.events, request.sessionUserId);
      if (!attribution.ok) return attribution.answer;
      const { events } = attribution;
      if (request.sessionUserId && (await analytics.isAdmin(request.sessionUserId))) return amplitudeAnswers.adminSessionSilenced(events);

      const over = await limiter.admit(countPerKey(events));
      if (over.size > 0) return throttledAnswer(events, eventsPerSecond(over), deviceRateLimit.eventsPerSecond);
      const sender = request.sessionUserId ? `user:${request.sessionUserId}` : `network:${networkOf(request.ip)}`;
      const refusal = await firstRefusal(sender, events);
      if (refusal) return refusal;

      const receivedAt = now();
      await writer.write(events.map((event) => toRow(event, request.ip, receivedAt)));
      // Every event is acknowledged, a repeated insert_id too: it is stored, once.
      return amplitudeAnswers.success(events.length, request.payloadSizeBytes, receivedAt);
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
