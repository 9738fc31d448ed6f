import { beforeAll, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import { applyCorrections } from './correction-choice.ts';
import { prepareOfflineBrain } from '../../offline-brain.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const base: DossierDocument = {
  headline: 'Founder at Chairside',
  about: 'I build software for dental clinics. We are hiring two firmware engineers.',
  lookingFor: [item('seed investors'), item('hiring two firmware engineers')],
  canOffer: [item('climate-focused angels'), item('a fractional CFO'), item('dental software demos')],
  topics: [item('climate tech'), item('dental tech')],
};

function texts(document: DossierDocument) {
  return {
    headline: document.headline,
    lookingFor: document.lookingFor.map((entry) => entry.text),
    canOffer: document.canOffer.map((entry) => entry.text),
    topics: document.topics.map((entry) => entry.text),
  };
}

describe('applyCorrections', () => {
  it('moves the items a request names loosely to the section it says they belong to, and nothing else', () => {
    const request =
      "I'm not offering climate-focused angels or a fractional CFO — those are people I'm looking for. Please move them to Looking for.";
    const { document, corrections } = applyCorrections(base, request, 'g9');
    expect(texts(document)).toEqual({
      ...texts(base),
      lookingFor: ['seed investors', 'hiring two firmware engineers', 'climate-focused angels', 'a fractional CFO'],
      canOffer: ['dental software demos'],
    });
    expect(document.about).toBe(base.about);
    expect(corrections.map((correction) => correction.kind)).toEqual(['move', 'move']);
    expect(document.lookingFor[2]?.sourceMessageIds).toEqual(['g1', 'g9']);
  });

  it('removes from the section named, leaving the others whole', () => {
    const { document } = applyCorrections(base, 'remove fractional CFO and climate-focused angels from what I can offer', 'g9');
    expect(texts(document)).toEqual({ ...texts(base), canOffer: ['dental software demos'] });
  });

  it('gives a word two items share to the one the request names more fully', () => {
    const { document } = applyCorrections(base, 'drop the dental tech topic', 'g9');
    expect(texts(document).topics).toEqual(['climate tech']);
  });

  it('takes back a withdrawn fact with the sentence of About that says it', () => {
    const { document, corrections } = applyCorrections(base, "I'm not hiring any more", 'g9');
    expect(texts(document).lookingFor).toEqual(['seed investors']);
    expect(document.about).toBe('I build software for dental clinics.');
    expect(corrections).toContainEqual({ kind: 'remove', item: 'We are hiring two firmware engineers.', from: 'about' });
  });

  it('adds what the guest names to the section they name, citing the request', () => {
    const { document } = applyCorrections(base, 'yes but add sailing to my topics', 'g9');
    expect(document.topics.at(-1)).toEqual({ text: 'sailing', sourceMessageIds: ['g9'] });
    const offered = applyCorrections(base, 'also I can offer code reviews', 'g9').document;
    expect(texts(offered).canOffer.at(-1)).toBe('code reviews');
  });

  it('rewords inside an item, changes the headline, and does both in one request', () => {
    expect(texts(applyCorrections(base, "it's pre-seed, not seed", 'g9').document).lookingFor[0]).toBe('pre-seed investors');
    expect(applyCorrections(base, 'change my headline to "CEO, Chairside"', 'g9').document.headline).toBe('CEO, Chairside');
    const both = applyCorrections(base, 'Headline should be CEO at Chairside now, and drop the dental tech topic', 'g9').document;
    expect(texts(both)).toEqual({ ...texts(base), headline: 'CEO at Chairside', topics: ['climate tech'] });
  });

  it('puts an addition with no section where the change before it was ("drop X, add Y")', () => {
    const { document } = applyCorrections(base, 'drop climate tech, add ocean shipping', 'g9');
    expect(texts(document).topics).toEqual(['dental tech', 'ocean shipping']);
  });

  it('takes who the guest says they now are for the headline, and a remark after it for a remark', () => {
    expect(
      applyCorrections(base, 'Looks fine apart from the headline, I am head of product at Chairside now', 'g9').document.headline,
    ).toBe('Head of product at Chairside');
    // The role changes; where it is done stays (decision 013, round-8 section).
    expect(applyCorrections(base, "I'm a dentist, not a founder, no idea why it says that", 'g9').document.headline).toBe(
      'Dentist at Chairside',
    );
  });

  it('takes the reason given for a change as a reason, not as something to add', () => {
    const request = 'dental tech is something I can help people with, move it. I have built three clinic systems already';
    const { document } = applyCorrections(base, request, 'g9');
    expect(texts(document)).toEqual({
      ...texts(base),
      canOffer: ['climate-focused angels', 'a fractional CFO', 'dental software demos', 'dental tech'],
      topics: ['climate tech'],
    });
  });

  it('adds what a request asks to add with no section named, where what it says belongs', () => {
    const { document } = applyCorrections(base, 'we also need a regulatory consultant', 'g9');
    expect(texts(document).lookingFor).toEqual(['seed investors', 'hiring two firmware engineers', 'regulatory consultant']);
  });

  it('changes nothing for a request that names nothing, and hands back what it says that is new', () => {
    const { document, corrections, rest } = applyCorrections(base, 'I mentor first-time founders', 'g9');
    expect(document).toEqual(base);
    expect(corrections).toEqual([]);
    expect(rest).toEqual(['I mentor first-time founders']);
  });

  it('finds items by position in the section named, and does the change asked to them', () => {
    const removed = applyCorrections(base, 'get rid of the 1st and 3rd things I can offer', 'g9').document;
    expect(texts(removed)).toEqual({ ...texts(base), canOffer: ['a fractional CFO'] });
    const moved = applyCorrections(base, 'the middle offer should go into what I need', 'g9').document;
    expect(texts(moved).lookingFor.at(-1)).toBe('a fractional CFO');
    expect(texts(moved).canOffer).toEqual(['climate-focused angels', 'dental software demos']);
  });

  it('takes a quoted wording whole, for the headline or for the item the words around it name', () => {
    expect(applyCorrections(base, "put 'Dentist and founder, Chairside' as my title", 'g9').document.headline).toBe(
      'Dentist and founder, Chairside',
    );
    const reworded = applyCorrections(base, 'could the last topic say "dental practice software"?', 'g9').document;
    expect(texts(reworded)).toEqual({ ...texts(base), topics: ['climate tech', 'dental practice software'] });
  });

  it('does two changes to two sections said with one verb, each with its own words', () => {
    const { document } = applyCorrections(base, 'add a patent lawyer to what I need and clinic introductions to what I offer', 'g9');
    expect(texts(document).lookingFor.at(-1)).toBe('patent lawyer');
    expect(texts(document).canOffer.at(-1)).toBe('clinic introductions');
  });

  it('does a change asked as a question, and takes a reason after a comma for a reason', () => {
    const asked = applyCorrections(base, 'would you add a hardware advisor to who I am looking for?', 'g9').document;
    expect(texts(asked).lookingFor.at(-1)).toBe('hardware advisor');
    const reasoned = applyCorrections(base, 'drop the climate tech topic, the fund behind it closed', 'g9').document;
    expect(texts(reasoned)).toEqual({ ...texts(base), topics: ['dental tech'] });
  });
});

describe('applyCorrections, on whole sections and their order', () => {
  const orchard: DossierDocument = {
    headline: 'Cider maker in Somerset',
    about: '',
    lookingFor: [item('a bottling line'), item('pub landlords')],
    canOffer: [item('orchard tours'), item('pressing days')],
    topics: [item('perry'), item('wassail'), item('rugby')],
  };

  it('swaps two sections the guest says are the wrong way round, and only those', () => {
    for (const request of ['my needs and my offers are back to front', 'swap what I offer with what I need']) {
      const { document } = applyCorrections(orchard, request, 'g9');
      expect(texts(document)).toEqual({
        ...texts(orchard),
        lookingFor: ['orchard tours', 'pressing days'],
        canOffer: ['a bottling line', 'pub landlords'],
      });
    }
    expect(texts(applyCorrections(orchard, 'switch rugby to offers', 'g9').document).canOffer).toEqual([
      'orchard tours',
      'pressing days',
      'rugby',
    ]);
  });

  it('reverses a section, swaps two by position, and puts one item next to another', () => {
    expect(texts(applyCorrections(orchard, 'turn my topics round, reverse the order', 'g9').document).topics).toEqual([
      'rugby',
      'wassail',
      'perry',
    ]);
    expect(texts(applyCorrections(orchard, 'swap the first and second topics', 'g9').document).topics).toEqual([
      'wassail',
      'perry',
      'rugby',
    ]);
    expect(texts(applyCorrections(orchard, 'rugby should sit above wassail', 'g9').document).topics).toEqual(['perry', 'rugby', 'wassail']);
    expect(texts(applyCorrections(orchard, 'list perry after rugby', 'g9').document).topics).toEqual(['wassail', 'rugby', 'perry']);
  });

  it('puts an item at the place its ordinal says, and leaves one already where it is asked to be as it is', () => {
    expect(texts(applyCorrections(orchard, 'put rugby second', 'g9').document).topics).toEqual(['perry', 'rugby', 'wassail']);
    expect(texts(applyCorrections(orchard, 'move perry to third place', 'g9').document).topics).toEqual(['wassail', 'rugby', 'perry']);
    for (const request of ['perry should come first', 'rugby goes last in my topics']) {
      const { document, corrections } = applyCorrections(orchard, request, 'g9');
      expect(texts(document)).toEqual(texts(orchard));
      expect(corrections).toEqual([]);
    }
  });

  it('swaps two items named by their words, and places one without taking either out', () => {
    expect(texts(applyCorrections(orchard, 'swap rugby and perry round', 'g9').document).topics).toEqual(['rugby', 'wassail', 'perry']);
    expect(texts(applyCorrections(orchard, 'could rugby go before wassail? more people ask', 'g9').document).topics).toEqual([
      'perry',
      'rugby',
      'wassail',
    ]);
  });

  it('sets a section to the phrases given unquoted, and puts what follows a clearing where it was', () => {
    const exactly = applyCorrections(orchard, 'Topics should only be apple grafting and perry. The rest was chat.', 'g9').document;
    expect(texts(exactly)).toEqual({ ...texts(orchard), topics: ['perry', 'apple grafting'] });
    const cleared = applyCorrections(orchard, 'wipe what I offer and just put cider making courses', 'g9').document;
    expect(texts(cleared)).toEqual({ ...texts(orchard), canOffer: ['cider making courses'] });
  });

  it('empties a section named alone, and sets one to exactly what the guest gives', () => {
    const cleared = applyCorrections(orchard, "clear my topics and then put 'apple varieties'", 'g9').document;
    expect(texts(cleared)).toEqual({ ...texts(orchard), topics: ['apple varieties'] });
    const exactly = applyCorrections(orchard, "my offers should only be 'cider tastings' and 'orchard tours', nothing else", 'g9').document;
    expect(texts(exactly)).toEqual({ ...texts(orchard), canOffer: ['orchard tours', 'cider tastings'] });
  });

  it('does not do what the guest takes back straight after, and does what they ask instead', () => {
    const kept = applyCorrections(orchard, 'delete perry, oh actually no, leave it. delete rugby instead', 'g9').document;
    expect(texts(kept)).toEqual({ ...texts(orchard), topics: ['perry', 'wassail'] });
    const statement = applyCorrections(orchard, 'Pub landlords I am not after, actually I am one. Put it in what I offer.', 'g9').document;
    expect(texts(statement)).toEqual({
      ...texts(orchard),
      lookingFor: ['a bottling line'],
      canOffer: ['orchard tours', 'pressing days', 'pub landlords'],
    });
    const instead = applyCorrections(orchard, "add cricket to my topics... hmm, scratch that, add 'skittles' instead", 'g9').document;
    expect(texts(instead)).toEqual({ ...texts(orchard), topics: ['perry', 'wassail', 'rugby', 'skittles'] });
  });

  it('reads every arrow as a rewording, however it is typed', () => {
    const { document } = applyCorrections(orchard, 'perry => pear cider, rugby -> Bath rugby', 'g9');
    expect(texts(document)).toEqual({ ...texts(orchard), topics: ['pear cider', 'wassail', 'Bath rugby'] });
  });

  it('adds an item at the place the guest names, to the section a clause of its own names', () => {
    const second = applyCorrections(orchard, 'In what I offer, add grafting classes as the second item', 'g9').document;
    expect(texts(second)).toEqual({ ...texts(orchard), canOffer: ['orchard tours', 'grafting classes', 'pressing days'] });
    const top = applyCorrections(orchard, 'things I can help with - add grafting classes at the top', 'g9').document;
    expect(texts(top)).toEqual({ ...texts(orchard), canOffer: ['grafting classes', 'orchard tours', 'pressing days'] });
    const named = applyCorrections(orchard, 'add first aid training to my offers', 'g9').document;
    expect(texts(named)).toEqual({ ...texts(orchard), canOffer: ['orchard tours', 'pressing days', 'first aid training'] });
  });

  it('reads an English request whose item is also a command word of another language as English', () => {
    const { document } = applyCorrections(
      { ...orchard, topics: [item('the Mets'), item('perry')] },
      'could the mets sit above perry? they get people talking',
      'g9',
    );
    expect(texts(document).topics).toEqual(['the Mets', 'perry']);
  });

  it('swaps two sections the guest says are the wrong way round, whatever words name them', () => {
    const swapped = applyCorrections(
      orchard,
      'You have switched round what I offer and what I like to natter about. Perry and rugby are only for small talk.',
      'g9',
    ).document;
    expect(texts(swapped)).toEqual({
      ...texts(orchard),
      canOffer: ['perry', 'wassail', 'rugby'],
      topics: ['orchard tours', 'pressing days'],
    });
  });

  it('rewords the item the guest names whole, not another that holds its words', () => {
    const potter = { ...orchard, canOffer: [item('perry tastings')], topics: [item('perry'), item('rugby')] };
    const { document } = applyCorrections(potter, 'perry => pear cider', 'g9');
    expect(texts(document)).toEqual({ ...texts(potter), topics: ['pear cider', 'rugby'] });
  });

  it('takes out and puts in quoted items, and what the concierge left out goes where the guest says', () => {
    const swapped = applyCorrections(orchard, "'rugby' out, 'skittles' in", 'g9').document;
    expect(texts(swapped)).toEqual({ ...texts(orchard), topics: ['perry', 'wassail', 'skittles'] });
    const forgot = applyCorrections(orchard, 'you forgot morris dancing in my topics', 'g9').document;
    expect(texts(forgot)).toEqual({ ...texts(orchard), topics: ['perry', 'wassail', 'rugby', 'morris dancing'] });
  });

  it('puts what follows a clearing in its place without moving an item that shares a word', () => {
    const cleared = applyCorrections(orchard, "wipe what I offer and just put 'catering for rugby days'", 'g9').document;
    expect(texts(cleared)).toEqual({ ...texts(orchard), canOffer: ['catering for rugby days'] });
    const wanted = applyCorrections(
      orchard,
      "Scrap everything I'm looking for, what I really want is a rugby coach for the village team.",
      'g9',
    );
    expect(texts(wanted.document)).toEqual({ ...texts(orchard), lookingFor: ['rugby coach for the village team'] });
  });

  it('moves an item the guest says they can give, and places "it" by what the clause before named', () => {
    const given = applyCorrections(orchard, 'Remove the landlords, and a bottling line is something I can give', 'g9').document;
    expect(texts(given)).toEqual({ ...texts(orchard), lookingFor: [], canOffer: ['orchard tours', 'pressing days', 'a bottling line'] });
    const placed = applyCorrections(orchard, "rugby's the big one, put it above perry", 'g9').document;
    expect(texts(placed).topics).toEqual(['rugby', 'perry', 'wassail']);
  });

  it('rewords an item and places it, and reads "sorted" as done, not as an order', () => {
    const placed = applyCorrections(orchard, "pub landlords → 'landlords of cider pubs', and put it first", 'g9').document;
    expect(texts(placed)).toEqual({ ...texts(orchard), lookingFor: ['landlords of cider pubs', 'a bottling line'] });
    const done = applyCorrections(orchard, 'bottling line and landlords, both sorted, take both out', 'g9').document;
    expect(texts(done)).toEqual({ ...texts(orchard), lookingFor: [] });
  });

  it('turns a section over, leaves out fillers and verbs of renaming, and reads places as no new wording', () => {
    const turned = applyCorrections(orchard, 'could you put my topics the other way round', 'g9').document;
    expect(texts(turned).topics).toEqual(['rugby', 'wassail', 'perry']);
    const filler = applyCorrections(orchard, 'uh could you also put um morris dancing in the topics', 'g9').document;
    expect(texts(filler).topics).toEqual(['perry', 'wassail', 'rugby', 'morris dancing']);
    const renamed = applyCorrections(orchard, 'pressing days → rename to apple pressing weekends', 'g9').document;
    expect(texts(renamed).canOffer).toEqual(['orchard tours', 'apple pressing weekends']);
    const placed = applyCorrections(orchard, 'wassail should be first and perry second', 'g9').document;
    expect(texts(placed).topics.sort()).toEqual(['perry', 'rugby', 'wassail']);
  });

  it('sets a section to what the guest gives after a colon or before "that\'s it", and hears a wish list', () => {
    const replaced = applyCorrections(orchard, 'Replace my offers with just these two: cider tastings and pruning days', 'g9').document;
    expect(texts(replaced).canOffer).toEqual(['cider tastings', 'pruning days']);
    const given = applyCorrections(orchard, "in topics just put er skittles and morris dancing, and that's it", 'g9').document;
    expect(texts(given).topics).toEqual(['skittles', 'morris dancing']);
    const cleared = applyCorrections(orchard, "Empty what I'm looking for and put in one thing: a cider press", 'g9').document;
    expect(texts(cleared).lookingFor).toEqual(['cider press']);
    const wished = applyCorrections(orchard, 'add a cooking apple grower to my wishlist', 'g9').document;
    expect(texts(wished).lookingFor).toEqual(['a bottling line', 'pub landlords', 'cooking apple grower']);
  });

  it('places each item named with its own place, and one named in part above one named whole', () => {
    const each = applyCorrections(orchard, 'rugby should be first and wassail second', 'g9').document;
    expect(texts(each).topics).toEqual(['rugby', 'wassail', 'perry']);
    const byPosition = applyCorrections(orchard, 'move the first topic to the bottom', 'g9').document;
    expect(texts(byPosition).topics).toEqual(['wassail', 'rugby', 'perry']);
    const upToFirst = applyCorrections(orchard, 'the last thing in my topics matters most, can you move it up to first', 'g9').document;
    expect(texts(upToFirst).topics).toEqual(['rugby', 'perry', 'wassail']);
    const partly = applyCorrections(orchard, 'landlords above bottling, that is the pressing one', 'g9').document;
    expect(texts(partly).lookingFor).toEqual(['pub landlords', 'a bottling line']);
  });

  it('sets a section to the items given after a verb of making it so', () => {
    for (const request of ['make my topics skittles, cider and folk music', 'my topics should be skittles, cider and folk music'])
      expect(texts(applyCorrections(orchard, request, 'g9').document), request).toEqual({
        ...texts(orchard),
        topics: ['skittles', 'cider', 'folk music'],
      });
    const changed = applyCorrections(orchard, 'change my offers to cider tastings', 'g9').document;
    expect(texts(changed).canOffer).toEqual(['cider tastings']);
    const pointedBack = applyCorrections(orchard, 'my topics are off. make them skittles and folk music', 'g9').document;
    expect(texts(pointedBack)).toEqual({ ...texts(orchard), topics: ['skittles', 'folk music'] });
  });

  it('names a list by where it stands on the card: looking for, can offer, topics', () => {
    const first = applyCorrections(orchard, 'take pub landlords off the first list', 'g9').document;
    expect(texts(first)).toEqual({ ...texts(orchard), lookingFor: ['a bottling line'] });
    const second = applyCorrections(orchard, 'add grafting lessons to the second list', 'g9').document;
    expect(texts(second).canOffer).toEqual(['orchard tours', 'pressing days', 'grafting lessons']);
    const bottom = applyCorrections(orchard, 'the bottom list should also have skittles', 'g9').document;
    expect(texts(bottom).topics).toEqual(['perry', 'wassail', 'rugby', 'skittles']);
    const itemOfList = applyCorrections(orchard, 'in the top list, the second one can go', 'g9').document;
    expect(texts(itemOfList).lookingFor).toEqual(['a bottling line']);
    const swapped = applyCorrections(orchard, 'the first list is what I give and the second what I want. Swap them round', 'g9');
    expect(texts(swapped.document)).toEqual({
      ...texts(orchard),
      lookingFor: texts(orchard).canOffer,
      canOffer: texts(orchard).lookingFor,
    });
    const numbered = applyCorrections(orchard, 'move rugby to list 1', 'g9').document;
    expect(texts(numbered)).toEqual({
      ...texts(orchard),
      lookingFor: ['a bottling line', 'pub landlords', 'rugby'],
      topics: ['perry', 'wassail'],
    });
  });

  it('does not do what the guest says they will do later, nor read "that\'s it" as pointing back', () => {
    const later = applyCorrections(orchard, "wipe my topics, I'll write new ones myself later", 'g9').document;
    expect(texts(later)).toEqual({ ...texts(orchard), topics: [] });
    const signedOff = applyCorrections(
      orchard,
      "okay so take out rugby and then um add cider tastings to what I can offer yeah that's it",
      'g9',
    );
    expect(texts(signedOff.document)).toEqual({
      ...texts(orchard),
      canOffer: ['orchard tours', 'pressing days', 'cider tastings'],
      topics: ['perry', 'wassail'],
    });
  });

  it('leaves out of a new wording what it is no longer, a "let\'s say" and the reason why', () => {
    const headline = applyCorrections(orchard, 'tagline shd be Head cider maker in Somerset, not cider maker, since May', 'g9').document;
    expect(headline.headline).toBe('Head cider maker in Somerset');
    const said = applyCorrections(orchard, "perry -> let's say perry pear growing please", 'g9').document;
    expect(texts(said).topics).toEqual(['perry pear growing', 'wassail', 'rugby']);
    const reason = applyCorrections(orchard, 'change pub landlords to er landlords of cider pubs because that is who buys', 'g9').document;
    expect(texts(reason).lookingFor).toEqual(['a bottling line', 'landlords of cider pubs']);
  });

  it('rewords an item in a request said in another language', () => {
    const { document } = applyCorrections(orchard, 'Muy bien, pero cambia rugby por ciclismo en mis temas.', 'g9');
    expect(texts(document).topics).toEqual(['perry', 'wassail', 'ciclismo']);
  });

  it('swaps two items of two sections named by their words, or pointed back at', () => {
    const named = applyCorrections(orchard, 'could you swap perry and orchard tours? I give the tours', 'g9').document;
    expect(texts(named)).toEqual({
      ...texts(orchard),
      canOffer: ['pressing days', 'perry'],
      topics: ['wassail', 'rugby', 'orchard tours'],
    });
    const pointed = applyCorrections(orchard, "pub landlords and wassail are in each other's places. swap them", 'g9').document;
    expect(texts(pointed)).toEqual({
      ...texts(orchard),
      lookingFor: ['a bottling line', 'wassail'],
      topics: ['perry', 'rugby', 'pub landlords'],
    });
  });
});
