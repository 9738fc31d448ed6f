import { eventLimits } from '../../shared/api/events.ts';
import { limits } from '../../shared/limits.ts';
import type { MediaKind } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { detectIntroVideoType } from './intro-video-type.ts';
import { PictureError, toProfilePicture, type PictureErrorReason } from './picture-processing.ts';
import { detectVoiceNoteType } from './voice-note-audio.ts';

/** What is stored once an upload passed its kind's check: maybe other bytes (a picture becomes WebP). */
export type CheckedMedia = {
  data: Uint8Array;
  contentType: string;
  /** Of the storage key, so a file in a bucket listing says what it is. */
  extension: string;
  width: number | null;
  height: number | null;
};

export type MediaKindRules = {
  /** How the answers name it: "That voice note was not found." */
  name: string;
  /** The first segment of its storage keys: `voice-notes/<id>.webm`. */
  folder: string;
  maxBytes: number;
  tooLargeMessage: string;
  /**
   * The type comes from the bytes alone, never from the file name or the declared content type.
   * Throws the ApiError the upload answers (415 unsupported_media_type, …).
   */
  check(bytes: Uint8Array): Promise<CheckedMedia>;
};

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const pictureErrorStatus: Record<PictureErrorReason, { status: number; code: string }> = {
  unsupported_type: { status: 415, code: 'unsupported_media_type' },
  undecodable: { status: 400, code: 'undecodable' },
  too_many_pixels: { status: 413, code: 'too_many_pixels' },
};

/** Every kind of media Tandem keeps, with its limit and its content check. */
export const mediaKinds: Record<MediaKind, MediaKindRules> = {
  picture: {
    name: 'picture',
    folder: 'pictures',
    maxBytes: limits.pictureMaxBytes,
    tooLargeMessage: `A picture can be at most ${megabytes(limits.pictureMaxBytes)} MB.`,
    // Every picture is stored as a square WebP without metadata.
    async check(bytes) {
      try {
        const picture = await toProfilePicture(bytes, limits.pictureSizePixels);
        return { data: picture.data, contentType: picture.contentType, extension: 'webp', width: picture.width, height: picture.height };
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        const { status, code } = pictureErrorStatus[error.reason];
        throw new ApiError(status, code, error.message, {}, error);
      }
    },
  },
  voice_note: {
    name: 'voice note',
    folder: 'voice-notes',
    maxBytes: limits.voiceNoteMaxBytes,
    tooLargeMessage: `A voice note can be at most ${megabytes(limits.voiceNoteMaxBytes)} MB.`,
    async check(bytes) {
      const type = await detectVoiceNoteType(bytes);
      if (!type)
        throw new ApiError(
          415,
          'unsupported_media_type',
          'That file is not a recording Tandem can play (WebM, Ogg, MP4/M4A, AAC, MP3 or WAV).',
        );
      return { data: bytes, contentType: type.contentType, extension: type.extension, width: null, height: null };
    },
  },
  intro_video: {
    name: 'intro video',
    folder: 'intro-videos',
    maxBytes: eventLimits.introVideoMaxBytes,
    tooLargeMessage: `An intro video can be at most ${megabytes(eventLimits.introVideoMaxBytes)} MB.`,
    async check(bytes) {
      const type = await detectIntroVideoType(bytes);
      if (!type)
        throw new ApiError(
          415,
          'unsupported_media_type',
          'This file is not a video Tandem can play. Use an MP4, WebM or QuickTime (.mov) video.',
        );
      return { data: bytes, contentType: type.contentType, extension: type.extension, width: null, height: null };
    },
  },
};
