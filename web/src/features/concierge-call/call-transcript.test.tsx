import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/api/conversations.ts';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import { CallTranscript } from './call-transcript.tsx';

const item = (text: string) => ({ text, sourceMessageIds: ['m1'] });

const before: DossierDocument = {
  headline: 'Founder of Tidewater',
  about: '',
  lookingFor: [item('Seed investors')],
  canOffer: [item('Climate-focused angels')],
  topics: [item('Chess')],
};
const after: DossierDocument = {
  ...before,
  headline: 'CEO of Tidewater',
  lookingFor: [item('Seed investors in climate hardware'), item('Climate-focused angels')],
  canOffer: [],
  topics: [item('Sailing')],
};

function summary(changedFrom: DossierDocument | null): Message {
  return {
    id: 'summary',
    conversationId: 'voice',
    sequence: 1,
    senderKind: 'concierge',
    senderId: null,
    kind: 'text',
    text: 'Here is your dossier. Does it look right?',
    clientId: 'turn',
    createdAt: 0,
    voiceNote: null,
    call: null,
    concierge: { step: 'summary', subject: null, quickAnswers: [], canSkip: false, proposal: after, changedFrom },
  };
}

/** What the eye reads: the text without what only screen readers hear. */
const readText = (html: string) => html.replace(/<span class="visually-hidden">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');

describe('CallTranscript', () => {
  it("lists a summary's proposal as it would be saved", () => {
    const text = readText(renderToStaticMarkup(<CallTranscript messages={[summary(null)]} />));
    expect(text).toContain('CEO of Tidewater');
    expect(text).toContain('Looking for: Seed investors in climate hardware · Climate-focused angels');
    expect(text).not.toMatch(/\((added|removed|moved|reworded)/);
  });

  it('says after each changed item, in words, how a correction changed it', () => {
    const html = renderToStaticMarkup(<CallTranscript messages={[summary(before)]} />);
    const text = readText(html);
    expect(text).toContain('Changes: headline changed, 1 added, 1 removed, 1 moved, 1 reworded');
    expect(text).toContain('Founder of Tidewater → CEO of Tidewater (headline changed)');
    expect(text).toContain(
      'Looking for: Seed investorsSeed investors in climate hardware (reworded) · Climate-focused angels (moved from Can offer)',
    );
    expect(text).toContain('Topics: Sailing (added) · Chess (removed)');
    expect(html).toMatch(/<del[^>]*>Chess<\/del>/);
    expect(text).not.toContain('Can offer:');
    // A screen reader hears the change in words where the eye sees an arrow.
    expect(html.replace(/<[^>]+>/g, '')).toContain('Founder of Tidewater →  became CEO of Tidewater (headline changed)');
    expect(html.replace(/<[^>]+>/g, '')).toContain('removed: Seed investorsadded: Seed investors in climate hardware (reworded)');
  });

  it('offers the fix of what was heard on the turn that may be fixed, and marks a line a fix set aside', () => {
    const turn: Message = {
      ...summary(null),
      id: 'turn',
      senderKind: 'user',
      senderId: 'guest',
      kind: 'voice_note',
      text: null,
      concierge: null,
      voiceNote: { mediaId: 'media', contentType: 'audio/wav', sizeBytes: 44, durationMs: 1000, transcript: 'I bild batteries' },
    };
    const setAside = { ...summary(null), id: 'old', concierge: { ...summary(null).concierge!, superseded: true } };
    const fix = { fixableId: 'turn', fixingId: null, open() {}, cancel() {}, async save() {} };
    const html = renderToStaticMarkup(<CallTranscript messages={[turn, setAside]} fix={fix} />);
    expect(readText(html)).toContain('YouI bild batteriesFix');
    expect(html.replace(/<[^>]+>/g, '')).toContain('Fix what was heard');
    expect(readText(html)).toContain('Concierge (AI) · replaced after your fix');
    // The dossier a set-aside summary proposed came from misheard words: it is not shown.
    expect(readText(html)).not.toContain('CEO of Tidewater');

    const editing = renderToStaticMarkup(<CallTranscript messages={[turn]} fix={{ ...fix, fixableId: null, fixingId: 'turn' }} />);
    expect(editing).toMatch(/<form[^>]*aria-label="Fix what was heard"/);
    expect(editing).toMatch(/<textarea[^>]*>I bild batteries<\/textarea>/);
    expect(readText(editing)).toContain('SaveCancel');
  });
});

describe('a spoken turn without words', () => {
  const turn: Message = {
    id: 'turn',
    conversationId: 'voice',
    sequence: 1,
    senderKind: 'user',
    senderId: 'dana',
    kind: 'voice_note',
    text: null,
    clientId: 'client-turn',
    createdAt: 0,
    voiceNote: { mediaId: 'media', contentType: 'audio/wav', sizeBytes: 100, durationMs: 2000, transcript: null },
    call: null,
    concierge: null,
  };
  const sorry: Message = {
    ...summary(null),
    id: 'sorry',
    sequence: 2,
    text: "Sorry, I couldn't make out any words in that.",
    concierge: null,
  };

  it('is being transcribed until the concierge answers it, then says no words were made out of it', () => {
    expect(renderToStaticMarkup(<CallTranscript messages={[turn]} />)).toContain('Transcribing what you said…');
    const answered = renderToStaticMarkup(<CallTranscript messages={[turn, sorry]} />);
    expect(answered).toContain('No words could be made out of this answer.');
    expect(answered).not.toContain('Transcribing');
  });
});
