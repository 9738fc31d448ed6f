import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { ImagePlus } from 'lucide-react';
import type { CurrentUser } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';
import { cropToSquareJpeg, loadImage } from '../crop-image.ts';
import { useLoginEventContext } from '../login-event-context.ts';
import { acceptedPictureTypes, pictureFileProblem } from '../api/picture-file.ts';
import styles from './login.module.css';
import { PictureCropper } from './picture-cropper.tsx';
import { StepHeading } from './step-heading.tsx';

export type PictureStepProps = {
  user: CurrentUser | null;
  onDone: () => void;
};

/** The chosen photo: croppable when this browser decodes it, else sent as it is. */
type Choice = { kind: 'crop'; file: File; url: string; image: HTMLImageElement } | { kind: 'original'; file: File };

/** "Login Add Profile Picture": optional; choose, crop to a square and upload. */
export function PictureStep({ user, onDone }: PictureStepProps) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [cropArea, setCropArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture();
  const busy = preparing || upload.isPending;
  useScreenViewed('Login Add Profile Picture', useLoginEventContext());

  const choiceUrl = choice?.kind === 'crop' ? choice.url : null;
  useEffect(() => {
    if (choiceUrl === null) return;
    return () => URL.revokeObjectURL(choiceUrl);
  }, [choiceUrl]);

  function openPicker() {
    track.loginAddProfilePictureClicked();
    fileInputRef.current?.click();
  }

  function skip() {
    track.loginProfilePictureSkipped();
    onDone();
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    setCropArea(null);
    const fileProblem = pictureFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem);
      return;
    }
    setProblem(null);
    const url = URL.createObjectURL(file);
    try {
      setChoice({ kind: 'crop', file, url, image: await loadImage(url) });
    } catch {
      URL.revokeObjectURL(url);
      setChoice({ kind: 'original', file });
    }
  }

  async function uploadChoice() {
    if (!choice || busy) return;
    setProgress(0);
    setProblem(null);
    let picture: Blob = choice.file;
    let fileName = choice.file.name;
    if (choice.kind === 'crop' && cropArea) {
      setPreparing(true);
      try {
        picture = await cropToSquareJpeg(choice.image, cropArea);
        fileName = 'profile-picture.jpg';
      } catch (error) {
        setProblem(error instanceof Error ? error.message : 'The picture could not be cropped.');
        return;
      } finally {
        setPreparing(false);
      }
    }
    upload.mutate({ picture, fileName, onProgress: setProgress }, { onSuccess: onDone });
  }

  return (
    <div className={styles.step}>
      <StepHeading title="Add a profile picture">
        A friendly face makes it easier to find each other at the event. You can skip this.
      </StepHeading>
      <input
        ref={fileInputRef}
        // Opened by the buttons below, which are what keyboard and screen reader users reach.
        hidden
        type="file"
        accept={acceptedPictureTypes}
        onChange={handleFile}
      />
      {choice?.kind === 'crop' && <PictureCropper imageUrl={choice.url} onCropChange={setCropArea} />}
      {choice?.kind === 'original' && (
        <div className={styles.pictureChoice}>
          <p className={styles.fileName}>{choice.file.name}</p>
          <p className={styles.muted}>This browser can't preview this photo. Tandem will turn it into a square picture.</p>
        </div>
      )}
      {choice === null && (
        <div className={styles.pictureChoice}>
          {user?.picture_id ? (
            <img
              className={styles.avatar}
              src={`/api/pictures/${encodeURIComponent(user.picture_id)}`}
              alt="Your current profile picture"
            />
          ) : (
            <span className={styles.avatarPlaceholder} aria-hidden="true">
              <ImagePlus size={36} />
            </span>
          )}
          <p className={styles.muted}>JPEG, PNG, WebP or HEIC, up to 10 MB.</p>
        </div>
      )}
      {upload.isPending && <ProgressBar value={progress} label="Uploading your photo" />}
      {problem && <Alert tone="error">{problem}</Alert>}
      {upload.error && <Alert tone="error">{errorText(upload.error)}</Alert>}
      <div className={styles.actions}>
        {choice ? (
          <>
            <Button fullWidth onClick={uploadChoice} loading={busy} disabled={choice.kind === 'crop' && cropArea === null}>
              Use this photo
            </Button>
            <Button variant="secondary" fullWidth onClick={openPicker} disabled={busy}>
              Choose another photo
            </Button>
          </>
        ) : (
          <>
            <Button fullWidth onClick={openPicker}>
              {user?.picture_id ? 'Choose a new photo' : 'Choose a photo'}
            </Button>
            {user?.picture_id && (
              <Button variant="secondary" fullWidth onClick={onDone}>
                Keep this photo
              </Button>
            )}
          </>
        )}
        <Button variant="ghost" fullWidth onClick={skip} disabled={busy}>
          Skip
        </Button>
      </div>
    </div>
  );
}
