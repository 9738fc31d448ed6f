import { describe, expect, it } from 'vitest';
import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import { extract } from './extract.ts';

const headlines = (text: string, asked: ConciergeSubject = 'identity') =>
  extract(text, asked, null).headlines.map((headline) => [headline.text, headline.role]);

describe('headline candidates', () => {
  it('take a person noun for the guest only where it names them, not an object of a verb or a count', () => {
    expect(headlines("i'm paying a joiner to fit the shelves", 'looking_for').some(([, role]) => role)).toBe(false);
    expect(headlines('keep a flock of sheep, 300 head, outside Hexham')).toEqual([['Keep a flock of sheep', false]]);
    expect(headlines("I'm wondering about the weather", 'topics')).toEqual([["I'm wondering about the weather", false]]);
  });

  it('keep two roles, or two words describing one, joined by "and"', () => {
    expect(headlines('welder and sheet metal fabricator, self employed')[0]).toEqual(['Welder and sheet metal fabricator', true]);
    expect(headlines('I am a sound and lighting technician at the Lyric.')[0]).toEqual([
      'Sound and lighting technician at the Lyric',
      true,
    ]);
  });

  it('read a role set apart by commas, and leave out how many years follow it', () => {
    expect(headlines('apicultora near Girona, beekeeper, family hives since 1980')[0]).toEqual(['Beekeeper', true]);
    expect(headlines('I am surveyor 20 years, now freelance')[0]).toEqual(['Surveyor', true]);
  });

  it('cut a whole clause where its statement ends, never inside a name or on a word that needs more', () => {
    expect(headlines('I run a tiny bakery in Ban Na 🥐 six tables')[0]).toEqual(['I run a tiny bakery in Ban Na', false]);
    expect(headlines('I carve and paint wooden puppets for a touring show')[0]).toEqual([
      'I carve and paint wooden puppets for a touring show',
      false,
    ]);
    expect(headlines("I tutor maths to A-level students at a boys' school in Leeds.")[0]?.[0]).toBe(
      "I tutor maths to A-level students at a boys' school in Leeds",
    );
  });

  it('put a role of the past after what the guest does now', () => {
    expect(headlines('former nurse, these days I run a café for carers in Hove')[0]).toEqual(['I run a café for carers in Hove', false]);
  });

  it('take what the guest did as who they are, and no role from "as" after a thing', () => {
    expect(headlines('Taught primary school music in Cork for 20 years, retired now.')[0]).toEqual([
      'Taught primary school music in Cork for 20 years',
      false,
    ]);
    expect(headlines('happy to explain the tax forms as a newcomer myself', 'can_offer')).toEqual([]);
  });

  it('read the English part of a message that switches language, and take no headline from the other', () => {
    expect(headlines('Soy alfarera, I throw pots with local clay, en Oaxaca')).toEqual([['I throw pots with local clay', false]]);
  });
});
