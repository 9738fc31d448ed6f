import { describe, expect, it } from 'vitest';
import { limits } from '../../../../../shared/limits.ts';
import { pictureFileProblem, squareOutputSize } from './picture-file.ts';

describe('pictureFileProblem', () => {
  it('accepts the four picture types', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic']) {
      expect(pictureFileProblem({ name: 'me', type, size: 1000 })).toBeNull();
    }
  });

  it('accepts a HEIC photo whose type the browser left empty', () => {
    expect(pictureFileProblem({ name: 'IMG_0001.HEIC', type: '', size: 1000 })).toBeNull();
  });

  it('rejects other types, empty files and files over the limit', () => {
    expect(pictureFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBe('Choose a JPEG, PNG, WebP or HEIC photo.');
    expect(pictureFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 0 })).toMatch(/empty/);
    expect(pictureFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: limits.pictureMaxBytes + 1 })).toBe(
      'That photo is larger than 10 MB. Choose a smaller one.',
    );
  });
});

describe('squareOutputSize', () => {
  it('keeps small crops and caps large ones', () => {
    expect(squareOutputSize(300.4)).toBe(300);
    expect(squareOutputSize(4032)).toBe(1024);
    expect(squareOutputSize(0)).toBe(1);
  });
});
