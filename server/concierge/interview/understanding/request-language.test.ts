import { describe, expect, it } from 'vitest';
import { withEnglishCommands } from './request-language.ts';

describe('withEnglishCommands', () => {
  it('puts the words that say what to do and where in English, and keeps the guest’s own words', () => {
    expect(withEnglishCommands('supprime les échecs svp')).toBe('remove les échecs please');
    expect(withEnglishCommands('Añade surf a mis temas')).toBe('add surf a mis topics');
    expect(withEnglishCommands('bitte Schach löschen')).toBe('please Schach remove');
  });

  it('leaves a request with none of its words as it was, and English words alone', () => {
    expect(withEnglishCommands('remove chess from topics')).toBe('remove chess from topics');
    expect(withEnglishCommands('tire recycling should be an offer')).toBe('tire recycling should be an offer');
  });

  it('leaves an English request whose item is a word of the glossary as it was', () => {
    expect(withEnglishCommands('can you put the Mets above my other topics')).toBe('can you put the Mets above my other topics');
    expect(withEnglishCommands('the pasa doble is a topic, not an offer')).toBe('the pasa doble is a topic, not an offer');
    expect(withEnglishCommands('mets le jardinage dans mes sujets')).toBe('move le jardinage in mes topics');
  });

  it('puts the word that joins an item to its new wording in English', () => {
    expect(withEnglishCommands('cambia rugby por ciclismo en los temas')).toBe('change rugby with ciclismo in los topics');
  });
});
