import { useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import type { CurrentUser } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { useLoginEventContext } from '../login-event-context.ts';
import { acceptedPictureTypes } from '../api/picture-file.ts';
import { usePictureChoice } from '../use-picture-choice.ts';
import styles from './login.module.css';
import { PictureCropper } from './picture-cropper.tsx';
import { StepHeading } from './step-heading.tsx';

export type PictureStepProps = {
  user: CurrentUser | null;
  onDone: () => void;
};

/** "Login Add Profile Picture": optional; choose, crop to a square and upload. */
export function PictureStep({ user, onDone }: PictureStepProps) {
  const picture = usePictureChoice();
  const { choice } = picture;
  const fileInputRef = useRef<HTMLInputElement>(null);
  useScreenViewed('Login Add Profile Picture', useLoginEventContext());

  function openPicker() {
    track.loginAddProfilePictureClicked();
    fileInputRef.current?.click();
  }

  function skip() {
    track.loginProfilePictureSkipped();
    onDone();
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
        onChange={picture.choose}
      />
      {choice?.kind === 'crop' && <PictureCropper imageUrl={choice.url} onCropChange={picture.setCropArea} />}
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
      {picture.uploading && <ProgressBar value={picture.progress} label="Uploading your photo" />}
      {picture.problem && <Alert tone="error">{picture.problem}</Alert>}
      {picture.uploadError && <Alert tone="error">{errorText(picture.uploadError)}</Alert>}
      <div className={styles.actions}>
        {choice ? (
          <>
            <Button fullWidth onClick={() => picture.upload(onDone)} loading={picture.busy} disabled={!picture.ready}>
              Use this photo
            </Button>
            <Button variant="secondary" fullWidth onClick={openPicker} disabled={picture.busy}>
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
        <Button variant="ghost" fullWidth onClick={skip} disabled={picture.busy}>
          Skip
        </Button>
      </div>
    </div>
  );
}
