import { useRef, useState } from 'react';
import type { CurrentUser } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { acceptedPictureTypes } from '../api/picture-file.ts';
import { PictureCropper } from '../components/picture-cropper.tsx';
import { usePictureChoice } from '../use-picture-choice.ts';
import styles from './settings.module.css';

/** The profile picture on the settings page: shown, replaced (chosen, cropped, uploaded with progress). */
export function PhotoSettings({ user }: { user: CurrentUser }) {
  const picture = usePictureChoice();
  const { choice } = picture;
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState(false);

  function openPicker() {
    setSaved(false);
    fileInputRef.current?.click();
  }

  return (
    <div className={styles.stack}>
      <input ref={fileInputRef} hidden type="file" accept={acceptedPictureTypes} onChange={picture.choose} />
      {choice?.kind === 'crop' && <PictureCropper imageUrl={choice.url} onCropChange={picture.setCropArea} />}
      {choice?.kind === 'original' && (
        <p className={styles.muted}>
          {choice.file.name}: this browser can't preview this photo. Tandem will turn it into a square picture.
        </p>
      )}
      {choice === null && (
        <div className={styles.photoRow}>
          <Avatar name={user.name} pictureId={user.picture_id} size="xlarge" />
          <div className={styles.photoText}>
            <p className={styles.muted}>JPEG, PNG, WebP or HEIC, up to 10 MB.</p>
            <Button variant="secondary" size="small" onClick={openPicker}>
              {user.picture_id ? 'Change photo' : 'Add a photo'}
            </Button>
            {saved && (
              <p className={styles.saved} role="status">
                Photo saved.
              </p>
            )}
          </div>
        </div>
      )}
      {picture.uploading && <ProgressBar value={picture.progress} label="Uploading your photo" />}
      {picture.problem && <Alert tone="error">{picture.problem}</Alert>}
      {picture.uploadError && <Alert tone="error">{errorText(picture.uploadError)}</Alert>}
      {choice && (
        <div className={styles.actions}>
          <Button
            onClick={() =>
              picture.upload(() => {
                picture.cancel();
                setSaved(true);
              })
            }
            loading={picture.busy}
            disabled={!picture.ready}
          >
            Use this photo
          </Button>
          <Button variant="secondary" onClick={openPicker} disabled={picture.busy}>
            Choose another photo
          </Button>
          <Button variant="ghost" onClick={picture.cancel} disabled={picture.busy}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
