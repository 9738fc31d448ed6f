import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { introVideoTypes, type EventDetails } from '../../../../../shared/api/events.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { useClearIntroVideo, useUploadIntroVideo } from '../api/intro-video.ts';
import { introVideoProblem } from '../event-files.ts';
import styles from './events.module.css';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/** Under the video, for hosts: their own intro video (size- and type-checked, with progress), or the default one. */
export function IntroVideoTools({ event }: { event: EventDetails }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadIntroVideo();
  const clear = useClearIntroVideo();

  function pick(file: File | undefined) {
    if (!file) return;
    setDone(null);
    const fileProblem = introVideoProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setProgress(0);
    upload.mutate(
      { eventId: event.id, video: file, onProgress: setProgress },
      { onSuccess: () => setDone('Your video is now the intro video.') },
    );
  }

  const error = problem ?? (upload.error ? messageOf(upload.error) : clear.error ? messageOf(clear.error) : null);
  const busy = upload.isPending || clear.isPending;

  return (
    <div className={styles.section}>
      <p className={styles.muted}>
        {event.introVideo.isDefault
          ? "Guests see Tandem's default intro video. You can upload your own: MP4, WebM or QuickTime, up to 100 MB."
          : 'Guests see your own intro video. You can replace it, or go back to the default one.'}
      </p>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        accept={introVideoTypes.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(change) => {
          pick(change.target.files?.[0]);
          change.target.value = '';
        }}
      />
      {upload.isPending && <ProgressBar value={progress} label="Uploading the video" />}
      {error && <Alert tone="error">{error}</Alert>}
      {done && !error && <Alert tone="success">{done}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" loading={upload.isPending} disabled={clear.isPending} onClick={() => inputRef.current?.click()}>
          <Upload size={18} aria-hidden="true" />
          {event.introVideo.isDefault ? 'Upload your own video' : 'Replace the video'}
        </Button>
        {!event.introVideo.isDefault && (
          <Button
            variant="ghost"
            loading={clear.isPending}
            disabled={busy && !clear.isPending}
            onClick={() => {
              setProblem(null);
              setDone(null);
              clear.mutate(event.id, { onSuccess: () => setDone('Guests see the default intro video again.') });
            }}
          >
            Use the default video
          </Button>
        )}
      </div>
    </div>
  );
}
