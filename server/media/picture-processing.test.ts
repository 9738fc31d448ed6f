import { readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectPictureType, PictureError, toProfilePicture } from './picture-processing.ts';

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A 64×48 HEVC HEIC made with `heif-enc -q 60` from a PNG whose left half is red and right half blue. */
const tinyHeicPath = new URL('./fixtures/tiny.heic', import.meta.url);

function solid(width: number, height: number, background = RED): Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Left half red, right half blue. */
function redLeftBlueRight(width: number, height: number): Sharp {
  return solid(width, height, BLUE).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: RED } }, left: 0, top: 0 },
  ]);
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

function expectColourNear(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }): void {
  expect(Math.abs(actual.r - expected.r)).toBeLessThan(40);
  expect(Math.abs(actual.g - expected.g)).toBeLessThan(40);
  expect(Math.abs(actual.b - expected.b)).toBeLessThan(40);
}

async function expectPictureError(promise: Promise<unknown>, reason: PictureError['reason']): Promise<PictureError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PictureError);
  expect((error as PictureError).reason).toBe(reason);
  return error as PictureError;
}

async function expectSquareWebp(output: Awaited<ReturnType<typeof toProfilePicture>>, size = 512): Promise<void> {
  expect(output.contentType).toBe('image/webp');
  expect(output.width).toBe(size);
  expect(output.height).toBe(size);
  const metadata = await sharp(output.data).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBe(size);
  expect(metadata.height).toBe(size);
}

describe('detectPictureType', () => {
  it('recognises JPEG, PNG, WebP and HEIC from their bytes', async () => {
    expect(await detectPictureType(await solid(8, 8).jpeg().toBuffer())).toBe('image/jpeg');
    expect(await detectPictureType(await solid(8, 8).png().toBuffer())).toBe('image/png');
    expect(await detectPictureType(await solid(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(await detectPictureType(await readFile(tinyHeicPath))).toBe('image/heic');
  });

  it('refuses text, PDF, GIF, SVG and AVIF', async () => {
    expect(await detectPictureType(Buffer.from('definitely a photo, trust me'))).toBeNull();
    expect(await detectPictureType(Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF\n'))).toBeNull();
    expect(await detectPictureType(await solid(8, 8).gif().toBuffer())).toBeNull();
    expect(await detectPictureType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'))).toBeNull();
    expect(await detectPictureType(await solid(8, 8).avif().toBuffer())).toBeNull();
    expect(await detectPictureType(new Uint8Array(0))).toBeNull();
  });
});

describe('toProfilePicture', () => {
  it('turns a JPEG, a PNG and a WebP into a 512×512 WebP', async () => {
    for (const input of [
      await solid(600, 600).jpeg().toBuffer(),
      await solid(600, 600).png().toBuffer(),
      await solid(600, 600).webp().toBuffer(),
    ]) {
      const output = await toProfilePicture(input);
      await expectSquareWebp(output);
      expectColourNear(await pixelAt(output.data, 256, 256), RED);
    }
  });

  it('decodes an HEVC HEIC, given as a Buffer or a plain Uint8Array', async () => {
    const heic = await readFile(tinyHeicPath);
    for (const input of [heic, new Uint8Array(heic)]) {
      const output = await toProfilePicture(input);
      await expectSquareWebp(output);
      // Whatever 48×48 square the crop keeps, its left edge is red and its right edge blue.
      expectColourNear(await pixelAt(output.data, 8, 256), RED);
      expectColourNear(await pixelAt(output.data, 503, 256), BLUE);
    }
  });

  it('crops a non-square picture to a square of the requested size', async () => {
    await expectSquareWebp(await toProfilePicture(await solid(800, 300).jpeg().toBuffer()));
    await expectSquareWebp(await toProfilePicture(await solid(300, 800).png().toBuffer(), 128), 128);
  });

  it('enlarges a picture smaller than the requested size', async () => {
    await expectSquareWebp(await toProfilePicture(await solid(10, 10).png().toBuffer()));
  });

  it('honours the EXIF orientation', async () => {
    // Orientation 6 means "rotate 90° clockwise to display": the red left half ends up on top.
    const input = await redLeftBlueRight(40, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const output = await toProfilePicture(input);
    expectColourNear(await pixelAt(output.data, 256, 40), RED);
    expectColourNear(await pixelAt(output.data, 256, 470), BLUE);
  });

  it('strips EXIF, GPS and every other metadata', async () => {
    const input = await solid(64, 64)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .withIccProfile('p3')
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const output = await toProfilePicture(input);
    const metadata = await sharp(output.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(output.data.includes('PhoneMaker')).toBe(false);
  });

  it('refuses a text file named like a picture', async () => {
    const error = await expectPictureError(toProfilePicture(Buffer.from('this is not a JPEG')), 'unsupported_type');
    expect(error.message).toBe('This file is not a picture Tandem can read. Use a JPEG, PNG, WebP or HEIC image.');
  });

  it('refuses a truncated JPEG as undecodable', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const error = await expectPictureError(toProfilePicture(jpeg.subarray(0, jpeg.length / 2)), 'undecodable');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('refuses a damaged HEIC as undecodable', async () => {
    const heic = await readFile(tinyHeicPath);
    await expectPictureError(toProfilePicture(heic.subarray(0, heic.length - 200)), 'undecodable');
  });

  it('refuses a PNG of more than 50 megapixels', async () => {
    // A 10000×10000 solid PNG compresses to about 300 KB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expectPictureError(toProfilePicture(bomb), 'too_many_pixels');
  });

  it('refuses an HEIC declaring more than 50 megapixels before decoding it', async () => {
    const bomb = Buffer.from(await readFile(tinyHeicPath));
    // Rewrite the width and height of every image spatial extents ('ispe') box to 10000×10000.
    for (let offset = bomb.indexOf('ispe'); offset >= 0; offset = bomb.indexOf('ispe', offset + 1)) {
      bomb.writeUInt32BE(10_000, offset + 8);
      bomb.writeUInt32BE(10_000, offset + 12);
    }
    await expectPictureError(toProfilePicture(bomb), 'too_many_pixels');
  });
});
