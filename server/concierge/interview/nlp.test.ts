import { describe, expect, it } from 'vitest';
import { analyse, textOf } from './nlp.ts';

describe('analyse', () => {
  it('keeps a word with letters beyond Latin-1 whole, in the guest’s own letters', () => {
    const [first, second] = analyse('We brew in Plzeň and Łódź. Delete Białystok.');
    expect(first?.map((token) => token.text)).toEqual(['We', 'brew', 'in', 'Plzeň', 'and', 'Łódź', '.']);
    expect(first?.find((token) => token.text === 'Łódź')?.normal).toBe('łódź');
    expect(second && textOf(second)).toBe('Delete Białystok.');
  });
});
