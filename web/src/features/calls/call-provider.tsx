import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { track } from '../../platform/analytics/track.ts';
import { useMicrophone } from '../../platform/microphone/use-microphone.tsx';
import { useRealtime, useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { signedInUserId, useSession } from '../../platform/session/use-session.ts';
import { fetchIceServers } from './api/ice-servers.ts';
import { createCallController, type CallController, type CallSnapshot } from './call-controller.ts';
import { callScreenOf } from './call-labels.ts';
import { CallPanel } from './call-panel.tsx';
import { IncomingCallSheet } from './incoming-call-sheet.tsx';
import { startRingTone } from './ring-tone.ts';
import { useCallPartner } from './use-call-partner.ts';
import { whenOnline } from './when-online.ts';

export interface Calls {
  /** Asks for the microphone (the Mic Intro dialog), then rings the other member. */
  startCall(conversationId: string): Promise<void>;
}

const CallsContext = createContext<Calls | null>(null);

/** How long a call waits for the realtime socket before saying it cannot go through. */
const connectWaitMs = 10_000;

/**
 * Voice calls on every signed-in page: an incoming call rings whatever page is open, and the
 * call screen stays up while the user moves around. Needs the realtime and microphone providers.
 */
export function CallProvider({ children }: { children: ReactNode }) {
  const realtime = useRealtime();
  const { requestAudio } = useMicrophone();
  const { user } = useSession();
  const queryClient = useQueryClient();

  // Both providers above keep their client for the whole signed-in session, so one controller fits.
  const [controller] = useState<CallController>(() =>
    createCallController({
      send: (event) => realtime.send(event),
      whenOnline: () => whenOnline(realtime, connectWaitMs),
      connectionId: () => realtime.connectionId,
      userId: () => signedInUserId(queryClient),
      requestAudio,
      loadIceServers: fetchIceServers,
      // Read off window: a browser with WebRTC switched off (iOS Lockdown Mode) gets a failed call, not a crash.
      PeerConnection: window.RTCPeerConnection,
      newCallId: () => crypto.randomUUID(),
      now: () => Date.now(),
      track,
    }),
  );
  const call = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useRealtimeEvent('call', (event) => controller.handleCall(event.call));
  useRealtimeEvent('call.signal', (event) => controller.handleSignal(event.callId, event.signal));
  useRealtimeEvent('error', (event) => controller.handleError(event.ref, event.message));
  useEffect(
    () =>
      realtime.onStatus((status) => {
        if (status !== 'online') controller.handleDisconnect();
      }),
    [realtime, controller],
  );

  useEffect(() => {
    const leave = () => controller.dispose();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [controller]);

  const ringing = call?.role === 'callee' && call.stage === 'ringing';
  useEffect(() => (ringing ? startRingTone() : undefined), [ringing]);

  const calls = useMemo<Calls>(() => ({ startCall: controller.startCall }), [controller]);

  return (
    <CallsContext value={calls}>
      {children}
      {call && <CallScreen call={call} controller={controller} viewerId={user?.id ?? null} />}
    </CallsContext>
  );
}

function CallScreen({ call, controller, viewerId }: { call: CallSnapshot; controller: CallController; viewerId: string | null }) {
  const partner = useCallPartner(call.conversationId, viewerId);
  return (
    <>
      {callScreenOf(call) === 'incoming' ? (
        <IncomingCallSheet call={call} partner={partner} onAccept={() => void controller.accept()} onDecline={controller.decline} />
      ) : (
        <CallPanel
          call={call}
          partner={partner}
          onToggleMute={controller.toggleMute}
          onHangUp={controller.hangUp}
          onClose={controller.close}
        />
      )}
      <RemoteAudio stream={call.remoteAudio} />
    </>
  );
}

/** Plays the other person; the click that started or answered the call lets it autoplay. */
function RemoteAudio({ stream }: { stream: MediaStream | null }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audioRef.current) audioRef.current.srcObject = stream;
  }, [stream]);
  return <audio ref={audioRef} autoPlay />;
}

export function useCalls(): Calls {
  const calls = useContext(CallsContext);
  if (!calls) throw new Error('useCalls needs a CallProvider above it.');
  return calls;
}
