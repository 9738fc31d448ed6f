import { describe, expect, it } from 'vitest';
import { loadWordVectors } from './word-vectors.ts';

const cosine = (a: readonly number[], b: readonly number[]) => a.reduce((sum, value, at) => sum + value * b[at]!, 0);

describe('word vectors', () => {
  const vectors = loadWordVectors();
  const near = (need: string, offer: string, unrelated: string) => {
    const [wanted, given, other] = [need, offer, unrelated].map((text) => vectors.textVector(text)!);
    return cosine(wanted!, given!) > cosine(wanted!, other!);
  };

  it('puts a need nearer the offer that meets it than an unrelated one, in words the two do not share', () => {
    expect(near('someone to sort out our accounts before the tax deadline', 'bookkeeping for small firms', 'wedding photography')).toBe(
      true,
    );
    expect(near('people who could back us with a first cheque', 'angel investor in early companies', 'sourdough baking classes')).toBe(
      true,
    );
    expect(near('a literary agent for my debut thriller', 'I represent crime novelists', 'forklift training')).toBe(true);
  });

  it('gives unit vectors, and none for a text with no word it knows or only the commonest ones', () => {
    const vector = vectors.textVector('organic vegetable growers')!;
    expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
    expect(vectors.textVector('zzqx wrrbl')).toBeNull();
    expect(vectors.textVector('the and of')).toBeNull();
  });
});
