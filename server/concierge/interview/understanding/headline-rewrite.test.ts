import { describe, expect, it } from 'vitest';
import { composeHeadline, headlineParts, placeReplaced } from './headline-rewrite.ts';

describe('headlineParts', () => {
  it('splits a role from what it is of or where', () => {
    expect(headlineParts('Dental nurse at a clinic in Bergen')).toEqual({ role: 'Dental nurse', rest: ' at a clinic in Bergen' });
    expect(headlineParts('Glazier, Dundee')).toEqual({ role: 'Glazier', rest: ', Dundee' });
    expect(headlineParts('Potter making tableware in Stoke').role).toBe('Potter');
    expect(headlineParts('Harbour pilot')).toEqual({ role: 'Harbour pilot', rest: '' });
  });

  it('does not split at a dash inside a word', () => {
    expect(headlineParts('Spanish–Catalan interpreter in Girona').role).toBe('Spanish–Catalan interpreter');
  });
});

describe('composeHeadline', () => {
  it('gives a new role and keeps where it is done', () => {
    expect(composeHeadline('Senior harbour pilot', 'Harbour pilot in Oban', 'headline: senior harbour pilot')).toBe(
      'Senior harbour pilot in Oban',
    );
  });

  it('reads a sentence about oneself as its noun phrase', () => {
    const old = 'Dental nurse at a clinic in Bergen';
    expect(composeHeadline("I'm the practice manager now, not a nurse", old, "headline: I'm the practice manager now, not a nurse")).toBe(
      'Practice manager at a clinic in Bergen',
    );
  });

  it('joins a conjunct to the role, before the place', () => {
    expect(composeHeadline('and garden pots', 'Potter making tableware in Stoke', "headline: add 'and garden pots'")).toBe(
      'Potter making tableware and garden pots in Stoke',
    );
    expect(composeHeadline('and choir leader', 'Organist', "add 'and choir leader' to the headline")).toBe('Organist and choir leader');
  });

  it('replaces the whole headline when the request speaks of the rest, says "just", or gives a rest of its own', () => {
    expect(composeHeadline('Freelance accountant', 'Accountant at Lumen', 'I left Lumen, headline: Freelance accountant')).toBe(
      'Freelance accountant',
    );
    expect(composeHeadline('Baker', 'Pastry chef at Crumb in Leeds', "headline just 'Baker'")).toBe('Baker');
    expect(composeHeadline('Head chef at Roots', 'Chef at Nomad', 'headline: Head chef at Roots')).toBe('Head chef at Roots');
  });
});

describe('a new place for the same role', () => {
  it('keeps the role when the new wording only says where', () => {
    expect(composeHeadline("I'm in Tromsø now", 'Harbour pilot in Oban', 'headline: im in Tromsø now')).toBe('Harbour pilot in Tromsø');
    expect(composeHeadline('based in Leeds', 'Glazier, Dundee', 'headline based in Leeds')).toBe('Glazier based in Leeds');
  });

  it('puts the place said instead where the old one stood', () => {
    expect(placeReplaced('Ferry captain in Bergen', 'Bergen', 'in Stavanger')).toBe('Ferry captain in Stavanger');
    expect(placeReplaced('Glazier, Dundee', 'Dundee', 'Perth')).toBe('Glazier, Perth');
  });
});
