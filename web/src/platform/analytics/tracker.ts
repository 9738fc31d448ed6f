/**
 * The analytics tracker: the one place the web app's product analytics go through. Screens never
 * call the SDK: they call the typed events in `track.ts` (`track.loginOtpVerified({ is_new_user })`,
 * `useScreenViewed('Chat', { conversation_id })`) and report failures with
 * `reportError(error, { description, location, data })`. The app calls `tracker.start(clientConfig)`
 * once `GET /api/client-config` answers, `tracker.identify(user)` whenever the current user loads
 * or changes, and `tracker.reset()` on logout. Nothing is sent before the first identify: earlier
 * events wait in a cache and go out in order once the SDK is up. In self-hosted mode the SDK (only
 * the sender of batches there) loads when its first batch is due or the page is hidden, not with
 * the first page; what a page is left with before then waits in storage for the same user's next
 * page. An ADMIN identity stops everything (events, identify, replay) until the page unloads. Every event is cleaned (empty
 * values skipped, strings cut to 1024 characters, a default `source`) and repeats are dropped
 * (500 ms; identical errors 5 s). A failure inside tracking is logged to the console and never
 * reaches the page. Pinned by tracker.test.ts and analytics.e2e.test.ts.
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

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TrackerDeps {
  sdk: AnalyticsSdk;
  clock: { now(): number };
  console: Pick<Console, 'error'>;
  /**
   * Remembers the last identify across page loads, so an unchanged user is not re-sent, and the
   * events a page left before its first batch went out (`onPageHide`).
   */
  storage: KeyValueStorage | null;
  /**
   * Self-hosted mode, where the SDK only sends batches: calls `start` when the SDK is needed,
   * which the app makes the moment its first batch is due or the page is hidden, so that the
   * SDK's 60 KB do not compete with the first page's own code. Unset, it starts at once.
   */
  whenSenderNeeded?: (start: () => void) => void;
  /** Calls `leave` when the page is being left (`pagehide`): what still waits is kept for the next page. */
  onPageHide?: (leave: () => void) => void;
}

export interface AnalyticsTracker {
  start(clientConfig: ClientConfig): void;
  identify(user: CurrentUser): void;
  reset(): void;
  track(eventType: EventType, properties?: EventProperties): void;
  reportError(error: unknown, context: ErrorContext): void;
}

export const lastIdentityStorageKey = 'tandem:analytics-identity';
/** Events a page was left with before they reached the SDK, for the same user's next page. */
export const waitingEventsStorageKey = 'tandem:analytics-waiting';

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
  whenSenderNeeded = (start) => start(),
  onPageHide = () => {},
}: TrackerDeps): AnalyticsTracker {
  let config: AnalyticsConfig | null = null;
  let user: CurrentUser | null = null;
  let stopped = false;
  let sdkState: 'idle' | 'waiting' | 'loading' | 'ready' | 'failed' = 'idle';
  let cache: CachedEvent[] = [];
  let lastIdentity = guard(() => storage?.getItem(lastIdentityStorageKey) ?? null) ?? null;
  // What the previous page was left with: its user's, sent first if the same user is identified here.
  let waiting = guard(() => readWaitingEvents(storage)) ?? null;
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
    sdk.identify(traits);
    lastIdentity = identity;
    // Storage may be blocked or full; that only costs a repeated identify on the next load.
    guard(() => storage?.setItem(lastIdentityStorageKey, identity));
  }

  function sendCached() {
    const left = waiting?.userId === user?.id ? (waiting?.events ?? []) : [];
    waiting = null;
    const events = [...left, ...cache];
    cache = [];
    for (const event of events) sdk.track(event.eventType, event.properties, event.time);
    if (events.length > 0) sdk.flush();
  }

  function startSdk() {
    if (sdkState !== 'idle' || !config || !user || stopped) return;
    if (config.mode === 'self-hosted') {
      sdkState = 'waiting';
      whenSenderNeeded(() => {
        if (sdkState !== 'waiting') return;
        sdkState = 'idle';
        loadSdk();
      });
      return;
    }
    loadSdk();
  }

  function loadSdk() {
    if (sdkState !== 'idle' || !config || !user || stopped) return;
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
          if (!user) return;
          sendIdentity(user);
          sendCached();
        }),
      (error: unknown) => {
        sdkState = 'failed';
        cache = [];
        console.error('Analytics could not start:', error);
      },
    );
  }

  onPageHide(() =>
    guard(() => {
      if (stopped || !user || sdkState === 'ready' || cache.length === 0) return;
      storage?.setItem(waitingEventsStorageKey, JSON.stringify({ userId: user.id, events: cache } satisfies WaitingEvents));
    }),
  );

  function stop() {
    stopped = true;
    cache = [];
    waiting = null;
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
      if (sdkState === 'ready' && user) sdk.track(eventType, sent, now);
      else if (cache.length < analyticsLimits.cachedEventsMax) cache.push({ eventType, properties: sent, time: now });
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
        if (sdkState !== 'ready') {
          startSdk();
          return;
        }
        sendIdentity(current);
        sendCached();
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

interface WaitingEvents {
  userId: string;
  events: CachedEvent[];
}

/** The events the previous page left (once: they are taken out of storage), or null. */
function readWaitingEvents(storage: KeyValueStorage | null): WaitingEvents | null {
  const stored = storage?.getItem(waitingEventsStorageKey);
  if (!stored) return null;
  storage?.removeItem(waitingEventsStorageKey);
  const parsed = JSON.parse(stored) as Partial<WaitingEvents>;
  if (typeof parsed.userId !== 'string' || !Array.isArray(parsed.events)) return null;
  return { userId: parsed.userId, events: parsed.events.slice(0, analyticsLimits.cachedEventsMax) };
}

/**
 * The Amplitude adapter, loaded with the SDK when the tracker starts it: no part of it is in the
 * first load.
 */
function amplitudeWhenStarted(): AnalyticsSdk {
  let adapter: AnalyticsSdk | null = null;
  return {
    async init(config) {
      const loaded = (await import('./amplitude-adapter.ts')).createAmplitudeAdapter();
      await loaded.init(config);
      adapter = loaded;
    },
    setUserId: (userId) => adapter?.setUserId(userId),
    identify: (traits) => adapter?.identify(traits),
    track: (eventType, properties, time) => adapter?.track(eventType, properties, time),
    flush: () => adapter?.flush(),
    addReplay: async (sampleRate) => adapter?.addReplay(sampleRate),
    removeReplay: () => adapter?.removeReplay(),
    optOut: () => adapter?.optOut(),
    reset: () => adapter?.reset(),
  };
}

/** When the first batch is due (the SDK's own interval), or sooner if the page is hidden, so that it still goes out. */
function whenFirstBatchDue(start: () => void): void {
  if (typeof window === 'undefined') {
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

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading localStorage throws where site data is blocked.
    return null;
  }
}

/** The app's tracker. */
export const tracker = createTracker({
  sdk: amplitudeWhenStarted(),
  clock: Date,
  console,
  storage: browserStorage(),
  whenSenderNeeded: whenFirstBatchDue,
  onPageHide: (leave) => {
    if (typeof window !== 'undefined') window.addEventListener('pagehide', leave);
  },
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
