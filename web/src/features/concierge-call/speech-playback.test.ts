import { afterEach, describe, expect, it, vi } from 'vitest';
import { speechParts } from '../../../../shared/speech-parts.ts';
import { playMessage, type SpeechNotice } from './speech-playback.ts';

const text = 'Welcome back to Tandem, this is the concierge. What do you hope to get out of the events you go to?';

/** What the page did, in order: fetches, audio played, words spoken by the browser. */
let log: string[] = [];

class FakeAudio extends EventTarget {
  constructor(readonly src: string) {
    super();
  }
  play() {
    log.push(`play ${this.src}`);
    queueMicrotask(() => this.dispatchEvent(new Event('ended')));
    return Promise.resolve();
  }
  pause() {}
}

class FakeUtterance extends EventTarget {
  constructor(readonly text: string) {
    super();
  }
}

function installBrowser(answer: (part: number) => Response) {
  log = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    speak(utterance: FakeUtterance) {
      log.push(`say ${utterance.text}`);
      queueMicrotask(() => utterance.dispatchEvent(new Event('end')));
    },
    cancel: () => log.push('cancel'),
    pause() {},
    resume() {},
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob).size}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const part = Number(url.split('/').at(-1));
      log.push(`fetch ${part}`);
      return Promise.resolve(answer(part));
    }),
  );
}

function wav(bytes: number, headers: Record<string, string> = { 'X-Speech-Source': 'offline' }) {
  return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'audio/wav', ...headers } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('playing a concierge message', () => {
  const [first, second] = speechParts(text);

  it('is two parts long, so the first plays while the second is fetched', () => {
    expect(speechParts(text)).toHaveLength(2);
  });

  it("plays the server's audio part by part, fetching the next while one plays", async () => {
    installBrowser((part) => wav(10 + part));
    const notices: SpeechNotice[] = [];
    await playMessage({ conversationId: 'c', messageId: 'm', text, useServer: true, onNotice: (notice) => notices.push(notice) }).finished;
    expect(log).toEqual(['fetch 0', 'fetch 1', 'play blob:10', 'play blob:11']);
    expect(notices).toEqual([]);
  });

  it("reads the rest with the browser's voice when the server cannot speak, and says why", async () => {
    installBrowser((part) =>
      part === 0 ? wav(10) : Response.json({ code: 'speech_unavailable', message: 'No synthesizer is available.' }, { status: 503 }),
    );
    const notices: SpeechNotice[] = [];
    await playMessage({ conversationId: 'c', messageId: 'm', text, useServer: true, onNotice: (notice) => notices.push(notice) }).finished;
    expect(log).toEqual(['fetch 0', 'fetch 1', 'play blob:10', `say ${second}`]);
    expect(notices).toEqual([{ kind: 'browser_voice', reason: 'No synthesizer is available.' }]);
  });

  it('tells when the offline voice stood in for the service', async () => {
    installBrowser(() => wav(10, { 'X-Speech-Source': 'offline', 'X-Speech-Fallback': 'the service timed out' }));
    const notices: SpeechNotice[] = [];
    await playMessage({ conversationId: 'c', messageId: 'm', text, useServer: true, onNotice: (notice) => notices.push(notice) }).finished;
    expect(notices[0]).toEqual({ kind: 'offline_voice', reason: 'the service timed out' });
  });

  it('asks the server nothing when it has no voice', async () => {
    installBrowser(() => wav(10));
    await playMessage({ conversationId: 'c', messageId: 'm', text, useServer: false, onNotice: () => undefined }).finished;
    expect(log).toEqual([`say ${first}`, `say ${second}`]);
  });

  it('stops at once when the guest interrupts', async () => {
    installBrowser(() => wav(10));
    const playback = playMessage({ conversationId: 'c', messageId: 'm', text, useServer: false, onNotice: () => undefined });
    playback.stop();
    await playback.finished;
    expect(log).toEqual([`say ${first}`, 'cancel']);
  });
});
