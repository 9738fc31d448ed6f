import { describe, expect, it } from 'vitest';
import { derivedStrength, loadWordRelations, WordRelations } from './word-relations.ts';

describe('word relations', () => {
  it('relate a word and the one derived from it, either way, and nothing else', () => {
    const relations = new WordRelations('gardener garden\ngarden gardener\n');
    expect(relations.strength('gardener', 'garden')).toBe(derivedStrength);
    expect(relations.strength('garden', 'gardener')).toBe(derivedStrength);
    expect(relations.strength('gardener', 'tractor')).toBe(0);
    expect(relations.knows('tractor')).toBe(false);
  });

  it('know, from WordNet, that a translator translates and a backer backs', () => {
    const relations = loadWordRelations();
    expect(relations.strength('translator', 'translate')).toBe(derivedStrength);
    expect(relations.strength('backer', 'back')).toBe(derivedStrength);
    expect(relations.strength('translator', 'bake')).toBe(0);
  });
});
