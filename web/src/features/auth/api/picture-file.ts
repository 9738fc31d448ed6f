import { limits } from '../../../../../shared/limits.ts';

/** What the file picker offers; `POST /api/users/me/picture` accepts the same. */
export const acceptedPictureTypes = 'image/jpeg,image/png,image/webp,image/heic';

/** The longest side of the square JPEG the browser makes before uploading. */
export const maxCroppedPixels = 1024;

const acceptedMimeTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const acceptedExtensions = /\.(jpe?g|png|webp|heic|heif)$/i;

/**
 * Why a chosen file cannot be used, or null when it can. Some browsers report HEIC photos with
 * an empty type, so the name's extension counts too.
 */
export function pictureFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!acceptedMimeTypes.has(file.type.toLowerCase()) && !acceptedExtensions.test(file.name)) {
    return 'Choose a JPEG, PNG, WebP or HEIC photo.';
  }
  if (file.size > limits.pictureMaxBytes) {
    return `That photo is larger than ${Math.round(limits.pictureMaxBytes / (1024 * 1024))} MB. Choose a smaller one.`;
  }
  if (file.size === 0) return 'That file is empty. Choose another photo.';
  return null;
}

/** The side of the square output: the cropped area's own size, never upscaled, at most `max`. */
export function squareOutputSize(cropSide: number, max: number = maxCroppedPixels): number {
  return Math.max(1, Math.min(max, Math.round(cropSide)));
}
