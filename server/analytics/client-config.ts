import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import type { ClientConfig } from '../../shared/api/client-config.ts';
import type { SpeechModes } from '../../shared/api/speech.ts';
import type { Config } from '../config.ts';

/** What the web app learns at start: where its analytics go, and how a call hears and speaks. */
export function clientConfig(analytics: Config['analytics'], speech: SpeechModes): ClientConfig {
  return {
    speech,
    analytics: analytics.amplitudeApiKey
      ? {
          mode: 'amplitude',
          apiKey: analytics.amplitudeApiKey,
          serverZone: analytics.serverZone,
          serverUrl: null,
          replaySampleRate: analytics.replaySampleRate,
        }
      : // Session replay needs Amplitude's servers, so self-hosted mode records none.
        {
          mode: 'self-hosted',
          apiKey: selfHostedAnalyticsKey,
          serverZone: analytics.serverZone,
          serverUrl: selfHostedIngestionPath,
          replaySampleRate: 0,
        },
  };
}
