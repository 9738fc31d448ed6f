import { describe, expect, it } from 'vitest';
import { analyse } from './nlp.ts';
import type { Phrase } from './phrases.ts';
import { isSubordinate, statementKind, withoutScene } from './scene.ts';

const tokens = (text: string) => analyse(text)[0] ?? [];
const kindOf = (text: string, offered = false) => statementKind(tokens(text), offered);

describe('statementKind', () => {
  it('reads what happened, and what others do around a need, as the scene', () => {
    expect(kindOf('Our caretaker moved to Spain last year')).toBe('scene');
    expect(kindOf('Our cook left in March', true)).toBe('scene');
    expect(kindOf('Nobody on the committee knows how grants work')).toBe('scene');
  });

  it("reads the speaker's present as their own, and around an offer what the offered thing is", () => {
    expect(kindOf('We have two minibuses free on Sundays')).toBe('own');
    expect(kindOf('The hall holds forty people', true)).toBe('own');
    expect(kindOf('The hall holds forty people')).toBe('scene');
  });

  it("reads a wish about someone or something as the guest's own, whoever its subject", () => {
    expect(kindOf('A second pair of hands would change everything for us')).toBe('own');
    expect(kindOf('An older mentor might help me think it through')).toBe('own');
    expect(kindOf('The old driver could not cope')).toBe('scene');
  });

  it('finds no statement in a noun phrase, a relative clause or a verb that heads none', () => {
    expect(kindOf('A quiet room where we can rehearse on Tuesdays')).toBeNull();
    expect(kindOf('Somewhere dry to store the festival tents')).toBeNull();
    expect(kindOf('Volunteers cooking for the lunch club')).toBeNull();
    expect(kindOf('Free bike repair for the school')).toBeNull();
  });

  it('reads a clause that says when or why past its opening word, and knows it is one', () => {
    expect(kindOf('since the old van died')).toBe('scene');
    expect(isSubordinate(tokens('since the old van died'))).toBe(true);
    expect(isSubordinate(tokens('the old van died'))).toBe(false);
  });
});

describe('withoutScene', () => {
  const phrase = (text: string): Phrase => ({ text, terms: text.split(' ') });
  const need = phrase('someone to run the lunch club');
  const scene = phrase('the cook moved away');
  const own = phrase('we have a kitchen');

  it('sets the scene aside when the answer names something itself', () => {
    const lists = { lookingFor: [scene, need, own], canOffer: [], topics: [] };
    withoutScene(lists, 'looking_for', { scene: new Set([scene]), own: new Set([own]) });
    expect(lists.lookingFor).toEqual([need, own]);
  });

  it('sets it aside beside what the guest has or does now, keeps a story that is all they said, and leaves topics alone', () => {
    const told = { scene: new Set([scene]), own: new Set([own]) };
    const beside = { lookingFor: [scene, own], canOffer: [], topics: [] };
    withoutScene(beside, 'looking_for', told);
    expect(beside.lookingFor).toEqual([own]);
    const story = { lookingFor: [scene], canOffer: [], topics: [] };
    withoutScene(story, 'looking_for', told);
    expect(story.lookingFor).toEqual([scene]);
    const topics = { lookingFor: [], canOffer: [], topics: [scene, need] };
    withoutScene(topics, 'topics', told);
    expect(topics.topics).toEqual([scene, need]);
  });
});
