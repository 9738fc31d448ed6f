import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { SentProperties } from './event-properties.ts';

/**
 * The contract between the tracker and an analytics SDK: the tracker decides what is sent and
 * when, an adapter (`amplitude-adapter.ts`, or a fake in tests) talks to the SDK itself.
 */

export type AnalyticsConfig = ClientConfig['analytics'];

/** What the tracker needs from an analytics SDK. */
export interface AnalyticsSdk {
  /** Loads and starts the SDK; nothing reaches it before this resolves. */
  init(config: AnalyticsConfig): Promise<void>;
  setUserId(userId: string): void;
  identify(traits: SentProperties): void;
  /** `time` is when the event happened, which for a cached event is earlier than now. */
  track(eventType: string, properties: SentProperties, time: number): void;
  /** Adds session replay if this browser is in the sample. */
  addReplay(sampleRate: number): Promise<void>;
  removeReplay(): void;
  /** Stops all sending for the rest of this page. */
  optOut(): void;
  /** Forgets the user and starts a new anonymous device. */
  reset(): void;
}
