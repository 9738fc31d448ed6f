import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { track, type MicDialogAction } from '../analytics/track.ts';
import {
  clickMicDialog,
  closedMicDialog,
  micProblemOf,
  openMicDialog,
  settleMicRequest,
  type MicPermission,
  type MicProblem,
} from './mic-dialog.ts';
import { MicIntroDialog } from './mic-intro-dialog.tsx';

export type AudioRequest = { conversationId?: string; purpose: 'call' | 'voice_note' };

export interface Microphone {
  /**
   * Resolves with a live audio stream, or null when the user chose "Not now" or closed the
   * dialog. Shows the Mic Intro dialog first when permission is not yet granted, and its
   * blocked, refresh and retry steps when the browser refuses.
   */
  requestAudio(request: AudioRequest): Promise<MediaStream | null>;
}

const MicrophoneContext = createContext<Microphone | null>(null);

/** A request waiting on the dialog; a newer request replaces it (the older one gets null). */
type PendingRequest = AudioRequest & { resolve: (stream: MediaStream | null) => void };

async function microphonePermission(): Promise<MicPermission> {
  try {
    return (await navigator.permissions.query({ name: 'microphone' as PermissionName })).state;
  } catch {
    // Browsers that cannot query the microphone permission: show the intro, then ask.
    return 'prompt';
  }
}

async function openMicrophone(): Promise<MediaStream | MicProblem> {
  // Without a secure context (https or localhost) the browser hides mediaDevices altogether.
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    return micProblemOf(error);
  }
}

function conversationOf(request: AudioRequest | null): { conversation_id?: string } {
  return request?.conversationId ? { conversation_id: request.conversationId } : {};
}

/** Gives calls and voice notes the microphone, through the Mic Intro dialog when needed. */
export function MicrophoneProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState(closedMicDialog);
  const pending = useRef<PendingRequest | null>(null);

  const finish = useCallback((request: PendingRequest, stream: MediaStream | null) => {
    if (pending.current === request) pending.current = null;
    request.resolve(stream);
  }, []);

  /** Asks the browser; a stream ends the request, a problem shows in the dialog. */
  const askBrowser = useCallback(
    async (request: PendingRequest) => {
      const result = await openMicrophone();
      if (pending.current !== request) {
        // The user gave up (or asked again) while the browser was answering.
        if (typeof result !== 'string') for (const mediaTrack of result.getTracks()) mediaTrack.stop();
        return;
      }
      setDialog(settleMicRequest(typeof result === 'string' ? result : 'granted'));
      if (typeof result !== 'string') finish(request, result);
    },
    [finish],
  );

  const requestAudio = useCallback(
    (audioRequest: AudioRequest) =>
      new Promise<MediaStream | null>((resolve) => {
        const request: PendingRequest = { ...audioRequest, resolve };
        if (pending.current) finish(pending.current, null);
        pending.current = request;
        void microphonePermission().then((permission) => {
          if (pending.current !== request) return;
          if (permission === 'granted') void askBrowser(request);
          else setDialog(openMicDialog(permission));
        });
      }),
    [askBrowser, finish],
  );

  function handleAction(action: MicDialogAction) {
    const request = pending.current;
    track.micDialogAction({ action, ...conversationOf(request) });
    const { state, effect } = clickMicDialog(dialog, action);
    setDialog(state);
    if (!request) return;
    if (effect === 'request_microphone') void askBrowser(request);
    if (effect === 'give_up') finish(request, null);
    if (effect === 'reload_page') window.location.reload();
  }

  // A request still waiting when the provider goes (sign-out) gets its answer: no microphone.
  useEffect(
    () => () => {
      if (pending.current) finish(pending.current, null);
    },
    [finish],
  );

  const isOpen = dialog.step !== 'closed';
  useEffect(() => {
    if (isOpen) track.screenViewed('Mic Intro', conversationOf(pending.current));
  }, [isOpen]);

  const microphone = useMemo<Microphone>(() => ({ requestAudio }), [requestAudio]);
  return (
    <MicrophoneContext value={microphone}>
      {children}
      <MicIntroDialog state={dialog} onAction={handleAction} />
    </MicrophoneContext>
  );
}

export function useMicrophone(): Microphone {
  const microphone = useContext(MicrophoneContext);
  if (!microphone) throw new Error('useMicrophone needs a MicrophoneProvider above it.');
  return microphone;
}
