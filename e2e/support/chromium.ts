import type { LaunchOptions as PlaywrightLaunchOptions } from 'playwright-core';

/**
 * Chromium's fake microphone (a steady beep), and WebRTC between two pages of this machine:
 * without loopback candidates a machine with only loopback gathers none, and mDNS `.local` names
 * would hide the addresses the pages must reach.
 */
const fakeMediaArgs = [
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
/** Answers every microphone prompt with "Allow" (and so reports the permission as granted everywhere). */
const allowEveryPromptArg = '--use-fake-ui-for-media-stream';

export type LaunchOptions = {
  /** A fake microphone for calls and voice notes, allowed without a prompt. */
  fakeMedia?: boolean;
  /**
   * With `fakeMedia`: keep the browser's own permission state instead, so a context without
   * `grantMicrophone` reads "prompt" and a request is refused as if the prompt were dismissed.
   */
  askForMicrophone?: boolean;
  /** With `fakeMedia`: the microphone plays this WAV (over and over) instead of a beep. */
  fakeAudioFile?: string;
};

/** Debian's Chromium, without the background traffic a closed network refuses. */
export function chromiumLaunchOptions({
  fakeMedia = false,
  askForMicrophone = false,
  fakeAudioFile,
}: LaunchOptions = {}): PlaywrightLaunchOptions {
  const audioArgs = fakeAudioFile ? [`--use-file-for-fake-audio-capture=${fakeAudioFile}`] : [];
  const mediaArgs = fakeMedia ? [...fakeMediaArgs, ...(askForMicrophone ? [] : [allowEveryPromptArg]), ...audioArgs] : [];
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...mediaArgs,
    ],
  };
}

/**
 * The browsers the global setup starts once for the whole run, one per kind that many files
 * use: without fake media, and with the fake microphone allowed. Files connect to them and each
 * test keeps to its own contexts; other kinds (a WAV for a microphone, prompts kept) are launched
 * by the file that needs them.
 */
export const sharedBrowserKinds = {
  plain: {},
  fakeMedia: { fakeMedia: true },
} as const satisfies Record<string, LaunchOptions>;
export type SharedBrowserKind = keyof typeof sharedBrowserKinds;

/** The kind of shared browser that has exactly these options, if any. */
export function sharedBrowserKind({ fakeMedia = false, askForMicrophone = false, fakeAudioFile }: LaunchOptions): SharedBrowserKind | null {
  if (askForMicrophone || fakeAudioFile) return null;
  return fakeMedia ? 'fakeMedia' : 'plain';
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of each shared browser (`chromium.connect`). */
    sharedBrowsers: Record<SharedBrowserKind, string>;
  }
}
