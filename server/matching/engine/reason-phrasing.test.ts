import { describe, expect, it } from 'vitest';
import { afterPluralSubject, brief, firstSentence, inline, inPerson, readsWhole, shapeOf } from './reason-phrasing.ts';

describe('shapeOf', () => {
  it('reads a statement, an activity and a thing', () => {
    expect(shapeOf("I'm raising a seed round")).toBe('clause');
    expect(shapeOf('We build boats')).toBe('clause');
    for (const activity of ['hiring a designer', 'Raising our seed round', 'building a team', 'Selling at markets'])
      expect(shapeOf(activity), activity).toBe('gerund');
    for (const thing of [
      'Seed funding',
      'Wedding planners',
      'housing',
      'Catering for office meetings',
      "Glamping owners who'd share their experience",
    ])
      expect(shapeOf(thing), thing).toBe('noun');
  });

  it('reads an item that starts with a verb as an action, and a thing followed by "that" or "who" as a thing', () => {
    for (const action of [
      'Host a workshop for your team',
      'turn my hand to anything',
      'Win two new contracts',
      "share what we've learned",
      "look at anybody's figures",
      'Help with marketing',
    ])
      expect(shapeOf(action), action).toBe('action');
    for (const thing of [
      'Shops that still take orders by phone',
      'Anyone who can cut running costs',
      'Advice on pricing',
      'Paid days in our studio',
    ])
      expect(shapeOf(thing), thing).toBe('noun');
  });

  it('reads a verb before a plural object as an action, and an adjective read as a name as a thing', () => {
    for (const action of [
      'Recruit participants for our listening experiment',
      'design logos',
      'cook Turkish food',
      'train deep neural networks',
    ])
      expect(shapeOf(action), action).toBe('action');
    for (const thing of [
      'New 40-bed bunkhouse on the orchard',
      'Seed funding for my startup',
      'Grants for community projects',
      'Fresh bread',
      'Free horror make-up for film students',
    ])
      expect(shapeOf(thing), thing).toBe('noun');
  });

  it('reads a subject and its verb as a statement, and a verb with its particle as an action', () => {
    for (const statement of ['Patients are missing chemo appointments', 'Our books are a mess', 'The council says it is not their problem'])
      expect(shapeOf(statement), statement).toBe('clause');
    for (const thing of ['Sales leads', 'Someone who can look after residents', 'Anyone who can cut running costs'])
      expect(shapeOf(thing), thing).toBe('noun');
    for (const action of ['Sign up five new employers', 'Set up a stall at the market']) expect(shapeOf(action), action).toBe('action');
  });

  it('does not take an unknown word in -ing for an activity', () => {
    expect(shapeOf("glamping owners who'd share their experience")).toBe('noun');
  });
});

describe('brief', () => {
  it('cuts a long item at its first detail, only where a phrase closes', () => {
    expect(brief('founders of fast growing startups, esp delivery/logistics, they seem so exciting')).toBe(
      'founders of fast growing startups',
    );
    expect(brief('Refresh our gift range with pieces made within the city, as visitors keep asking')).toBe(
      'Refresh our gift range with pieces made within the city',
    );
    // An adjective of a list, a preposition, a verb whose object is past the brackets: cut there, the item would be a fragment.
    for (const whole of [
      'Someone who can teach patients to make cheap, healthy meals from scratch.',
      'Anyone who sees the same faces week in, week out in the countryside.',
      "Landowner who's happy for little ones to build dens and light (safe!) fires",
    ])
      expect(brief(whole)).toBe(whole);
  });
});

describe('a statement whose subject is left out', () => {
  it('reads a verb not in its dictionary form before its object as a report, and a participle naming a thing as a thing', () => {
    for (const report of [
      'Got a full workshop and 25 retired tradies',
      'Runs a bakery in town',
      'Has a van',
      'Opened a clinic near the docks',
    ])
      expect(shapeOf(report), report).toBe('report');
    for (const thing of ['Paid days off', 'Coded 12-seat boat', 'Used equipment']) expect(shapeOf(thing), thing).toBe('noun');
  });

  it('puts its verb in the plural, to follow "they" or "you"', () => {
    expect(afterPluralSubject('runs a bakery in town')).toBe('run a bakery in town');
    expect(afterPluralSubject('has a van')).toBe('have a van');
    expect(afterPluralSubject('got a full workshop')).toBe('got a full workshop');
  });
});

describe('a statement with a subject of its own', () => {
  it('reads a plural subject and its verb, or a pronoun and its verb, as a statement', () => {
    for (const statement of [
      'Our registrars need country placements',
      "it's heartbreaking",
      "they don't know what to say",
      'my buyers want it local',
      'Sale days bring 400 farmers through the doors',
      'Storm Arwen flattened a couple of hundred oaks',
    ])
      expect(shapeOf(statement), statement).toBe('clause');
    for (const thing of ['Sales leads', 'Wedding planners', 'Seed funding for my battery startup'])
      expect(shapeOf(thing), thing).toBe('noun');
  });
});

describe('an item that opens with a modifier', () => {
  it('reads a word joined to the next, or an adjective, before a thing as naming the thing, not as an action', () => {
    for (const thing of ['Grant-funded restoration contracts', 'Plain answers on port rules']) expect(shapeOf(thing), thing).toBe('noun');
  });

  it('reads an adverb before a verb in its dictionary form as an action, and before an adjective as a thing', () => {
    for (const action of ['Gladly take pre-loved couches', 'Happily host a stall']) expect(shapeOf(action), action).toBe('action');
    for (const thing of ['Really good coffee', 'Always keen to chat']) expect(shapeOf(thing), thing).toBe('noun');
  });
});

describe('items fitted whole', () => {
  it('keeps the first sentence of an item of several, not one ended by an abbreviation', () => {
    expect(firstSentence('a way in. a licence and a boat is like 800k')).toBe('a way in');
    expect(firstSentence('tools, e.g. a saw')).toBe('tools, e.g. a saw');
    expect(inline('A way in. A licence and a boat is like 800k.')).toBe('a way in');
  });

  it('keeps the capital of a name that opens an item, and lowers a common word', () => {
    expect(inline('Ontario land surveyor')).toBe('Ontario land surveyor');
    expect(inline('Tours of the lighthouse by boat')).toBe('tours of the lighthouse by boat');
    expect(inline('Interpreter, Romanian')).toBe('interpreter, Romanian');
  });

  it('writes "I\'ve" turned into the third person in lower case within a sentence', () => {
    expect(inPerson("Parts I've squirrelled away", 'third')).toBe("Parts they've squirrelled away");
    expect(inPerson("I've a van", 'third')).toBe("They've a van");
  });

  it('reads a fragment as no phrase: ending on a word that needs more, opening on "be" or a negation', () => {
    for (const fragment of ['a guy to', 'been getting a few bags at a time', "n't speak a word", 'is like 800k'])
      expect(readsWhole(fragment), fragment).toBe(false);
    for (const whole of ['a way in', 'being audited by the big export customers', 'Has a van', "run the food bank out of St Mary's"])
      expect(readsWhole(whole), whole).toBe(true);
  });

  it('reads more shapes: a thing and a clause about it, a state, a verb on a pronoun, a noun compound in -ing', () => {
    expect(shapeOf("Parts I've squirrelled away for forty years")).toBe('noun');
    expect(shapeOf('Hull cleaning')).toBe('noun');
    expect(shapeOf('Grade 9 to 12')).toBe('noun');
    expect(shapeOf('Skipper and a small vessel')).toBe('noun');
    expect(shapeOf('Turning down jobs')).toBe('gerund');
    expect(shapeOf('being audited by the big export customers')).toBe('gerund');
    expect(shapeOf('bad at talking to homeowners')).toBe('state');
    expect(shapeOf('many customer ask me for solar panel after new roof')).toBe('clause');
    expect(shapeOf("our members' apartments are freezing")).toBe('clause');
    expect(shapeOf('Catalogued 300 whaling ship logbooks')).toBe('report');
    expect(shapeOf('Recruit 5 pilot properties')).toBe('action');
  });

  it('cuts an item, when a reason would not fit, at the end of its noun phrase, never within it or a clause', () => {
    expect(brief('a commercial diver to inspect and clear my 60 moorings before the season', 45, true)).toBe('a commercial diver');
    expect(brief('Tours of the lighthouse by boat in July and August', 45, true)).toBe('Tours of the lighthouse by boat');
    expect(brief('salmon farm operators looking to switch feed suppliers', 45, true)).toBe('salmon farm operators');
    for (const whole of [
      'engineered beams and hardwood flooring delivered next day',
      'people who want their homes to feel more harmonious',
    ])
      expect(brief(whole, 45, true), whole).toBe(whole);
  });
});
