import { useState } from 'react';
import { MessageCircle, Phone } from 'lucide-react';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Button } from '../../../ui/button.tsx';
import { useLoginEventContext } from '../login-event-context.ts';
import styles from './login.module.css';
import { StepHeading } from './step-heading.tsx';

export type VideoIntroStepProps = {
  onStartWithChat: () => void;
  onStartWithCall: () => void;
};

const mediaBase = `${import.meta.env.BASE_URL}media/`;
const defaultIntroVideo = {
  id: 'default',
  src: `${mediaBase}intro-default.mp4`,
  poster: `${mediaBase}intro-default-poster.jpg`,
  captions: `${mediaBase}intro-default.vtt`,
} as const;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** "Login Video Intro": how Tandem works, then the choice of how to start. */
export function VideoIntroStep({ onStartWithChat, onStartWithCall }: VideoIntroStepProps) {
  // Muted autoplay is allowed everywhere; captions carry the words. Not for reduced motion.
  const [autoPlay] = useState(() => !prefersReducedMotion());
  const introVideo = { intro_video_id: defaultIntroVideo.id, is_default: true };
  useScreenViewed('Login Video Intro', { ...introVideo, ...useLoginEventContext() });

  return (
    <div className={styles.step}>
      <StepHeading title="How Tandem works">
        A short tour. Then tell Tandem who you are and who you'd like to meet — by chat or by voice.
      </StepHeading>
      <video
        className={styles.video}
        src={defaultIntroVideo.src}
        poster={defaultIntroVideo.poster}
        controls
        playsInline
        muted
        autoPlay={autoPlay}
        preload="metadata"
        aria-label="How Tandem works"
      >
        <track kind="captions" src={defaultIntroVideo.captions} srcLang="en" label="English" default />
      </video>
      <div className={styles.actions}>
        <Button
          fullWidth
          onClick={() => {
            track.loginVideoIntroChatClicked(introVideo);
            onStartWithChat();
          }}
        >
          <MessageCircle size={20} aria-hidden="true" />
          Start with chat
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            track.loginVideoIntroCallClicked(introVideo);
            onStartWithCall();
          }}
        >
          <Phone size={20} aria-hidden="true" />
          Start with a call
        </Button>
      </div>
    </div>
  );
}
