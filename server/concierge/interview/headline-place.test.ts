import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

const headline = (text: string) => extract(text, 'identity', null).headlines[0]?.text;

describe('a headline with where the role is done', () => {
  it('adds the place or organisation the guest names right after the role', () => {
    expect(headline('farrier, dorset')).toBe('Farrier, dorset');
    expect(headline('Baker. Own Crumb & Wheel.')).toBe('Baker, Crumb & Wheel');
    expect(headline('Optician. Small practice outside Zwolle.')).toBe('Optician, Small practice outside Zwolle');
    expect(headline('I am an optician, running a practice in Zwolle with my sister.')).toBe('Optician in Zwolle');
    expect(headline('harpist 🎵 Galway')).toBe('Harpist, Galway');
  });

  it('leaves a headline that already says where, or a place said in another statement, as it is', () => {
    expect(headline("I'm a founder at Greenbolt, a startup in Oslo.")).toBe('Founder at Greenbolt');
    expect(headline('I am the director of Harbour Trust, based in Hull.')).toBe('Director of Harbour Trust');
    expect(headline("I'm a software engineer, I build APIs in Go.")).toBe('Software engineer');
    expect(headline("I'm a nurse, I've worked on wards, then briefly in Leeds.")).toBe('Nurse');
  });

  it('goes on with the name of a place set after a comma', () => {
    expect(headline('I am the harbour master of a marina in Vigo, Galicia.')).toBe('Harbour master of a marina in Vigo, Galicia');
  });

  it('takes people the guest works with for no role of theirs', () => {
    expect(headline('So I run a print shop in Derby. Four printers, two vans.')).toBe('I run a print shop in Derby');
  });

  it('adds no number, verb or list of things as a place', () => {
    expect(headline('carpenter, 20 yrs')).toBe('Carpenter');
    expect(headline('Potter. Bowls, jugs and vases.')).toBe('Potter');
  });
});

describe('a short headline that is not a known role', () => {
  it('is told with where it is done too, from the next sentence when the first is only the role', () => {
    expect(headline('harbour pilot, falmouth')).toBe('Harbour pilot, falmouth');
    expect(headline('Blacksmith. 30 gates a year, Speyside.')).toBe('Blacksmith, Speyside');
    expect(headline('Stonemason. Two lads, no website.')).toBe('Stonemason');
  });
});

describe('a role given in passing, in an answer about something else', () => {
  const roles = (text: string) => extract(text, 'event_goals', null).headlines.map((found) => found.text);

  it('is a headline candidate when the guest gives it to themselves', () => {
    expect(roles('As harbour master I need to see the new mooring rules.')).toEqual(['Harbour master']);
    expect(roles("I retrained and I'm now a sign language interpreter, so I'm here for the access talks")).toContain(
      'Sign language interpreter',
    );
  });

  it('is not one when the person is someone else', () => {
    expect(roles("I'm looking for an accountant")).toEqual([]);
    expect(roles('meet makers such as potters')).toEqual([]);
  });
});
