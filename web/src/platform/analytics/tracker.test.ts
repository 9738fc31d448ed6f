import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTypes } from '../../../../shared/analytics/event-types.ts';
import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import type { SentProperties } from './event-properties.ts';
import type { AnalyticsSdk, SdkEvent } from './analytics-sdk.ts';
import { outboxKeyPrefix } from './outbox.ts';
import { createTracker, installGlobalErrorHandlers, lastIdentityStorageKey, type KeyValueStorage, type TrackerDeps } from './tracker.ts';

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

/**
 * An SDK whose start and whose server answers the test gives: `finishInit()`, then `answer()` (the
 * server stored everything sent so far) or `answer(false)` (the SDK gave up on it).
 */
function fakeSdk() {
  let finishInit: () => void = () => {};
  let failInit: (error: Error) => void = () => {};
  const unanswered: ((stored: boolean) => void)[] = [];
  const sdk = {
    init: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finishInit = resolve;
          failInit = reject;
        }),
    ),
    setUserId: vi.fn(),
    identify: vi.fn((_traits: SentProperties) => new Promise<boolean>((resolve) => unanswered.push(resolve))),
    track: vi.fn((_event: SdkEvent) => new Promise<boolean>((resolve) => unanswered.push(resolve))),
    flush: vi.fn(),
    addReplay: vi.fn(async () => {}),
    removeReplay: vi.fn(),
    optOut: vi.fn(),
    reset: vi.fn(),
  } satisfies AnalyticsSdk;
  return {
    sdk,
    finishInit: () => finishInit(),
    failInit: (error: Error) => failInit(error),
    answer: async (stored = true) => {
      for (const resolve of unanswered.splice(0)) resolve(stored);
      await settle();
    },
  };
}

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

let ids = 0;
const newId = () => `id-${++ids}`;

function setup(storage: KeyValueStorage | null = memoryStorage(), deps: Partial<TrackerDeps> = {}) {
  const fake = fakeSdk();
  const console = { error: vi.fn() };
  const tracker = createTracker({ sdk: fake.sdk, clock: Date, console, storage, newId, ...deps });
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
  return vi.mocked(sdk.track).mock.calls.map(([event]) => event.eventType);
}

/** What the SDK was handed, without the random insert ids. */
function sentEvents(sdk: AnalyticsSdk) {
  return vi.mocked(sdk.track).mock.calls.map(([{ eventType, properties, time, userId }]) => ({ eventType, properties, time, userId }));
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
    // The user was known before the cached events went out, so they count as this user's.
    expect(sentEvents(sdk)).toEqual([
      {
        eventType: eventTypes.loginPhoneSubmitted,
        properties: { source: 'web', phone_number: '+12025550123', is_saved_phone: false },
        time: firstTime,
        userId: 'user-1',
      },
      { eventType: eventTypes.loginOtpVerificationRequested, properties: { source: 'web' }, time: firstTime + 3000, userId: 'user-1' },
      {
        eventType: eventTypes.loginOtpVerified,
        properties: { source: 'web', is_new_user: true },
        time: firstTime + 3000,
        userId: 'user-1',
      },
    ]);
    expect(sdk.setUserId).toHaveBeenCalledWith('user-1');
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
    expect(sentEvents(sdk)).toEqual([
      { eventType: eventTypes.callStarted, properties: { source: 'web', conversation_id: 'c1' }, time: Date.now(), userId: 'user-1' },
    ]);
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
    // Remembered once the server has it.
    expect(storage.items.has(lastIdentityStorageKey)).toBe(false);
    await first.answer();
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
    expect(sentEvents(sdk)).toEqual([
      {
        eventType: eventTypes.prospectInterestMarked,
        properties: { source: 'web', prospect_id: 'p1', reason: 'x'.repeat(1024) },
        time: Date.now(),
        userId: 'user-1',
      },
    ]);
  });

  it('keep a source the caller gives', async () => {
    const { tracker, sdk } = await startedTracker();
    tracker.track(eventTypes.dossierOpened, { view_source: 'chat', source: 'concierge' });
    expect(sentEvents(sdk)[0]?.properties).toEqual({ source: 'concierge', view_source: 'chat' });
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
    expect(sentEvents(sdk)).toEqual([
      {
        eventType: 'Error Occurred',
        properties: {
          source: 'web',
          description: 'Saving the profile',
          location: 'details-step',
          data1: 'PATCH',
          data2: '{"status":500}',
          error_name: 'TypeError',
          error_message: 'x is undefined',
          error_stack: error.stack,
        },
        time: Date.now(),
        userId: 'user-1',
      },
    ]);
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
    key: () => {
      throw new Error('blocked');
    },
    get length(): number {
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

/**
 * A self-hosted tracker whose SDK starts only when the test says its first batch is due, over
 * `storage` (the browser's, shared by every page and tab of the site).
 */
function deferredPage(storage: KeyValueStorage & { items: Map<string, string> }) {
  let startSender: (() => void) | null = null;
  const page = setup(storage, {
    whenSenderNeeded: (start) => {
      startSender = start;
    },
  });
  return {
    ...page,
    /** The first batch is due: the SDK loads and comes up. */
    batchDue: async () => {
      startSender?.();
      page.finishInit();
      await settle();
    },
  };
}

/** A page of Dana's, signed in, that tracks a screen view. */
function danaOnAPage(storage: KeyValueStorage & { items: Map<string, string> }, screen: string) {
  const page = deferredPage(storage);
  page.tracker.start(selfHosted);
  page.tracker.identify(dana);
  page.tracker.track(eventTypes.screenViewed, { screen });
  return page;
}

const screens = (sdk: AnalyticsSdk) => vi.mocked(sdk.track).mock.calls.map(([event]) => event.properties.screen);
const insertIds = (sdk: AnalyticsSdk) => vi.mocked(sdk.track).mock.calls.map(([event]) => event.insertId);
const outboxEntries = (storage: { items: Map<string, string> }) =>
  [...storage.items.keys()].filter((key) => key.startsWith(outboxKeyPrefix));

describe('the self-hosted SDK, loaded when its first batch is due', () => {
  it('waits until then, then sends every waiting event at once, in order, then the identify', async () => {
    const page = danaOnAPage(memoryStorage(), 'Home');
    vi.advanceTimersByTime(2000);
    page.tracker.track(eventTypes.screenViewed, { screen: 'Chat' });
    expect(page.sdk.init).not.toHaveBeenCalled();

    await page.batchDue();
    expect(page.sdk.init).toHaveBeenCalledWith(selfHosted.analytics);
    expect(sentEvents(page.sdk).map(({ properties, time, userId }) => [properties.screen, time, userId])).toEqual([
      ['Home', Date.now() - 2000, 'user-1'],
      ['Chat', Date.now(), 'user-1'],
    ]);
    expect(page.sdk.flush).toHaveBeenCalledTimes(1);
    expect(page.sdk.flush.mock.invocationCallOrder[0]).toBeGreaterThan(page.sdk.track.mock.invocationCallOrder[1]!);
    // Not in the batch sent without retries.
    expect(page.sdk.identify.mock.invocationCallOrder[0]).toBeGreaterThan(page.sdk.flush.mock.invocationCallOrder[0]!);
  });

  it('starts Amplitude itself at once, whose page views and replay need it from the first page, and flushes nothing', async () => {
    const { tracker, sdk, finishInit } = setup(memoryStorage(), { whenSenderNeeded: () => {} });
    tracker.start(amplitude);
    tracker.identify(dana);
    tracker.track(eventTypes.screenViewed, { screen: 'Home' });
    expect(sdk.init).toHaveBeenCalledWith(amplitude.analytics);
    finishInit();
    await settle();
    expect(screens(sdk)).toEqual(['Home']);
    expect(sdk.flush).not.toHaveBeenCalled();
  });

  it('never starts for an admin identified while it waited', async () => {
    const page = deferredPage(memoryStorage());
    page.tracker.start(selfHosted);
    page.tracker.identify(dana);
    page.tracker.identify(admin);
    await page.batchDue();
    expect(page.sdk.init).not.toHaveBeenCalled();
  });
});

describe('no event is lost when a page is left before the server has it', () => {
  it('keeps each event in storage from the moment it is tracked until the server has it', async () => {
    const storage = memoryStorage();
    const page = danaOnAPage(storage, 'Home');
    expect(outboxEntries(storage)).toHaveLength(1);
    await page.batchDue();
    expect(outboxEntries(storage)).toHaveLength(1);
    await page.answer();
    expect(outboxEntries(storage)).toEqual([]);
  });

  it('sends what a page was left with from the next page, first and with the same insert ids', async () => {
    const storage = memoryStorage();
    const first = danaOnAPage(storage, 'Home');
    const leftAt = Date.now();
    vi.advanceTimersByTime(5000);

    const next = danaOnAPage(storage, 'Chat');
    await next.batchDue();
    expect(sentEvents(next.sdk)).toEqual([
      { eventType: eventTypes.screenViewed, properties: { source: 'web', screen: 'Home' }, time: leftAt, userId: 'user-1' },
      { eventType: eventTypes.screenViewed, properties: { source: 'web', screen: 'Chat' }, time: leftAt + 5000, userId: 'user-1' },
    ]);
    expect(insertIds(next.sdk)[0]).toBe(JSON.parse(storage.items.get(outboxEntries(storage)[0]!)!)[0].insertId);
    expect(first.sdk.track).not.toHaveBeenCalled();
    await next.answer();
    expect(outboxEntries(storage)).toEqual([]);
  });

  it('keeps what the first page was left with through a second page left before its SDK started (two quick reloads)', async () => {
    const storage = memoryStorage();
    danaOnAPage(storage, 'Chat');
    vi.advanceTimersByTime(1000);
    danaOnAPage(storage, 'Chat (desktop)');
    vi.advanceTimersByTime(1000);
    const third = danaOnAPage(storage, 'Chat (phone)');
    await third.batchDue();
    expect(screens(third.sdk)).toEqual(['Chat', 'Chat (desktop)', 'Chat (phone)']);
  });

  it('sends again, with the same insert ids, what a page handed to the SDK but left before the server answered', async () => {
    const storage = memoryStorage();
    const first = danaOnAPage(storage, 'Home');
    await first.batchDue();
    const handed = insertIds(first.sdk);

    const next = danaOnAPage(storage, 'Chat');
    await next.batchDue();
    expect(screens(next.sdk)).toEqual(['Home', 'Chat']);
    expect(insertIds(next.sdk)[0]).toBe(handed[0]);
  });

  it('sends, from a third page, what a second page took over from the first and handed on before it was left', async () => {
    const storage = memoryStorage();
    danaOnAPage(storage, 'Home');
    const second = danaOnAPage(storage, 'Chat');
    await second.batchDue();
    expect(screens(second.sdk)).toEqual(['Home', 'Chat']);

    const third = danaOnAPage(storage, 'Dossier');
    await third.batchDue();
    expect(screens(third.sdk)).toEqual(['Home', 'Chat', 'Dossier']);
    expect(insertIds(third.sdk).slice(0, 2)).toEqual(insertIds(second.sdk));
  });

  it('hands an event that the first, unretried batch could not deliver to the queue that retries, once', async () => {
    const page = danaOnAPage(memoryStorage(), 'Home');
    await page.batchDue();
    const [handed] = insertIds(page.sdk);
    await page.answer(false);
    expect(insertIds(page.sdk)).toEqual([handed, handed]);
    await page.answer(false);
    expect(page.sdk.track).toHaveBeenCalledTimes(2);
  });

  it('keeps what tabs leave apart: each writes its own entry, and a tab that starts sends them all', async () => {
    const storage = memoryStorage();
    danaOnAPage(storage, 'Home');
    danaOnAPage(storage, 'Chat');
    expect(outboxEntries(storage)).toHaveLength(2);
    const third = danaOnAPage(storage, 'Dossier');
    await third.batchDue();
    expect(screens(third.sdk)).toEqual(['Home', 'Chat', 'Dossier']);
    expect(outboxEntries(storage)).toHaveLength(1);
  });

  it('sends what another user left under that user', async () => {
    const storage = memoryStorage();
    danaOnAPage(storage, 'Home');
    const page = deferredPage(storage);
    page.tracker.start(selfHosted);
    page.tracker.identify({ ...dana, id: 'user-2' });
    await page.batchDue();
    expect(sentEvents(page.sdk).map((event) => event.userId)).toEqual(['user-1']);
  });

  it("leaves an admin's page nothing to send: what waits there stays for a later page", async () => {
    const storage = memoryStorage();
    const page = danaOnAPage(storage, 'Home');
    page.tracker.reset();
    page.tracker.identify(admin);
    await page.batchDue();
    expect(page.sdk.track).not.toHaveBeenCalled();
    const next = danaOnAPage(storage, 'Chat');
    await next.batchDue();
    expect(screens(next.sdk)).toEqual(['Home', 'Chat']);
  });

  it('sends after a logout what the signed-out user tracked before it', async () => {
    const page = danaOnAPage(memoryStorage(), 'Home');
    page.tracker.reset();
    page.tracker.track(eventTypes.loginPhoneSubmitted, { is_saved_phone: false });
    await page.batchDue();
    expect(sentEvents(page.sdk).map((event) => [event.eventType, event.userId])).toEqual([[eventTypes.screenViewed, 'user-1']]);
  });

  it('keeps nothing of a signed-out visitor', () => {
    const storage = memoryStorage();
    const page = deferredPage(storage);
    page.tracker.start(selfHosted);
    page.tracker.track(eventTypes.screenViewed, { screen: 'Login' });
    expect(outboxEntries(storage)).toEqual([]);
  });

  it('sends the identify again on the next page when the server never had it', async () => {
    const storage = memoryStorage();
    const first = danaOnAPage(storage, 'Home');
    await first.batchDue();
    await first.answer(false);
    const next = danaOnAPage(storage, 'Chat');
    await next.batchDue();
    expect(next.sdk.identify).toHaveBeenCalledTimes(1);
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
