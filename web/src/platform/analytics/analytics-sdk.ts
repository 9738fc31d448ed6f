import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { SentProperties } from './event-properties.ts';

/**
 * The contract between the tracker and an analytics SDK: the tracker decides what is sent and
 * when, an adapter (`amplitude-adapter.ts`, or a fake in tests) talks to the SDK itself.
 */

/**
 * How the SDK batches, retries and keeps sessions (pinned by amplitude-adapter.test.ts). The
 * stored queue's 1000-event cap is the SDK's localStorage provider's own limit. Here, not in the
 * adapter, because the tracker times the SDK's start by its interval without loading it.
 */
export const sdkSettings = {
  flushIntervalMillis: 10_000,
  flushQueueSize: 200,
  flushMaxRetries: 12,
  sessionTimeoutMs: 30 * 60 * 1000,
  cookieExpirationDays: 365,
} as const;

export type AnalyticsConfig = ClientConfig['analytics'];

/** One tracked event, as the SDK is to send it. */
export interface SdkEvent {
  /** The same on every attempt, so that the server stores the event once. */
  insertId: string;
  eventType: string;
  properties: SentProperties;
  /** When it happened, which is earlier than now for an event that waited. */
  time: number;
  userId: string;
}

/** What the tracker needs from an analytics SDK. */
export interface AnalyticsSdk {
  /** Loads and starts the SDK; nothing reaches it before this resolves. */
  init(config: AnalyticsConfig): Promise<void>;
  setUserId(userId: string): void;
  /** Resolves true once the server has the traits, false when the SDK gave up on them. */
  identify(traits: SentProperties): Promise<boolean>;
  /**
   * Resolves true once the server has stored the event, false when the SDK gave up on it (the
   * server refused it, its retries ran out, or `flush` could not deliver it).
   */
  track(event: SdkEvent): Promise<boolean>;
  /** Sends what the SDK holds now, once, without its retries. */
  flush(): void;
  /** Adds session replay if this browser is in the sample. */
  addReplay(sampleRate: number): Promise<void>;
  removeReplay(): void;
  /** Stops all sending for the rest of this page. */
  optOut(): void;
  /** Forgets the user and starts a new anonymous device. */
  reset(): void;
}
