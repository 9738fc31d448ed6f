import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';

/**
 * Turns an uploaded profile picture into the one stored form: a square WebP without metadata.
 *
 * The type comes from the bytes alone, never from the file name or the declared content type.
 * AVIF is refused: the accepted types are the four people are told about (JPEG, PNG, WebP, HEIC),
 * and phones send HEVC-coded HEIC, not AVIF.
 */

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

export type PictureErrorReason = 'unsupported_type' | 'undecodable' | 'too_many_pixels';

export class PictureError extends Error {
  constructor(
    readonly reason: PictureErrorReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PictureError';
  }
}

/** Decoding needs about 4 bytes a pixel; 50 megapixels covers every phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

const PICTURE_ERROR_MESSAGES: Record<PictureErrorReason, string> = {
  unsupported_type: 'This file is not a picture Tandem can read. Use a JPEG, PNG, WebP or HEIC image.',
  undecodable: 'This picture seems to be damaged and cannot be opened. Try exporting it again or use another one.',
  too_many_pixels: `This picture is too large. Use one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
};

export function pictureError(reason: PictureErrorReason, cause?: unknown): PictureError {
  return new PictureError(reason, PICTURE_ERROR_MESSAGES[reason], cause === undefined ? undefined : { cause });
}

const PICTURE_TYPE_BY_DETECTED_MIME: Record<string, PictureType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  // An animated PNG is still a PNG; its first frame is the picture.
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  // Generic HEIF brand (mif1); whether the codec is HEVC is checked when decoding.
  'image/heif': 'image/heic',
};

/** The type of a picture (the whole file, or its first bytes: they tell it), or of the file at a path. */
export async function detectPictureType(picture: Uint8Array | string): Promise<PictureType | null> {
  const detected = typeof picture === 'string' ? await fileTypeFromFile(picture) : await fileTypeFromBuffer(picture);
  return (detected && PICTURE_TYPE_BY_DETECTED_MIME[detected.mime]) ?? null;
}

/**
 * `picture` is the file's bytes, or its path: sharp then reads the file itself, so the upload
 * never sits whole in JavaScript's memory (HEIC, decoded in WebAssembly, is read whole).
 */
export async function toProfilePicture(
  picture: Uint8Array | string,
  sizePixels = 512,
): Promise<{ data: Buffer; contentType: 'image/webp'; width: number; height: number }> {
  const type = await detectPictureType(picture);
  if (type === null) throw pictureError('unsupported_type');

  try {
    const image =
      type === 'image/heic'
        ? await openHeic(typeof picture === 'string' ? await readFile(picture) : picture)
        : // 'warning' makes a truncated file fail instead of being padded with grey.
          sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
    // Small pictures are enlarged too, so every stored picture has the same size.
    // Sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to with keepExif/withMetadata.
    const { data, info } = await image
      .autoOrient()
      .resize(sizePixels, sizePixels, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw toPictureError(error);
  }
}

/**
 * Sharp's prebuilt libvips decodes only AV1-coded HEIF, so HEVC is decoded by heic-decode
 * (libheif in WebAssembly) and handed to sharp as raw RGBA. libheif applies the HEIF rotation
 * and mirroring itself; the raw pixels carry no EXIF, so autoOrient leaves them as they are.
 */
async function openHeic(bytes: Uint8Array): Promise<Sharp> {
  // Sharp reads the size from the header, so a pixel bomb is refused before anything is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (metadata.compression !== 'hevc') throw pictureError('unsupported_type');
  const { width, height, data } = await loadHeicDecoder()({ buffer: bytes });
  return sharp(data, { raw: { width, height, channels: 4 } });
}

type HeicDecoder = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

// heic-decode ships no types, and its WebAssembly is big: load it on the first HEIC only.
const requireFromHere = createRequire(import.meta.url);
let heicDecoder: HeicDecoder | undefined;

function loadHeicDecoder(): HeicDecoder {
  heicDecoder ??= requireFromHere('heic-decode') as HeicDecoder;
  return heicDecoder;
}

function toPictureError(error: unknown): PictureError {
  if (error instanceof PictureError) return error;
  // Sharp reports the pixel limit only through its message.
  if (error instanceof Error && error.message.includes('exceeds pixel limit')) {
    return pictureError('too_many_pixels', error);
  }
  return pictureError('undecodable', error);
}
