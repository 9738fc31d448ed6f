import { describe, expect, it } from 'vitest';
import { speechPartMaxLength, speechParts } from './speech-parts.ts';

describe('speechParts', () => {
  it('cuts a message into its sentences', () => {
    expect(speechParts('Hello, I am the Tandem concierge, an AI. What brings you to this event? Tell me in a sentence or two.')).toEqual([
      'Hello, I am the Tandem concierge, an AI.',
      'What brings you to this event?',
      'Tell me in a sentence or two.',
    ]);
  });

  it('merges a very short sentence into the next one', () => {
    expect(speechParts('Thanks! Got it. What do you do for work these days?')).toEqual([
      'Thanks! Got it. What do you do for work these days?',
    ]);
  });

  it('joins a short last sentence to the part before it', () => {
    expect(speechParts('Who would you most like to meet at this event? Thanks!')).toEqual([
      'Who would you most like to meet at this event? Thanks!',
    ]);
  });

  it('splits a very long sentence at a comma, then at a space, keeping every word', () => {
    const long = `${'We help founders, '.repeat(10)}and ${'investors meet each other '.repeat(12)}at events.`;
    const parts = speechParts(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(speechPartMaxLength);
    expect(parts.join(' ').split(/\s+/)).toEqual(long.split(/\s+/));
    expect(parts[0]!.endsWith(',')).toBe(true);
  });

  it('reads lines without end marks as sentences, and a text with none as one part', () => {
    expect(speechParts('Your headline: Climate investor\nLooking for: founders in storage')).toEqual([
      'Your headline: Climate investor',
      'Looking for: founders in storage',
    ]);
    expect(speechParts('Just one thought without a full stop')).toEqual(['Just one thought without a full stop']);
  });

  it('does not end a sentence inside a number or an address', () => {
    expect(speechParts('We raised 2.5 million last year. Read more on tandem.events today, please.')).toEqual([
      'We raised 2.5 million last year.',
      'Read more on tandem.events today, please.',
    ]);
  });

  it('has no part for an empty or blank text', () => {
    expect(speechParts('')).toEqual([]);
    expect(speechParts('  \n ')).toEqual([]);
  });
});
