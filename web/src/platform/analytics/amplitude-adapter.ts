import type { Types } from '@amplitude/analytics-browser';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../../../../shared/analytics/self-hosted.ts';
import type { SentProperties } from './event-properties.ts';
import { documentCookieJar, isReplaySampled, maskTitle, replayPluginOptions } from './session-replay.ts';
import { sdkSettings, type AnalyticsConfig, type AnalyticsSdk } from './analytics-sdk.ts';

/**
 * The Amplitude Browser SDK behind the small `AnalyticsSdk` interface the tracker uses. This module,
 * the SDK and the replay plugin load with dynamic imports when the tracker starts them
 * (`tracker.ts`), so they cost a page nothing before then.
 */

/** Amplitude mode: page views and sessions, nothing that reads clicks, forms or the network. */
const amplitudeAutocapture: Types.AutocaptureOptions = {
  pageViews: true,
  sessions: true,
  attribution: false,
  fileDownloads: false,
  formInteractions: false,
  elementInteractions: false,
  frustrationInteractions: false,
  networkTracking: false,
  webVitals: false,
  performanceTracking: false,
  pageUrlEnrichment: false,
};

export function analyticsApiKey(config: AnalyticsConfig): string {
  return config.mode === 'self-hosted' ? config.apiKey || selfHostedAnalyticsKey : config.apiKey;
}

export function buildSdkOptions(config: AnalyticsConfig, origin: string): Types.BrowserOptions {
  const common: Types.BrowserOptions = {
    flushIntervalMillis: sdkSettings.flushIntervalMillis,
    flushQueueSize: sdkSettings.flushQueueSize,
    flushMaxRetries: sdkSettings.flushMaxRetries,
    sessionTimeout: sdkSettings.sessionTimeoutMs,
    cookieOptions: { expiration: sdkSettings.cookieExpirationDays },
    serverZone: config.serverZone,
    // An admin on an earlier page opted this browser out, and the SDK keeps that in its cookie;
    // every page decides afresh from who signs in.
    optOut: false,
  };
  if (config.mode === 'amplitude') return { ...common, autocapture: amplitudeAutocapture };
  // Self-hosted: batches go to Tandem's own endpoint, and nothing may call Amplitude's hosts
  // (remote configuration and diagnostics would, and CSP forbids it anyway).
  return {
    ...common,
    serverUrl: new URL(config.serverUrl ?? selfHostedIngestionPath, origin).href,
    fetchRemoteConfig: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    autocapture: false,
  };
}

const pageTitleProperty = '[Amplitude] Page Title';
const pageLocationProperty = '[Amplitude] Page Location';

/**
 * Page views leave the browser without secrets: the title masked, the address without its query
 * and hash (member hashes and return links travel there).
 */
export function maskPageProperties(eventProperties: object): void {
  const properties = eventProperties as Record<string, unknown>;
  const title = properties[pageTitleProperty];
  if (typeof title === 'string') properties[pageTitleProperty] = maskTitle(title);
  const location = properties[pageLocationProperty];
  if (typeof location === 'string') properties[pageLocationProperty] = location.split(/[?#]/)[0];
}

const pagePrivacyPlugin: Types.EnrichmentPlugin = {
  name: 'tandem-page-privacy',
  type: 'enrichment',
  async execute(event) {
    if (event.event_properties) maskPageProperties(event.event_properties);
    return event;
  },
};

type AmplitudeModule = typeof import('@amplitude/analytics-browser');

/** The SDK's answer for an event: the server stored it (a 2xx), or the SDK gave up on it. */
const isStored = (result: Types.Result) => result.code >= 200 && result.code < 300;

/** The tracker hands nothing over before `init` resolves; if it did, the event stays its to keep. */
const notStarted = () => Promise.reject(new Error('Analytics: the SDK has not started.'));

export function createAmplitudeAdapter(): AnalyticsSdk {
  let amplitude: AmplitudeModule | null = null;
  let client: Types.BrowserClient | null = null;
  let replayPluginName: string | null = null;
  let replayRemoved = false;

  function logFailure(action: string) {
    return (error: unknown) => console.error(`Analytics: ${action} failed.`, error);
  }

  function removeReplay() {
    replayRemoved = true;
    if (client && replayPluginName) client.remove(replayPluginName).promise.catch(logFailure('removing replay'));
  }

  return {
    async init(config) {
      const module = await import('@amplitude/analytics-browser');
      const instance = module.createInstance();
      // Added before init so it runs before the page-view plugin sends its first event.
      if (config.mode === 'amplitude') instance.add(pagePrivacyPlugin);
      await instance.init(analyticsApiKey(config), buildSdkOptions(config, window.location.origin)).promise;
      amplitude = module;
      client = instance;
    },
    setUserId(userId) {
      client?.setUserId(userId);
    },
    identify(traits: SentProperties) {
      if (!client || !amplitude) return notStarted();
      const identify = new amplitude.Identify();
      for (const [name, value] of Object.entries(traits)) identify.set(name, value);
      return client.identify(identify).promise.then(isStored);
    },
    track(event) {
      if (!client) return notStarted();
      const options = { time: event.time, insert_id: event.insertId, user_id: event.userId };
      return client.track(event.eventType, event.properties, options).promise.then(isStored);
    },
    flush() {
      client?.flush().promise.catch(logFailure('flush'));
    },
    async addReplay(sampleRate) {
      if (!client || replayRemoved) return;
      const cookies = documentCookieJar(document, window.location.protocol === 'https:');
      if (!isReplaySampled(sampleRate, cookies, Math.random)) return;
      const { sessionReplayPlugin } = await import('@amplitude/plugin-session-replay-browser');
      if (replayRemoved) return;
      const plugin = sessionReplayPlugin(replayPluginOptions);
      await client.add(plugin).promise;
      replayPluginName = plugin.name;
      // An admin may have signed in while the plugin was starting.
      if (replayRemoved) removeReplay();
    },
    removeReplay,
    optOut() {
      client?.setOptOut(true);
    },
    reset() {
      client?.reset();
    },
  };
}
