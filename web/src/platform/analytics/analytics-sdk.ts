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

/** What the tracker needs from an analytics SDK. */
export interface AnalyticsSdk {
  /** Loads and starts the SDK; nothing reaches it before this resolves. */
  init(config: AnalyticsConfig): Promise<void>;
  setUserId(userId: string): void;
  identify(traits: SentProperties): void;
  /** `time` is when the event happened, which for a cached event is earlier than now. */
  track(eventType: string, properties: SentProperties, time: number): void;
  /** Sends what the SDK holds now rather than at its next interval. */
  flush(): void;
  /** Adds session replay if this browser is in the sample. */
  addReplay(sampleRate: number): Promise<void>;
  removeReplay(): void;
  /** Stops all sending for the rest of this page. */
  optOut(): void;
  /** Forgets the user and starts a new anonymous device. */
  reset(): void;
}
