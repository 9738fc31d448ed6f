import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Bot, Phone } from 'lucide-react';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { useConversationMessages } from '../conversations/api/live-messages.ts';
import { useSpeechConfig } from './api/speech-config.ts';
import { hasBrowserRecognition } from './browser-recognition.ts';
import { noSound, phaseLabel, recognizerNote, speechNoticeText } from './call-labels.ts';
import { CallControls } from './call-controls.tsx';
import { CallTranscript } from './call-transcript.tsx';
import { MicrophoneRefused } from './microphone-refused.tsx';
import { TypedTurnForm } from './typed-turn-form.tsx';
import { useConciergeCall } from './use-concierge-call.ts';
import styles from './concierge-call.module.css';

export type ConciergeCallScreenProps = {
  conversationId: string;
  viewer: CurrentUser;
  /** The help chat's launcher, placed among the call's controls at the screen's foot, where it covers nothing. */
  help?: ReactNode;
};

/** Whether the page may play sound now: a reload mid-call needs a click first (browsers' autoplay rule). */
function pageMayPlaySound(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

/**
 * The call with the concierge in the guest's `concierge_voice` conversation: it speaks its
 * questions, the guest answers aloud, and a transcript of both sides shows beneath. The concierge
 * is an AI, and says so in its first words and in the header.
 */
export function ConciergeCallScreen({ conversationId, viewer, help }: ConciergeCallScreenProps) {
  useScreenViewed('Chat', { conversation_id: conversationId });
  const [joined, setJoined] = useState(pageMayPlaySound);
  const speech = useSpeechConfig();
  const textChatPath = viewer.generalDossier ? chatPath(viewer.generalDossier.textConversationId) : null;
  useEffect(() => {
    const previous = document.title;
    document.title = 'Call with the concierge · Tandem';
    return () => {
      document.title = previous;
    };
  }, []);

  let body;
  if (!joined) {
    body = (
      <div className={styles.stage}>
        <p className={styles.phase}>Your call with the concierge is ready to go on.</p>
        <Button onClick={() => setJoined(true)}>
          <Phone size={18} aria-hidden="true" />
          Continue the call
        </Button>
      </div>
    );
  } else if (speech.isError) {
    body = (
      <Alert tone="error" title="The call could not be set up" className={styles.problem}>
        <p>Tandem could not be reached. Check your connection, then try again.</p>
        <Button variant="secondary" onClick={() => void speech.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!speech.data) {
    body = <Spinner size="large" label="Setting up the call" className={styles.loading} />;
  } else {
    body = <CallInProgress conversationId={conversationId} viewer={viewer} speech={speech.data} textChatPath={textChatPath} help={help} />;
  }
  const inProgress = joined && speech.data !== undefined;

  return (
    <div className={styles.screen} data-fills-viewport>
      <header className={styles.header}>
        <Link to="/home" className={styles.back} aria-label="Back to home">
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <span className={styles.avatar} aria-hidden="true">
          <Bot size={20} />
        </span>
        <div className={styles.titles}>
          <h1 className={styles.title}>
            Call with the concierge<span className="visually-hidden"> · </span>
            <span className={styles.aiBadge}>AI</span>
          </h1>
          <p className={styles.subtitle}>An AI that writes your dossier with you</p>
        </div>
      </header>
      {body}
      {!inProgress && help && <div className={styles.controls}>{help}</div>}
    </div>
  );
}

function CallInProgress({
  conversationId,
  viewer,
  speech,
  textChatPath,
  help,
}: ConciergeCallScreenProps & { speech: NonNullable<ReturnType<typeof useSpeechConfig>['data']>; textChatPath: string | null }) {
  const [browserCanRecognise] = useState(hasBrowserRecognition);
  const conversation = useConversationMessages({ conversationId, viewerId: viewer.id, memberIds: [viewer.id] });
  const call = useConciergeCall({
    conversationId,
    speech,
    canRecognise: browserCanRecognise,
    messages: conversation.messages,
    onMessage: conversation.addMessage,
  });
  const { state } = call;
  const note = recognizerNote(speech.recognition, browserCanRecognise);

  if (call.microphone === 'refused') return <MicrophoneRefused textChatPath={textChatPath} onRetry={call.retryMicrophone} />;
  const ring = state.phase.name === 'listening' && !state.muted && !state.paused ? call.level : 0;
  const ended = state.phase.name === 'ended';
  return (
    <>
      <section className={styles.stage} aria-label="Call">
        <span
          className={`${styles.orb} ${state.phase.name === 'speaking' && !state.paused ? styles.orbSpeaking : ''}`}
          style={{ ['--level' as string]: ring.toFixed(2) }}
          aria-hidden="true"
        >
          <Bot size={36} />
        </span>
        <p className={styles.phase} role="status">
          {phaseLabel(state)}
        </p>
        {note && !ended && !state.noSound && <p className={styles.note}>{note}</p>}
        {call.notice && !ended && <p className={styles.note}>{speechNoticeText(call.notice)}</p>}
        {state.noSound && (
          <Alert tone="error" title={noSound.title} className={styles.problem}>
            <p>{noSound.advice}</p>
          </Alert>
        )}
        {state.phase.name === 'ended' && (
          <p className={styles.note}>
            Everything you said is kept. Carry on in writing where the call left off, or call again whenever you like.
          </p>
        )}
        {state.phase.name === 'failed' && (
          <Alert tone="error" className={styles.problem}>
            <p>{state.phase.problem.message}</p>
            <Button variant="secondary" onClick={() => call.act({ type: 'retry' })}>
              Try again
            </Button>
          </Alert>
        )}
        {state.phase.name === 'typing' && <TypedTurnForm onSubmit={call.submitTyped} />}
      </section>
      {conversation.status === 'error' ? (
        <Alert tone="error" className={styles.problem}>
          <p>The transcript could not be loaded.</p>
          <Button variant="secondary" onClick={conversation.retry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <CallTranscript messages={conversation.messages} fix={call.turnFix} />
      )}
      <CallControls state={state} textChatPath={textChatPath} onAct={call.act} help={help} />
    </>
  );
}
