import { fileTypeFromBuffer } from 'file-type';

/**
 * What a voice note is, told from its bytes alone (never from the file name or the declared
 * content type): the audio formats browsers record and play back.
 *
 * - WebM with Opus or Vorbis: what Chromium and Firefox's MediaRecorder make. file-type names
 *   any WebM `video/webm`, so the tracks are read to make sure there is sound and no picture.
 * - Ogg with Opus or Vorbis.
 * - MP4 / M4A: what Safari's MediaRecorder makes; allowed when its tracks are sound only.
 * - AAC (ADTS), MPEG audio (MP3) and WAV: files people may have on a phone.
 */

export type VoiceNoteType = { contentType: string; extension: string };

const webm: VoiceNoteType = { contentType: 'audio/webm', extension: 'webm' };
const ogg: VoiceNoteType = { contentType: 'audio/ogg', extension: 'ogg' };
const mp4Audio: VoiceNoteType = { contentType: 'audio/mp4', extension: 'm4a' };

/** Detected file types allowed as they are, keyed by file-type's extension. */
const PLAIN_AUDIO_TYPES: Record<string, VoiceNoteType> = {
  opus: ogg,
  ogg,
  aac: { contentType: 'audio/aac', extension: 'aac' },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3' },
  wav: { contentType: 'audio/wav', extension: 'wav' },
};

/**
 * Whether a recording's first bytes are of a format a voice note may have: the early check of an
 * upload, before the rest arrives. `detectVoiceNoteType` then looks at its tracks.
 */
export async function hasVoiceNoteFormat(head: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head);
  return detected !== undefined && (['webm', 'mp4', 'm4a'].includes(detected.ext) || detected.ext in PLAIN_AUDIO_TYPES);
}

/** Reads `length` bytes at `position` of the recording (fewer at its end). */
export type ReadAt = (position: number, length: number) => Promise<Uint8Array>;

/**
 * The type of a recording from its first bytes (`head`: a WebM's tracks come before its first
 * cluster, within a few KB). An MP4 may keep its tracks (the `moov` box) at its end, so for one
 * the top-level boxes are walked with `readAt` over the whole recording; without `readAt`,
 * `head` is the whole recording.
 */
export async function detectVoiceNoteType(head: Uint8Array, readAt?: ReadAt): Promise<VoiceNoteType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  switch (detected.ext) {
    case 'webm':
      return isWebmAudio(head) ? webm : null;
    // `mp4` is every ISO media file without a more telling brand (isom, mp42, iso5…).
    case 'mp4':
    case 'm4a': {
      const movie = readAt ? await readMovieBox(readAt) : head;
      return movie && isMp4Audio(movie) ? mp4Audio : null;
    }
    default:
      return PLAIN_AUDIO_TYPES[detected.ext] ?? null;
  }
}

/** A movie box larger than this is no voice note's (a few KB for minutes of sound). */
const maxMovieBoxBytes = 4 * 1024 * 1024;

/** Top-level boxes walked before giving up: a recording has a handful (ftyp, moov, mdat, free…). */
const maxTopLevelBoxes = 1_000;

/** The `moov` box (with its header), found by reading only the top-level box headers before it. */
async function readMovieBox(readAt: ReadAt): Promise<Uint8Array | null> {
  for (let offset = 0, boxes = 0; boxes < maxTopLevelBoxes; boxes++) {
    const header = await readAt(offset, 16);
    if (header.length < 8) return null;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const type = String.fromCharCode(...header.subarray(4, 8));
    let size = view.getUint32(0);
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(view.getBigUint64(8));
    } else if (size === 0) {
      size = Number.MAX_SAFE_INTEGER;
    }
    if (size < 8) return null;
    if (type === 'moov') return size > maxMovieBoxBytes ? null : readAt(offset, size);
    offset += size;
  }
  return null;
}

// ---- WebM: EBML elements, https://www.matroska.org/technical/elements.html ----

const ebmlIds = {
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
} as const;
const audioTrackType = 2;
const webmAudioCodecs = new Set(['A_OPUS', 'A_VORBIS']);

type EbmlElement = { id: number; dataStart: number; dataEnd: number };

/** A variable-length integer: its length is told by the leading zero bits of the first byte. */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

/** The element at `offset`; one of unknown size (a live recording's Segment) runs to `end`. */
function readEbmlElement(bytes: Uint8Array, offset: number, end: number): EbmlElement | null {
  const id = readVint(bytes, offset, true);
  if (!id || id.length > 4) return null;
  const size = readVint(bytes, offset + id.length, false);
  if (!size) return null;
  const dataStart = offset + id.length + size.length;
  return { id: id.value, dataStart, dataEnd: size.allOnes ? end : Math.min(end, dataStart + size.value) };
}

function* ebmlChildren(bytes: Uint8Array, start: number, end: number): Generator<EbmlElement> {
  let offset = start;
  while (offset < end) {
    const element = readEbmlElement(bytes, offset, end);
    if (!element || element.dataEnd <= offset) return;
    yield element;
    offset = element.dataEnd;
  }
}

/** Sound only, every track Opus or Vorbis. The Tracks element comes before the first Cluster. */
function isWebmAudio(bytes: Uint8Array): boolean {
  const segment = [...ebmlChildren(bytes, 0, bytes.length)].find((element) => element.id === ebmlIds.segment);
  if (!segment) return false;
  for (const child of ebmlChildren(bytes, segment.dataStart, segment.dataEnd)) {
    if (child.id === ebmlIds.cluster) return false;
    if (child.id === ebmlIds.tracks) return areWebmAudioTracks(bytes, child);
  }
  return false;
}

function areWebmAudioTracks(bytes: Uint8Array, tracks: EbmlElement): boolean {
  const entries = [...ebmlChildren(bytes, tracks.dataStart, tracks.dataEnd)].filter((child) => child.id === ebmlIds.trackEntry);
  return (
    entries.length > 0 &&
    entries.every((entry) => {
      let type: number | undefined;
      let codec: string | undefined;
      for (const field of ebmlChildren(bytes, entry.dataStart, entry.dataEnd)) {
        const data = bytes.subarray(field.dataStart, field.dataEnd);
        if (field.id === ebmlIds.trackType) type = data.reduce((value, byte) => value * 256 + byte, 0);
        if (field.id === ebmlIds.codecId) codec = new TextDecoder('latin1').decode(data).replace(/\0+$/, '');
      }
      return type === audioTrackType && codec !== undefined && webmAudioCodecs.has(codec);
    })
  );
}

// ---- MP4: ISO base media boxes, ISO/IEC 14496-12 ----

type Mp4Box = { type: string; dataStart: number; dataEnd: number };

function* mp4Boxes(bytes: Uint8Array, start: number, end: number): Generator<Mp4Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(view.getBigUint64(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize) return;
    yield { type, dataStart: offset + headerSize, dataEnd: Math.min(end, offset + size) };
    offset += size;
  }
}

function childBoxes(bytes: Uint8Array, parent: Mp4Box, type: string): Mp4Box[] {
  return [...mp4Boxes(bytes, parent.dataStart, parent.dataEnd)].filter((box) => box.type === type);
}

/** Every track's handler (moov/trak/mdia/hdlr) is sound: an MP4 with a picture track is a video. */
function isMp4Audio(bytes: Uint8Array): boolean {
  const movie = [...mp4Boxes(bytes, 0, bytes.length)].find((box) => box.type === 'moov');
  if (!movie) return false;
  const handlers = childBoxes(bytes, movie, 'trak').flatMap((track) =>
    childBoxes(bytes, track, 'mdia').flatMap((media) =>
      // hdlr: version and flags (4 bytes), pre_defined (4), then the handler type.
      childBoxes(bytes, media, 'hdlr').map((handler) =>
        String.fromCharCode(...bytes.subarray(handler.dataStart + 8, handler.dataStart + 12)),
      ),
    ),
  );
  return handlers.includes('soun') && handlers.every((handler) => handler === 'soun');
}
