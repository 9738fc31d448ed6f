import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import { analyticsApiKey, buildSdkOptions, maskPageProperties } from './amplitude-adapter.ts';

type AnalyticsConfig = ClientConfig['analytics'];

const selfHosted: AnalyticsConfig = {
  mode: 'self-hosted',
  apiKey: 'tandem-self-hosted',
  serverZone: 'US',
  serverUrl: '/api/analytics/2/httpapi',
  replaySampleRate: 0,
};
const amplitude: AnalyticsConfig = { mode: 'amplitude', apiKey: 'project-key', serverZone: 'EU', serverUrl: null, replaySampleRate: 0.001 };

describe('buildSdkOptions', () => {
  it('applies the same batching, retry and session settings in both modes', () => {
    for (const config of [selfHosted, amplitude]) {
      expect(buildSdkOptions(config, 'https://tandem.example')).toMatchObject({
        flushIntervalMillis: 10_000,
        flushQueueSize: 200,
        flushMaxRetries: 12,
        sessionTimeout: 1_800_000,
        cookieOptions: { expiration: 365 },
        serverZone: config.serverZone,
        optOut: false,
      });
    }
  });

  it('self-hosted: sends to this origin and never calls Amplitude hosts', () => {
    const options = buildSdkOptions(selfHosted, 'https://tandem.example');
    expect(options.serverUrl).toBe('https://tandem.example/api/analytics/2/httpapi');
    expect(options.fetchRemoteConfig).toBe(false);
    expect(options.remoteConfig).toEqual({ fetchRemoteConfig: false });
    expect(options.enableDiagnostics).toBe(false);
    expect(options.autocapture).toBe(false);
  });

  it('self-hosted: falls back to the standard ingestion path', () => {
    expect(buildSdkOptions({ ...selfHosted, serverUrl: null }, 'http://127.0.0.1:5180').serverUrl).toBe(
      'http://127.0.0.1:5180/api/analytics/2/httpapi',
    );
  });

  it("amplitude: the SDK's own hosts, page views and sessions only", () => {
    const options = buildSdkOptions(amplitude, 'https://tandem.example');
    expect(options.serverUrl).toBeUndefined();
    expect(options.autocapture).toMatchObject({
      pageViews: true,
      sessions: true,
      attribution: false,
      formInteractions: false,
      elementInteractions: false,
      networkTracking: false,
    });
  });
});

describe('analyticsApiKey', () => {
  it('uses the configured key, and the public self-hosted key when none is given', () => {
    expect(analyticsApiKey(amplitude)).toBe('project-key');
    expect(analyticsApiKey({ ...selfHosted, apiKey: '' })).toBe('tandem-self-hosted');
  });
});

describe('maskPageProperties', () => {
  it('masks the page title and drops the query and hash of the page location', () => {
    const properties: Record<string, unknown> = {
      '[Amplitude] Page Title': 'Receipt for dana@example.com',
      '[Amplitude] Page Location': 'https://tandem.example/p/joinEvent/7?memberHash=secret#top',
      other: 'kept',
    };
    maskPageProperties(properties);
    expect(properties).toEqual({
      '[Amplitude] Page Title': 'Receipt for *****',
      '[Amplitude] Page Location': 'https://tandem.example/p/joinEvent/7',
      other: 'kept',
    });
  });
});
