import type { Area } from 'react-easy-crop';
import { squareOutputSize } from './api/picture-file.ts';

/**
 * Loads a picture for cropping; rejects when this browser cannot decode it (HEIC outside
 * Safari), in which case the original file is uploaded and the server converts it.
 */
export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** Cuts the square `area` out of the image into a JPEG of at most 1024×1024 pixels. */
export async function cropToSquareJpeg(image: HTMLImageElement, area: Area): Promise<Blob> {
  const side = squareOutputSize(Math.min(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop pictures.');
  // Transparent PNG areas would turn black in a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped.'))), 'image/jpeg', 0.9);
  });
}
