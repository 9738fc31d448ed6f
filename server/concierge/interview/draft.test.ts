import { beforeAll, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import { limits } from '../../../shared/limits.ts';
import { addPhrase, applyExtraction, documentOf, draftOf } from './draft.ts';
import { extract } from './extract.ts';
import { prepareOfflineBrain } from '../offline-brain.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const options = { replaceHeadline: false };

describe('writing a draft', () => {
  it('merges near-duplicates into the fuller wording, citing both messages', () => {
    const draft = draftOf(null);
    applyExtraction(draft, extract('Investors', 'looking_for', null), 'g1', options);
    applyExtraction(draft, extract("I'm looking for investors in climate hardware", null, null), 'g2', options);
    applyExtraction(draft, extract('I need investors in climate hardware', null, null), 'g3', options);
    expect(documentOf(draft).lookingFor).toEqual([{ text: 'investors in climate hardware', sourceMessageIds: ['g1', 'g2', 'g3'] }]);
  });

  it('removes what a negation names, from every part of the dossier, and keeps the rest with its sources', () => {
    const saved: DossierDocument = {
      headline: 'Founder at Greenbolt',
      about: "I'm a founder at Greenbolt. We're hiring firmware engineers.",
      lookingFor: [
        { text: 'hiring firmware engineers', sourceMessageIds: ['a'] },
        { text: 'investors', sourceMessageIds: ['b'] },
      ],
      canOffer: [],
      topics: [],
    };
    const draft = draftOf(saved);
    applyExtraction(draft, extract("I'm not hiring any more", null, null), 'g9', options);
    expect(documentOf(draft)).toEqual({
      ...saved,
      about: "I'm a founder at Greenbolt.",
      lookingFor: [{ text: 'investors', sourceMessageIds: ['b'] }],
    });
  });

  it('stays within the limits', () => {
    const draft = draftOf(null);
    for (let index = 0; index < 20; index += 1)
      addPhrase(draft, 'topics', { text: `topic ${index}`, terms: [`subject${index}`] }, `g${index}`);
    for (let index = 0; index < 30; index += 1) addPhrase(draft, 'canOffer', { text: 'advice', terms: ['advice'] }, `g${index}`);
    const longSentence = `I build ${'very '.repeat(50)}long things.`;
    for (let index = 0; index < 10; index += 1)
      applyExtraction(draft, extract(`${longSentence} Number ${index} of them.`, 'identity', null), `m${index}`, options);
    const document = documentOf(draft);
    expect(document.topics).toHaveLength(limits.dossierItemsPerSection);
    expect(document.canOffer[0]?.sourceMessageIds).toHaveLength(limits.dossierItemMaxSources);
    expect(document.about.length).toBeLessThanOrEqual(limits.dossierAboutMaxLength);
    expect(document.headline.length).toBeLessThanOrEqual(limits.dossierHeadlineMaxLength);
  });
});
