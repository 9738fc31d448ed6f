import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTypes } from '../../../../shared/analytics/event-types.ts';
import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import type { AnalyticsSdk } from './analytics-sdk.ts';
import { createTracker, installGlobalErrorHandlers, lastIdentityStorageKey, type KeyValueStorage } from './tracker.ts';

const selfHosted: ClientConfig = {
  analytics: {
    mode: 'self-hosted',
    apiKey: 'tandem-self-hosted',
    serverZone: 'US',
    serverUrl: '/api/analytics/2/httpapi',
    replaySampleRate: 0,
  },
  speech: { recognition: 'browser', synthesis: 'offline' },
};
const amplitude: ClientConfig = {
  analytics: { mode: 'amplitude', apiKey: 'key', serverZone: 'EU', serverUrl: null, replaySampleRate: 0.001 },
  speech: { recognition: 'browser', synthesis: 'offline' },
};

const dana: CurrentUser = {
  id: 'user-1',
  role: 'USER',
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone_number: '+12025550123',
  linkedin: null,
  picture_id: 'picture-1',
  notificationPreferences: ['SMS'],
  generalDossier: null,
};
const admin: CurrentUser = { ...dana, id: 'admin-1', role: 'ADMIN' };

function fakeSdk() {
  let finishInit: () => void = () => {};
  let failInit: (error: Error) => void = () => {};
  const sdk = {
    init: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finishInit = resolve;
          failInit = reject;
        }),
    ),
    setUserId: vi.fn(),
    identify: vi.fn(),
    track: vi.fn(),
    addReplay: vi.fn(async () => {}),
    removeReplay: vi.fn(),
    optOut: vi.fn(),
    reset: vi.fn(),
  } satisfies AnalyticsSdk;
  return { sdk, finishInit: () => finishInit(), failInit: (error: Error) => failInit(error) };
}

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function setup(storage: KeyValueStorage | null = memoryStorage()) {
  const fake = fakeSdk();
  const console = { error: vi.fn() };
  const tracker = createTracker({ sdk: fake.sdk, clock: Date, console, storage });
  return { ...fake, console, tracker };
}

/** A tracker that is up: started, identified as Dana, SDK loaded. */
async function startedTracker(config: ClientConfig = selfHosted) {
  const context = setup();
  context.tracker.start(config);
  context.tracker.identify(dana);
  context.finishInit();
  await settle();
  return context;
}

function sentEventTypes(sdk: AnalyticsSdk) {
  return vi.mocked(sdk.track).mock.calls.map(([eventType]) => eventType);
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('before a user is identified', () => {
  it('caches events and sends them in order, with their own times, once the SDK is up', async () => {
    const { tracker, sdk, finishInit } = setup();
    tracker.track(eventTypes.loginPhoneSubmitted, { phone_number: '+12025550123', is_saved_phone: false });
    const firstTime = Date.now();
    vi.advanceTimersByTime(3000);
    tracker.track(eventTypes.loginOtpVerificationRequested);
    tracker.start(selfHosted);
    expect(sdk.init).not.toHaveBeenCalled();

    tracker.identify(dana);
    expect(sdk.init).toHaveBeenCalledWith(selfHosted.analytics);
    tracker.track(eventTypes.loginOtpVerified, { is_new_user: true });
    expect(sdk.track).not.toHaveBeenCalled();

    finishInit();
    await settle();
    expect(sdk.track.mock.calls).toEqual([
      [eventTypes.loginPhoneSubmitted, { source: 'web', phone_number: '+12025550123', is_saved_phone: false }, firstTime],
      [eventTypes.loginOtpVerificationRequested, { source: 'web' }, firstTime + 3000],
      [eventTypes.loginOtpVerified, { source: 'web', is_new_user: true }, firstTime + 3000],
    ]);
    // The user is known before the cached events go out, so they count as this user's.
    expect(sdk.setUserId).toHaveBeenCalledWith('user-1');
    expect(sdk.setUserId.mock.invocationCallOrder[0]).toBeLessThan(sdk.track.mock.invocationCallOrder[0]!);
  });

  it('works whichever of start and identify comes first', async () => {
    const { tracker, sdk, finishInit } = setup();
    tracker.identify(dana);
    expect(sdk.init).not.toHaveBeenCalled();
    tracker.start(selfHosted);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    finishInit();
    await settle();
    tracker.track(eventTypes.callStarted, { conversation_id: 'c1' });
    expect(sdk.track).toHaveBeenCalledWith(eventTypes.callStarted, { source: 'web', conversation_id: 'c1' }, Date.now());
  });

  it('sends events straight away once started and identified', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.track(eventTypes.messageSent, { conversation_id: 'c1' });
    expect(sentEventTypes(sdk)).toEqual([eventTypes.messageSent]);
  });
});

describe('identify', () => {
  it('sends the user traits, skipping empty ones', async () => {
    const { sdk } = await startedTracker();
    expect(sdk.identify).toHaveBeenCalledTimes(1);
    expect(sdk.identify).toHaveBeenCalledWith({
      Name: 'Dana Reyes',
      Email: 'dana@example.com',
      Phone: '+12025550123',
      'Has Profile Picture': true,
      'Notification Preferences': ['SMS'],
      Role: 'USER',
    });
  });

  it('is skipped when nothing changed, and sent again when something did', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.identify({ ...dana });
    expect(sdk.identify).toHaveBeenCalledTimes(1);
    tracker.identify({ ...dana, picture_id: null });
    expect(sdk.identify).toHaveBeenCalledTimes(2);
    expect(sdk.identify).toHaveBeenLastCalledWith(expect.objectContaining({ 'Has Profile Picture': false }));
  });

  it('is skipped on the next page load when the user has not changed, and sent after a logout', async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    first.tracker.start(selfHosted);
    first.tracker.identify(dana);
    first.finishInit();
    await settle();
    expect(storage.items.has(lastIdentityStorageKey)).toBe(true);

    const reloaded = setup(storage);
    reloaded.tracker.start(selfHosted);
    reloaded.tracker.identify(dana);
    reloaded.finishInit();
    await settle();
    expect(reloaded.sdk.setUserId).toHaveBeenCalledWith('user-1');
    expect(reloaded.sdk.identify).not.toHaveBeenCalled();

    reloaded.tracker.reset();
    expect(storage.items.has(lastIdentityStorageKey)).toBe(false);
    reloaded.tracker.identify(dana);
    expect(reloaded.sdk.identify).toHaveBeenCalledTimes(1);
  });
});

describe('reset (logout)', () => {
  it('resets the SDK and caches events until the next user is identified', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.reset();
    expect(sdk.reset).toHaveBeenCalledTimes(1);
    tracker.track(eventTypes.loginPhoneSubmitted, { phone_number: '+12025550199', is_saved_phone: true });
    expect(sdk.track).not.toHaveBeenCalled();

    tracker.identify({ ...dana, id: 'user-2' });
    expect(sdk.setUserId).toHaveBeenLastCalledWith('user-2');
    expect(sentEventTypes(sdk)).toEqual([eventTypes.loginPhoneSubmitted]);
  });
});

describe('an ADMIN identity', () => {
  it('stops analytics before the SDK loads: cached events discarded, nothing sent for the rest of the page', async () => {
    const { tracker, sdk } = setup();
    tracker.track(eventTypes.loginPhoneSubmitted, { phone_number: '+12025550123', is_saved_phone: false });
    tracker.start(amplitude);
    tracker.identify({ ...admin, role: 'admin' as CurrentUser['role'] });
    tracker.identify(dana);
    tracker.track(eventTypes.messageSent, { conversation_id: 'c1' });
    tracker.reportError(new Error('boom'), { description: 'x', location: 'y' });
    await settle();
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.identify).not.toHaveBeenCalled();
    expect(sdk.track).not.toHaveBeenCalled();
    expect(sdk.addReplay).not.toHaveBeenCalled();
  });

  it('removes the replay plugin and opts out when the SDK was already running', async () => {
    const { tracker, sdk } = await startedTracker(amplitude);
    expect(sdk.addReplay).toHaveBeenCalledWith(0.001);
    tracker.identify(admin);
    expect(sdk.removeReplay).toHaveBeenCalledTimes(1);
    expect(sdk.optOut).toHaveBeenCalledTimes(1);
    tracker.track(eventTypes.messageSent, { conversation_id: 'c1' });
    tracker.reset();
    tracker.identify(dana);
    expect(sdk.track).not.toHaveBeenCalled();
    expect(sdk.identify).toHaveBeenCalledTimes(1);
    expect(sdk.setUserId).not.toHaveBeenCalledWith('admin-1');
    expect(sdk.reset).not.toHaveBeenCalled();
  });

  it('opts out when it arrives while the SDK is still loading', async () => {
    const { tracker, sdk, finishInit } = setup();
    tracker.start(amplitude);
    tracker.identify(dana);
    tracker.identify(admin);
    finishInit();
    await settle();
    expect(sdk.optOut).toHaveBeenCalledTimes(1);
    expect(sdk.addReplay).not.toHaveBeenCalled();
    expect(sdk.identify).not.toHaveBeenCalled();
  });
});

describe('session replay', () => {
  it('is asked for in Amplitude mode only', async () => {
    const { sdk: selfHostedSdk } = await startedTracker(selfHosted);
    expect(selfHostedSdk.addReplay).not.toHaveBeenCalled();
    const { sdk: amplitudeSdk } = await startedTracker(amplitude);
    expect(amplitudeSdk.addReplay).toHaveBeenCalledWith(0.001);
  });
});

describe('event properties', () => {
  it('are cleaned: long strings cut, empty values skipped, source defaulted', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.track(eventTypes.prospectInterestMarked, {
      prospect_id: 'p1',
      reason: 'x'.repeat(2000),
      action_source: '',
      interest: null,
      event_id: undefined,
    });
    expect(sdk.track).toHaveBeenCalledWith(
      eventTypes.prospectInterestMarked,
      { source: 'web', prospect_id: 'p1', reason: 'x'.repeat(1024) },
      Date.now(),
    );
  });

  it('keep a source the caller gives', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.track(eventTypes.dossierOpened, { view_source: 'chat', source: 'concierge' });
    expect(sdk.track).toHaveBeenCalledWith(eventTypes.dossierOpened, { source: 'concierge', view_source: 'chat' }, Date.now());
  });
});

describe('repeats', () => {
  it('drops the same event with the same properties inside 500 ms', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.track(eventTypes.loginContinueClicked);
    vi.advanceTimersByTime(499);
    tracker.track(eventTypes.loginContinueClicked);
    expect(sdk.track).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    tracker.track(eventTypes.loginContinueClicked);
    expect(sdk.track).toHaveBeenCalledTimes(2);
  });

  it('lets the same event through at once when its properties differ', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.track(eventTypes.messageSent, { conversation_id: 'c1' });
    tracker.track(eventTypes.messageSent, { conversation_id: 'c2' });
    tracker.track(eventTypes.voiceNoteSent, { conversation_id: 'c1' });
    expect(sdk.track).toHaveBeenCalledTimes(3);
  });

  it('are judged when tracked, so cached repeats are dropped too', async () => {
    const { tracker, sdk, finishInit } = setup();
    tracker.track(eventTypes.loginOtpResendRequested);
    tracker.track(eventTypes.loginOtpResendRequested);
    tracker.start(selfHosted);
    tracker.identify(dana);
    finishInit();
    await settle();
    expect(sdk.track).toHaveBeenCalledTimes(1);
  });

  it('suppresses an identical error for 5 seconds', async () => {
    const { tracker, sdk } = await startedTracker();
    const error = new Error('Network down');
    const context = { description: 'Loading the chat', location: 'chat-page' };
    tracker.reportError(error, context);
    vi.advanceTimersByTime(4999);
    tracker.reportError(error, context);
    expect(sdk.track).toHaveBeenCalledTimes(1);
    tracker.reportError(new Error('Another failure'), context);
    expect(sdk.track).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    tracker.reportError(error, context);
    expect(sdk.track).toHaveBeenCalledTimes(3);
  });
});

describe('reportError', () => {
  it('sends an Error Occurred event with description, location, data slots, name, message and stack', async () => {
    const { tracker, sdk } = await startedTracker();
    const error = new TypeError('x is undefined');
    tracker.reportError(error, { description: 'Saving the profile', location: 'details-step', data: ['PATCH', { status: 500 }] });
    expect(sdk.track).toHaveBeenCalledWith(
      'Error Occurred',
      {
        source: 'web',
        description: 'Saving the profile',
        location: 'details-step',
        data1: 'PATCH',
        data2: '{"status":500}',
        error_name: 'TypeError',
        error_message: 'x is undefined',
        error_stack: error.stack,
      },
      Date.now(),
    );
  });
});

describe('a failure inside tracking', () => {
  it('is logged and never thrown', async () => {
    const { tracker, sdk, console } = await startedTracker();
    sdk.track.mockImplementation(() => {
      throw new Error('SDK broke');
    });
    sdk.identify.mockImplementation(() => {
      throw new Error('SDK broke');
    });
    expect(() => tracker.track(eventTypes.callEnded, { conversation_id: 'c1' })).not.toThrow();
    expect(() => tracker.reportError(new Error('x'), { description: 'd', location: 'l' })).not.toThrow();
    expect(() => tracker.identify({ ...dana, name: 'Dana R.' })).not.toThrow();
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  const throwingStorage: KeyValueStorage = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('blocked');
    },
    removeItem: () => {
      throw new Error('blocked');
    },
  };

  it('does not keep cached events back when storage throws', async () => {
    const { tracker, sdk, finishInit } = setup(throwingStorage);
    tracker.track(eventTypes.loginContinueClicked);
    tracker.start(selfHosted);
    tracker.identify(dana);
    finishInit();
    await settle();
    expect(sdk.identify).toHaveBeenCalledTimes(1);
    expect(sentEventTypes(sdk)).toEqual([eventTypes.loginContinueClicked]);
    expect(() => tracker.reset()).not.toThrow();
    expect(sdk.reset).toHaveBeenCalledTimes(1);
  });

  it('survives an SDK that cannot load', async () => {
    const { tracker, sdk, console, failInit } = setup();
    tracker.start(selfHosted);
    tracker.identify(dana);
    failInit(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(() => tracker.track(eventTypes.loginContinueClicked)).not.toThrow();
    expect(() => tracker.reset()).not.toThrow();
    expect(sdk.track).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('installGlobalErrorHandlers', () => {
  it('reports uncaught errors and unhandled rejections until removed', () => {
    const target = new EventTarget();
    const reporter = { reportError: vi.fn() };
    const remove = installGlobalErrorHandlers(target, reporter);

    const uncaught = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: uncaught, message: 'boom', filename: 'app.js', lineno: 3, colno: 7 }));
    expect(reporter.reportError).toHaveBeenCalledWith(uncaught, {
      description: 'Uncaught error',
      location: 'window.onerror',
      data: ['app.js:3:7'],
    });

    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(reporter.reportError).toHaveBeenLastCalledWith('nope', {
      description: 'Unhandled promise rejection',
      location: 'window.onunhandledrejection',
    });

    remove();
    target.dispatchEvent(new Event('error'));
    expect(reporter.reportError).toHaveBeenCalledTimes(2);
  });
});
