/**
 * The analytics tracker: the one place the web app's product analytics go through. Screens never
 * call the SDK: they call the typed events in `track.ts` (`track.loginOtpVerified({ is_new_user })`,
 * `useScreenViewed('Chat', { conversation_id })`) and report failures with
 * `reportError(error, { description, location, data })`. The app calls `tracker.start(clientConfig)`
 * once `GET /api/client-config` answers, `tracker.identify(user)` whenever the current user loads
 * or changes, and `tracker.reset()` on logout. Nothing is sent before the first identify: earlier
 * events wait in memory and become the identified user's. A user's events wait in the page's
 * outbox (`outbox.ts`, in storage) until the server has them, so that a page left before they went
 * out loses none: the next page sends them. In self-hosted mode the SDK (there only the sender of
 * batches) loads when its first batch is due or the page is hidden, not with the page's own code,
 * and sends that batch at once. An ADMIN identity stops everything (events, identify, replay) until
 * the page unloads. Every event is cleaned (empty values skipped, strings cut to 1024 characters, a
 * default `source`) and repeats are dropped (500 ms; identical errors 5 s). A failure inside
 * tracking is logged to the console and never reaches the page. Pinned by tracker.test.ts,
 * outbox.test.ts and analytics.e2e.test.ts.
 */
import { eventTypes, type EventType } from '../../../../shared/analytics/event-types.ts';
import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { sdkSettings, type AnalyticsConfig, type AnalyticsSdk } from './analytics-sdk.ts';
import {
  analyticsLimits,
  cleanProperties,
  errorProperties,
  eventProperties,
  isAdminRole,
  userTraits,
  type ErrorContext,
  type EventProperties,
  type SentProperties,
} from './event-properties.ts';
import { createOutbox, type OutboxStorage, type PendingEvent } from './outbox.ts';

export type KeyValueStorage = OutboxStorage;

export interface TrackerDeps {
  sdk: AnalyticsSdk;
  clock: { now(): number };
  console: Pick<Console, 'error'>;
  /**
   * Holds the page's outbox, and remembers the last identify across page loads, so an unchanged
   * user is not re-sent.
   */
  storage: KeyValueStorage | null;
  /** A new random id: the page's outbox entry, each event's insert_id. */
  newId: () => string;
  /**
   * Self-hosted mode, where the SDK only sends batches: calls `start` when the SDK is needed,
   * which the app makes the moment its first batch is due or the page is hidden, so that the
   * SDK's 60 KB do not compete with the first page's own code. Unset, it starts at once.
   */
  whenSenderNeeded?: (start: () => void) => void;
}

export interface AnalyticsTracker {
  start(clientConfig: ClientConfig): void;
  identify(user: CurrentUser): void;
  reset(): void;
  track(eventType: EventType, properties?: EventProperties): void;
  reportError(error: unknown, context: ErrorContext): void;
}

export const lastIdentityStorageKey = 'tandem:analytics-identity';

interface CachedEvent {
  eventType: EventType;
  properties: SentProperties;
  time: number;
}

export function createTracker({
  sdk,
  clock,
  console,
  storage,
  newId,
  whenSenderNeeded = (start) => start(),
}: TrackerDeps): AnalyticsTracker {
  let config: AnalyticsConfig | null = null;
  let user: CurrentUser | null = null;
  let stopped = false;
  let sdkState: 'idle' | 'waiting' | 'loading' | 'ready' | 'failed' = 'idle';
  /** Events tracked while nobody is identified: the next identified user's. */
  let anonymous: CachedEvent[] = [];
  const outbox = createOutbox(storage, newId(), (error) => console.error('Analytics storage failed:', error));
  let lastIdentity = guard(() => storage?.getItem(lastIdentityStorageKey) ?? null) ?? null;
  /** When each distinct event (type + properties) was last let through. */
  const lastSeen = new Map<string, number>();

  function guard<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch (error) {
      console.error('Analytics failed:', error);
      return undefined;
    }
  }

  function isRepeat(eventType: EventType, properties: SentProperties, now: number): boolean {
    const windowMs = eventType === eventTypes.errorOccurred ? analyticsLimits.errorThrottleMs : analyticsLimits.throttleMs;
    const key = `${eventType}\u0000${JSON.stringify(properties)}`;
    const last = lastSeen.get(key);
    if (last !== undefined && now - last < windowMs) return true;
    lastSeen.set(key, now);
    if (lastSeen.size > 200) {
      for (const [seenKey, time] of lastSeen) {
        if (now - time >= analyticsLimits.errorThrottleMs) lastSeen.delete(seenKey);
      }
    }
    return false;
  }

  function sendIdentity(current: CurrentUser) {
    sdk.setUserId(current.id);
    const traits = cleanProperties(userTraits(current));
    const identity = JSON.stringify([current.id, traits]);
    if (identity === lastIdentity) return;
    lastIdentity = identity;
    sdk.identify(traits).then(
      (stored) =>
        guard(() => {
          // Remembered for the next pages only once the server has it; until then each page sends it again.
          if (stored) storage?.setItem(lastIdentityStorageKey, identity);
          else if (lastIdentity === identity) lastIdentity = null;
        }),
      (error: unknown) => console.error('Analytics identify failed:', error),
    );
  }

  /**
   * Hands an event to the SDK; it leaves the outbox once the SDK has the server's answer. `flush`
   * sends once, without the SDK's retries: what it could not deliver joins the queue that retries.
   */
  function deliver(event: PendingEvent, flushed = false) {
    sdk.track(event).then(
      (stored) =>
        guard(() => {
          if (!stored && flushed) deliver(event);
          else outbox.remove(event.insertId);
        }),
      (error: unknown) => console.error('Analytics track failed:', error),
    );
  }

  function keep(event: CachedEvent, userId: string) {
    const pending: PendingEvent = { ...event, insertId: newId(), userId };
    // Past the outbox's limit an event is still sent when the SDK is up, only not kept.
    const kept = outbox.add(pending);
    if (sdkState === 'ready') deliver(pending);
    else if (!kept) console.error('Analytics: too many events waiting; one was dropped.');
  }

  function claimAnonymous(userId: string) {
    const events = anonymous;
    anonymous = [];
    for (const event of events) keep(event, userId);
  }

  /** Once someone is identified: now in Amplitude mode, when the first batch is due in self-hosted mode. */
  function startSdk() {
    if (sdkState !== 'idle' || !config || !user || stopped) return;
    if (config.mode === 'self-hosted') {
      sdkState = 'waiting';
      whenSenderNeeded(() =>
        guard(() => {
          if (sdkState === 'waiting') loadSdk(true);
        }),
      );
      return;
    }
    loadSdk(false);
  }

  function loadSdk(late: boolean) {
    if (!config || stopped) return;
    const startedConfig = config;
    sdkState = 'loading';
    sdk.init(startedConfig).then(
      () =>
        guard(() => {
          sdkState = 'ready';
          if (stopped) {
            sdk.optOut();
            return;
          }
          if (startedConfig.mode === 'amplitude') {
            sdk.addReplay(startedConfig.replaySampleRate).catch((error: unknown) => console.error('Analytics replay failed:', error));
          }
          outbox.takeOverLeftBehind();
          const waiting = outbox.events();
          for (const event of waiting) deliver(event, late);
          // Started late, the first batch is due already. The identify comes after it, in the queue that retries.
          if (late && waiting.length > 0) sdk.flush();
          if (user) sendIdentity(user);
        }),
      (error: unknown) => {
        sdkState = 'failed';
        anonymous = [];
        outbox.clear();
        console.error('Analytics could not start:', error);
      },
    );
  }

  function stop() {
    stopped = true;
    anonymous = [];
    user = null;
    if (sdkState === 'ready') {
      sdk.removeReplay();
      sdk.optOut();
    }
  }

  function track(eventType: EventType, properties: EventProperties = {}) {
    guard(() => {
      if (stopped || sdkState === 'failed') return;
      const sent = eventProperties(properties);
      const now = clock.now();
      if (isRepeat(eventType, sent, now)) return;
      const event = { eventType, properties: sent, time: now };
      if (user) keep(event, user.id);
      else if (anonymous.length < analyticsLimits.cachedEventsMax) anonymous.push(event);
    });
  }

  return {
    start(clientConfig) {
      guard(() => {
        if (config) return;
        config = clientConfig.analytics;
        startSdk();
      });
    },
    identify(current) {
      guard(() => {
        if (stopped) return;
        if (isAdminRole(current.role)) {
          stop();
          return;
        }
        user = current;
        if (sdkState === 'ready') sendIdentity(current);
        claimAnonymous(current.id);
        startSdk();
      });
    },
    reset() {
      guard(() => {
        if (stopped) return;
        user = null;
        lastIdentity = null;
        guard(() => storage?.removeItem(lastIdentityStorageKey));
        if (sdkState === 'ready') sdk.reset();
      });
    },
    track,
    reportError(error, context) {
      guard(() => track(eventTypes.errorOccurred, errorProperties(error, context)));
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading localStorage throws where site data is blocked.
    return null;
  }
}

/** 128 random bits in hex; `crypto.randomUUID` exists only on secure origins. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Amplitude adapter, loaded with the SDK when the tracker starts it: no part of it is in the
 * first load.
 */
function amplitudeWhenStarted(): AnalyticsSdk {
  let adapter: AnalyticsSdk | null = null;
  const started = () => {
    if (!adapter) throw new Error('Analytics: the SDK has not started.');
    return adapter;
  };
  return {
    async init(config) {
      const loaded = (await import('./amplitude-adapter.ts')).createAmplitudeAdapter();
      await loaded.init(config);
      adapter = loaded;
    },
    setUserId: (userId) => adapter?.setUserId(userId),
    identify: async (traits) => started().identify(traits),
    track: async (event) => started().track(event),
    flush: () => adapter?.flush(),
    addReplay: async (sampleRate) => adapter?.addReplay(sampleRate),
    removeReplay: () => adapter?.removeReplay(),
    optOut: () => adapter?.optOut(),
    reset: () => adapter?.reset(),
  };
}

/** When the first batch is due (the SDK's own interval), or sooner if the page is or gets hidden. */
function whenFirstBatchDue(start: () => void): void {
  if (typeof window === 'undefined' || document.visibilityState === 'hidden') {
    start();
    return;
  }
  const startOnce = () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    start();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') startOnce();
  };
  const timer = window.setTimeout(startOnce, sdkSettings.flushIntervalMillis);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

/** The app's tracker. */
export const tracker = createTracker({
  sdk: amplitudeWhenStarted(),
  clock: Date,
  console,
  storage: browserStorage(),
  newId: randomId,
  whenSenderNeeded: whenFirstBatchDue,
});

/** Sends an `Error Occurred` event; never throws. */
export function reportError(error: unknown, context: ErrorContext): void {
  tracker.reportError(error, context);
}

type ErrorEventTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Reports uncaught errors and unhandled promise rejections of `target` (the window). Returns a
 * function that removes the handlers again.
 */
export function installGlobalErrorHandlers(
  target: ErrorEventTarget,
  reporter: Pick<AnalyticsTracker, 'reportError'> = tracker,
): () => void {
  function onError(event: Event) {
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    reporter.reportError(error ?? message, {
      description: 'Uncaught error',
      location: 'window.onerror',
      data: [filename ? `${filename}:${lineno}:${colno}` : undefined],
    });
  }
  function onUnhandledRejection(event: Event) {
    reporter.reportError((event as PromiseRejectionEvent).reason, {
      description: 'Unhandled promise rejection',
      location: 'window.onunhandledrejection',
    });
  }
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onUnhandledRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onUnhandledRejection);
  };
}
