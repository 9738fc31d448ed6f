/**
 * The analytics tracker: the one place the web app's product analytics go through. Screens never
 * call the SDK: they call the typed events in `track.ts` (`track.loginOtpVerified({ is_new_user })`,
 * `useScreenViewed('Chat', { conversation_id })`) and report failures with
 * `reportError(error, { description, location, data })`. The app calls `tracker.start(clientConfig)`
 * once `GET /api/client-config` answers, `tracker.identify(user)` whenever the current user loads
 * or changes, and `tracker.reset()` on logout. Nothing is sent before the first identify: earlier
 * events wait in a cache and go out in order once the SDK is up. An ADMIN identity stops
 * everything (events, identify, replay) until the page unloads. Every event is cleaned (empty
 * values skipped, strings cut to 1024 characters, a default `source`) and repeats are dropped
 * (500 ms; identical errors 5 s). A failure inside tracking is logged to the console and never
 * reaches the page. Pinned by tracker.test.ts and analytics.e2e.test.ts.
 */
import { eventTypes, type EventType } from '../../../../shared/analytics/event-types.ts';
import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import type { AnalyticsConfig, AnalyticsSdk } from './analytics-sdk.ts';
import { createAmplitudeAdapter } from './amplitude-adapter.ts';
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
  /** Remembers the last identify across page loads, so an unchanged user is not re-sent. */
  storage: KeyValueStorage | null;
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

export function createTracker({ sdk, clock, console, storage }: TrackerDeps): AnalyticsTracker {
  let config: AnalyticsConfig | null = null;
  let user: CurrentUser | null = null;
  let stopped = false;
  let sdkState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  let cache: CachedEvent[] = [];
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
    sdk.identify(traits);
    lastIdentity = identity;
    // Storage may be blocked or full; that only costs a repeated identify on the next load.
    guard(() => storage?.setItem(lastIdentityStorageKey, identity));
  }

  function sendCached() {
    const events = cache;
    cache = [];
    for (const event of events) sdk.track(event.eventType, event.properties, event.time);
  }

  function startSdk() {
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

  function stop() {
    stopped = true;
    cache = [];
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
  sdk: createAmplitudeAdapter(),
  clock: Date,
  console,
  storage: browserStorage(),
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
