import { useEffect, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { pictureFileProblem } from './api/picture-file.ts';
import { useUploadProfilePicture } from './api/upload-profile-picture.ts';
import { cropToSquareJpeg, loadImage } from './crop-image.ts';

/** The chosen photo: croppable when this browser decodes it, else sent as it is. */
export type PictureChoice = { kind: 'crop'; file: File; url: string; image: HTMLImageElement } | { kind: 'original'; file: File };

/**
 * Choosing, cropping and uploading a profile picture, shared by the sign-in step and the settings
 * page: a file input's change picks the photo, `upload` crops it to a square JPEG (or sends the
 * original when the browser cannot decode it) and reports progress.
 */
export function usePictureChoice() {
  const [choice, setChoice] = useState<PictureChoice | null>(null);
  const [cropArea, setCropArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const uploadMutation = useUploadProfilePicture();
  const busy = preparing || uploadMutation.isPending;

  const choiceUrl = choice?.kind === 'crop' ? choice.url : null;
  useEffect(() => {
    if (choiceUrl === null) return;
    return () => URL.revokeObjectURL(choiceUrl);
  }, [choiceUrl]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    uploadMutation.reset();
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

  async function upload(onUploaded: () => void) {
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
    uploadMutation.mutate({ picture, fileName, onProgress: setProgress }, { onSuccess: onUploaded });
  }

  function cancel() {
    setChoice(null);
    setCropArea(null);
    setProblem(null);
    uploadMutation.reset();
  }

  return {
    choice,
    setCropArea,
    /** A square is chosen, or there is nothing to crop. */
    ready: choice !== null && (choice.kind === 'original' || cropArea !== null),
    choose,
    upload,
    cancel,
    busy,
    uploading: uploadMutation.isPending,
    progress,
    problem,
    uploadError: uploadMutation.error,
  };
}
