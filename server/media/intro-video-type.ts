import { fileTypeFromBuffer } from 'file-type';

/**
 * What an intro video is, told from its bytes alone: the containers browsers play, MP4
 * (with its `.m4v` variant), WebM and QuickTime.
 */

export type IntroVideoType = { contentType: 'video/mp4' | 'video/webm' | 'video/quicktime'; extension: 'mp4' | 'webm' | 'mov' };

const mp4: IntroVideoType = { contentType: 'video/mp4', extension: 'mp4' };

const INTRO_VIDEO_TYPE_BY_DETECTED_MIME: Record<string, IntroVideoType> = {
  'video/mp4': mp4,
  'video/x-m4v': mp4,
  'video/webm': { contentType: 'video/webm', extension: 'webm' },
  'video/quicktime': { contentType: 'video/quicktime', extension: 'mov' },
};

export async function detectIntroVideoType(bytes: Uint8Array): Promise<IntroVideoType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && INTRO_VIDEO_TYPE_BY_DETECTED_MIME[detected.mime]) ?? null;
}
