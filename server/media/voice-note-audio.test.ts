import { describe, expect, it } from 'vitest';
import { detectVoiceNoteType, hasVoiceNoteFormat } from './voice-note-audio.ts';

/*
 * Tiny samples built by hand: the headers the detector reads, with a few bytes of payload.
 * Each follows its format closely enough for file-type and for the track checks.
 */

const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const u32 = (value: number) => Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);

// ---- WebM (EBML) ----

/** An element with a one-byte size (payloads here stay under 127 bytes). */
const element = (id: number[], ...payload: Uint8Array[]) => {
  const data = concat(...payload);
  return concat(Uint8Array.from(id), Uint8Array.of(0x80 | data.length), data);
};
/** A live recording writes its Segment and Clusters with an unknown size. */
const unknownSizeElement = (id: number[], ...payload: Uint8Array[]) =>
  concat(Uint8Array.from(id), Uint8Array.of(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), ...payload);

const ebmlHeader = (docType: string) =>
  element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x86], Uint8Array.of(1)), element([0x42, 0x82], ascii(docType)));
const trackEntry = (number: number, type: number, codec: string) =>
  element([0xae], element([0xd7], Uint8Array.of(number)), element([0x83], Uint8Array.of(type)), element([0x86], ascii(codec)));

function webmFile(tracks: Uint8Array[], docType = 'webm') {
  return concat(
    ebmlHeader(docType),
    unknownSizeElement(
      [0x18, 0x53, 0x80, 0x67],
      element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Uint8Array.of(0x0f, 0x42, 0x40))),
      element([0x16, 0x54, 0xae, 0x6b], ...tracks),
      unknownSizeElement([0x1f, 0x43, 0xb6, 0x75], element([0xe7], Uint8Array.of(0)), new Uint8Array(64)),
    ),
  );
}

// ---- MP4 (ISO boxes) ----

const box = (type: string, ...payload: Uint8Array[]) => {
  const data = concat(...payload);
  return concat(u32(8 + data.length), ascii(type), data);
};
const ftyp = (brand: string) => box('ftyp', ascii(brand), u32(0), ascii('isomiso2mp41'));
const track = (handler: string) =>
  box('trak', box('tkhd', new Uint8Array(12)), box('mdia', box('hdlr', new Uint8Array(8), ascii(handler), new Uint8Array(13))));
const mp4File = (brand: string, handlers: string[]) =>
  concat(ftyp(brand), box('moov', box('mvhd', new Uint8Array(20)), ...handlers.map(track)), box('mdat', new Uint8Array(32)));

// ---- Ogg, RIFF, MPEG ----

/** One Ogg page: the 27-byte header, a one-entry segment table, then the codec's first packet. */
const oggPage = (packet: Uint8Array) =>
  concat(ascii('OggS'), Uint8Array.of(0, 2), new Uint8Array(8), u32(1), u32(0), u32(0), Uint8Array.of(1, packet.length), packet);

const wavFile = concat(
  ascii('RIFF'),
  Uint8Array.of(36 + 8, 0, 0, 0),
  ascii('WAVEfmt '),
  Uint8Array.of(16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0),
  ascii('data'),
  Uint8Array.of(8, 0, 0, 0),
  new Uint8Array(8),
);

/** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) and silence. */
const mp3Frame = concat(Uint8Array.of(0xff, 0xfb, 0x90, 0x64), new Uint8Array(60));
/** An ADTS header: MPEG-4 AAC LC, 44.1 kHz, stereo. */
const adtsFrame = concat(Uint8Array.of(0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc), new Uint8Array(40));

/** A PNG signature, then IHDR and an empty IDAT chunk (CRCs are not checked). */
const pngChunk = (type: string, data: Uint8Array) => concat(u32(data.length), ascii(type), data, u32(0));
const pngFile = concat(
  Uint8Array.of(0x89),
  ascii('PNG\r\n\x1a\n'),
  pngChunk('IHDR', new Uint8Array(13)),
  pngChunk('IDAT', new Uint8Array(0)),
);

describe('detectVoiceNoteType', () => {
  it('takes a MediaRecorder WebM with one Opus track as audio/webm, although file-type calls it video', async () => {
    expect(await detectVoiceNoteType(webmFile([trackEntry(1, 2, 'A_OPUS')]))).toEqual({
      contentType: 'audio/webm',
      extension: 'webm',
    });
    expect(await detectVoiceNoteType(webmFile([trackEntry(1, 2, 'A_VORBIS')]))).toEqual({ contentType: 'audio/webm', extension: 'webm' });
  });

  it('refuses a WebM with a picture track, another audio codec, no tracks, or a Matroska file', async () => {
    expect(await detectVoiceNoteType(webmFile([trackEntry(1, 1, 'V_VP8'), trackEntry(2, 2, 'A_OPUS')]))).toBeNull();
    expect(await detectVoiceNoteType(webmFile([trackEntry(1, 2, 'A_PCM/INT/LIT')]))).toBeNull();
    expect(await detectVoiceNoteType(webmFile([]))).toBeNull();
    expect(await detectVoiceNoteType(webmFile([trackEntry(1, 2, 'A_OPUS')], 'matroska'))).toBeNull();
  });

  it('refuses a WebM cut off before its tracks', async () => {
    const file = webmFile([trackEntry(1, 2, 'A_OPUS')]);
    expect(await detectVoiceNoteType(file.subarray(0, 40))).toBeNull();
  });

  it('takes Ogg Opus and Ogg Vorbis as audio/ogg, and refuses Ogg Theora video', async () => {
    const ogg = { contentType: 'audio/ogg', extension: 'ogg' };
    expect(await detectVoiceNoteType(oggPage(concat(ascii('OpusHead'), Uint8Array.of(1, 1), new Uint8Array(9))))).toEqual(ogg);
    expect(await detectVoiceNoteType(oggPage(concat(ascii('\x01vorbis'), new Uint8Array(23))))).toEqual(ogg);
    expect(await detectVoiceNoteType(oggPage(concat(Uint8Array.of(0x80), ascii('theora'), new Uint8Array(35))))).toBeNull();
  });

  it('takes an MP4 or M4A whose tracks are all sound as audio/mp4, and refuses one with a video track', async () => {
    const mp4Audio = { contentType: 'audio/mp4', extension: 'm4a' };
    expect(await detectVoiceNoteType(mp4File('isom', ['soun']))).toEqual(mp4Audio);
    expect(await detectVoiceNoteType(mp4File('M4A ', ['soun']))).toEqual(mp4Audio);
    expect(await detectVoiceNoteType(mp4File('mp42', ['vide', 'soun']))).toBeNull();
    expect(await detectVoiceNoteType(mp4File('isom', []))).toBeNull();
    expect(await detectVoiceNoteType(concat(ftyp('isom'), box('mdat', new Uint8Array(32))))).toBeNull();
  });

  it('finds the tracks of an MP4 that keeps them after its sound, reading only box headers on the way', async () => {
    const sound = box('mdat', new Uint8Array(200_000));
    const tracksLast = (handlers: string[]) =>
      concat(ftyp('M4A '), sound, box('moov', box('mvhd', new Uint8Array(20)), ...handlers.map(track)));
    const readsOf = (file: Uint8Array) => {
      const reads = { bytes: 0 };
      const readAt = async (position: number, length: number) => {
        const slice = file.subarray(position, position + length);
        reads.bytes += slice.length;
        return slice;
      };
      return { reads, readAt };
    };
    const audio = tracksLast(['soun']);
    const { reads, readAt } = readsOf(audio);
    expect(await detectVoiceNoteType(audio.subarray(0, 4_096), readAt)).toEqual({ contentType: 'audio/mp4', extension: 'm4a' });
    expect(reads.bytes).toBeLessThan(1_000);
    const video = tracksLast(['vide', 'soun']);
    expect(await detectVoiceNoteType(video.subarray(0, 4_096), readsOf(video).readAt)).toBeNull();
    expect(await hasVoiceNoteFormat(audio.subarray(0, 4_096))).toBe(true);
    expect(await hasVoiceNoteFormat(new TextEncoder().encode('just some text'))).toBe(false);
  });

  it('refuses other ISO media: QuickTime, 3GP and HEIC', async () => {
    expect(await detectVoiceNoteType(mp4File('qt  ', ['soun']))).toBeNull();
    expect(await detectVoiceNoteType(mp4File('3gp4', ['soun']))).toBeNull();
    expect(await detectVoiceNoteType(mp4File('heic', []))).toBeNull();
  });

  it('takes MP3, ADTS AAC and WAV', async () => {
    expect(await detectVoiceNoteType(mp3Frame)).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' });
    expect(await detectVoiceNoteType(concat(ascii('ID3'), Uint8Array.of(4, 0, 0, 0, 0, 0, 0), mp3Frame))).toEqual({
      contentType: 'audio/mpeg',
      extension: 'mp3',
    });
    expect(await detectVoiceNoteType(adtsFrame)).toEqual({ contentType: 'audio/aac', extension: 'aac' });
    expect(await detectVoiceNoteType(wavFile)).toEqual({ contentType: 'audio/wav', extension: 'wav' });
  });

  it('refuses text, pictures and empty input, whatever they are called', async () => {
    expect(await detectVoiceNoteType(ascii('This is a text file renamed voice.webm\n'.repeat(4)))).toBeNull();
    expect(await detectVoiceNoteType(pngFile)).toBeNull();
    expect(await detectVoiceNoteType(concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), new Uint8Array(32)))).toBeNull();
    expect(await detectVoiceNoteType(new Uint8Array(0))).toBeNull();
  });
});
