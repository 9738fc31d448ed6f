import sharp from 'sharp';

/** Small real files of each media kind, for tests. */

/** A WAV recording: a RIFF header and `seconds` of 16-bit mono PCM silence at `sampleRate` (8 kHz; a call turn is 16 kHz). */
export function wavRecording(seconds: number, sampleRate = 8_000): Buffer {
  const dataBytes = sampleRate * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/** The smallest MP4 file-type recognises: an ftyp box, then `payloadBytes` of payload. */
export function mp4Video(payloadBytes = 4_000): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(payloadBytes, 7),
  ]);
}

/** A JPEG photo of `width` × `height` in one colour. */
export function jpegPicture(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
}

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence: what a TTS service answers as `audio/mpeg`. */
export function mp3Audio(frames = 3): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
