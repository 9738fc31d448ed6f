import { open } from 'node:fs/promises';
import { eventLimits } from '../../shared/api/events.ts';
import { limits } from '../../shared/limits.ts';
import type { MediaKind } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { detectIntroVideoType } from './intro-video-type.ts';
import { detectPictureType, PictureError, pictureError, toProfilePicture, type PictureErrorReason } from './picture-processing.ts';
import { detectVoiceNoteType, hasVoiceNoteFormat, type ReadAt } from './voice-note-audio.ts';

/** An upload as it was received: a file on the disk, its size and its first bytes (`uploadHeadBytes`). */
export type ReceivedUpload = { path: string; size: number; head: Uint8Array };

/**
 * The first bytes of an upload that its type is told from, before the rest is read: file-type
 * needs at most a few KB, and a WebM recording's tracks come within its first few hundred bytes.
 */
export const uploadHeadBytes = 64 * 1024;

/** What is stored once an upload passed its kind's check. */
export type CheckedMedia = {
  /** Other bytes to store instead of the upload (a picture becomes WebP); null: the upload as it came. */
  converted: Uint8Array | null;
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
   * Refuses an upload its first bytes (`uploadHeadBytes`, or all of a smaller file) show is not of
   * this kind, before the rest is read. The type comes from the bytes alone, never from the file
   * name or the declared content type. Throws the ApiError the upload answers (415).
   */
  checkHead(head: Uint8Array): Promise<void>;
  /** Checks the whole upload, answering what to store; throws the ApiError the upload answers. */
  check(upload: ReceivedUpload): Promise<CheckedMedia>;
};

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const pictureErrorStatus: Record<PictureErrorReason, { status: number; code: string }> = {
  unsupported_type: { status: 415, code: 'unsupported_media_type' },
  undecodable: { status: 400, code: 'undecodable' },
  too_many_pixels: { status: 413, code: 'too_many_pixels' },
};

const toApiError = (error: PictureError) => {
  const { status, code } = pictureErrorStatus[error.reason];
  return new ApiError(status, code, error.message, {}, error);
};

const notARecording = () =>
  new ApiError(415, 'unsupported_media_type', 'That file is not a recording Tandem can play (WebM, Ogg, MP4/M4A, AAC, MP3 or WAV).');

const notAVideo = () =>
  new ApiError(415, 'unsupported_media_type', 'This file is not a video Tandem can play. Use an MP4, WebM or QuickTime (.mov) video.');

/** Positioned reads of the file at `path`, for checks that look past the first bytes. */
async function withReader<T>(path: string, use: (readAt: ReadAt) => Promise<T>): Promise<T> {
  const file = await open(path, 'r');
  try {
    return await use(async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await file.close();
  }
}

/** Every kind of media Tandem keeps, with its limit and its content check. */
export const mediaKinds: Record<MediaKind, MediaKindRules> = {
  picture: {
    name: 'picture',
    folder: 'pictures',
    maxBytes: limits.pictureMaxBytes,
    tooLargeMessage: `A picture can be at most ${megabytes(limits.pictureMaxBytes)} MB.`,
    async checkHead(head) {
      if ((await detectPictureType(head)) === null) throw toApiError(pictureError('unsupported_type'));
    },
    // Every picture is stored as a square WebP without metadata; sharp reads the file itself.
    async check(upload) {
      try {
        const picture = await toProfilePicture(upload.path, limits.pictureSizePixels);
        return {
          converted: picture.data,
          contentType: picture.contentType,
          extension: 'webp',
          width: picture.width,
          height: picture.height,
        };
      } catch (error) {
        throw error instanceof PictureError ? toApiError(error) : error;
      }
    },
  },
  voice_note: {
    name: 'voice note',
    folder: 'voice-notes',
    maxBytes: limits.voiceNoteMaxBytes,
    tooLargeMessage: `A voice note can be at most ${megabytes(limits.voiceNoteMaxBytes)} MB.`,
    async checkHead(head) {
      if (!(await hasVoiceNoteFormat(head))) throw notARecording();
    },
    async check(upload) {
      const type = await withReader(upload.path, (readAt) => detectVoiceNoteType(upload.head, readAt));
      if (!type) throw notARecording();
      return { converted: null, contentType: type.contentType, extension: type.extension, width: null, height: null };
    },
  },
  intro_video: {
    name: 'intro video',
    folder: 'intro-videos',
    maxBytes: eventLimits.introVideoMaxBytes,
    tooLargeMessage: `An intro video can be at most ${megabytes(eventLimits.introVideoMaxBytes)} MB.`,
    async checkHead(head) {
      if (!(await detectIntroVideoType(head))) throw notAVideo();
    },
    async check(upload) {
      const type = await detectIntroVideoType(upload.head);
      if (!type) throw notAVideo();
      return { converted: null, contentType: type.contentType, extension: type.extension, width: null, height: null };
    },
  },
};
