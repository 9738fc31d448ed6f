import { describe, expect, it } from 'vitest';
import { bandIndexAt, bandLayout, barLength, fitLabel, labelledIndices, linearScale, niceTicks } from './chart-geometry.ts';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to the first tick at or above the maximum', () => {
    expect(niceTicks(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceTicks(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(niceTicks(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceTicks(41, 5)).toEqual({ top: 50, ticks: [0, 10, 20, 30, 40, 50] });
  });

  it('never steps by less than one, since counts are whole', () => {
    expect(niceTicks(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });

  it('gives an axis from 0 to 1 when everything is zero', () => {
    expect(niceTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceTicks(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, also bottom-up', () => {
    const y = linearScale(10, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(y(10)).toBe(0);
  });

  it('puts everything at the start of the range for an empty domain', () => {
    expect(linearScale(0, 200, 0)(3)).toBe(200);
  });
});

describe('bandLayout', () => {
  it('splits the range into equal bands with centred bars', () => {
    expect(bandLayout(2, 0, 100, 0.2)).toEqual([
      { x: 5, width: 40, center: 25 },
      { x: 55, width: 40, center: 75 },
    ]);
  });

  it('keeps bars at least a pixel wide, or the whole band when thinner', () => {
    expect(bandLayout(90, 0, 90, 0.2)[0]!.width).toBe(1);
    expect(bandLayout(300, 0, 90, 0.2)[0]!.width).toBeCloseTo(0.3);
  });

  it('draws empty bars in an empty range', () => {
    expect(bandLayout(2, 50, 40)).toEqual([
      { x: 50, width: 0, center: 50 },
      { x: 50, width: 0, center: 50 },
    ]);
  });

  it('is empty without categories', () => {
    expect(bandLayout(0, 0, 100)).toEqual([]);
  });
});

describe('bandIndexAt', () => {
  it('finds the band under a position and clamps outside positions to the ends', () => {
    expect(bandIndexAt(10, 4, 0, 100)).toBe(0);
    expect(bandIndexAt(26, 4, 0, 100)).toBe(1);
    expect(bandIndexAt(99.9, 4, 0, 100)).toBe(3);
    expect(bandIndexAt(-5, 4, 0, 100)).toBe(0);
    expect(bandIndexAt(150, 4, 0, 100)).toBe(3);
    expect(bandIndexAt(50, 0, 0, 100)).toBeNull();
  });
});

describe('labelledIndices', () => {
  it('labels every category when they fit', () => {
    expect(labelledIndices(7, 8)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('spaces labels evenly, always labelling the last', () => {
    expect(labelledIndices(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledIndices(90, 5)).toEqual([17, 35, 53, 71, 89]);
  });

  it('labels nothing without room or categories', () => {
    expect(labelledIndices(0, 5)).toEqual([]);
    expect(labelledIndices(5, 0)).toEqual([]);
  });
});

describe('barLength', () => {
  it('is proportional to the maximum', () => {
    expect(barLength(5, 10, 200)).toBe(100);
    expect(barLength(10, 10, 200)).toBe(200);
  });

  it('keeps a small non-zero value visible and a zero value empty', () => {
    expect(barLength(1, 1000, 200)).toBe(2);
    expect(barLength(0, 10, 200)).toBe(0);
    expect(barLength(3, 0, 200)).toBe(0);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits and cuts a longer one with an ellipsis', () => {
    expect(fitLabel('Matches Opened', 20)).toBe('Matches Opened');
    expect(fitLabel('Login Add Profile Picture Clicked', 12)).toBe('Login Add P…');
    expect(fitLabel('Login Add Profile Picture Clicked', 11)).toBe('Login Add…');
    expect(fitLabel('Anything', 1)).toBe('…');
  });
});
