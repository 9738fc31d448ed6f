import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { ConfirmedRevision, TranscriptMessage } from './concierge-turn.ts';
import { checkConfirmedRevision } from './revision-check.ts';

const guest = (id: string, text: string): TranscriptMessage => ({ id, sequence: 0, from: 'guest', text, concierge: null });
const concierge = (id: string, text: string): TranscriptMessage => ({ id, sequence: 0, from: 'concierge', text, concierge: null });

const transcript = [
  concierge('c1', 'Who are you?'),
  guest('g1', 'I build heat pumps.'),
  concierge('c2', 'Whom would you like to meet?'),
  guest('g2', 'Installers and investors.'),
  guest('g3', 'Looks right'),
];

const document = (overrides: Partial<DossierDocument> = {}): DossierDocument => ({
  headline: 'I build heat pumps',
  about: 'I build heat pumps.',
  lookingFor: [{ text: 'Installers', sourceMessageIds: ['g2'] }],
  canOffer: [],
  topics: [{ text: 'Heat pumps', sourceMessageIds: ['g1', 'g2'] }],
  ...overrides,
});

const revision = (doc: DossierDocument, triggerMessageId = 'g3'): ConfirmedRevision => ({
  updateType: 'first_time',
  document: doc,
  triggerMessageId,
});

describe('checkConfirmedRevision', () => {
  it('accepts items that cite guest messages of the conversation', () => {
    expect(checkConfirmedRevision(revision(document()), transcript, null)).toEqual({ ok: true, document: document() });
  });

  it("refuses an item citing the concierge's message, an unknown message or nothing", () => {
    for (const sourceMessageIds of [['c2'], ['g2', 'elsewhere'], []]) {
      const result = checkConfirmedRevision(revision(document({ canOffer: [{ text: 'Advice', sourceMessageIds }] })), transcript, null);
      expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('canOffer item "Advice"') });
    }
  });

  it('accepts an item carried over unchanged from the saved document, even with sources from elsewhere or none', () => {
    const saved = document({
      canOffer: [{ text: 'Advice', sourceMessageIds: ['earlier'] }],
      topics: [{ text: 'By hand', sourceMessageIds: [] }],
    });
    expect(checkConfirmedRevision(revision(saved), transcript, saved).ok).toBe(true);
  });

  it('refuses a carried-over text whose sources were changed', () => {
    const saved = document({ canOffer: [{ text: 'Advice', sourceMessageIds: ['earlier'] }] });
    const changed = document({ canOffer: [{ text: 'Advice', sourceMessageIds: ['elsewhere'] }] });
    expect(checkConfirmedRevision(revision(changed), transcript, saved).ok).toBe(false);
  });

  it('refuses a confirmation that is not a guest message of the conversation', () => {
    expect(checkConfirmedRevision(revision(document(), 'c2'), transcript, null)).toMatchObject({ ok: false });
    expect(checkConfirmedRevision(revision(document(), 'elsewhere'), transcript, null)).toMatchObject({ ok: false });
  });

  it('refuses a document that does not fit its schema', () => {
    const tooLong = document({ headline: 'x'.repeat(1000) });
    expect(checkConfirmedRevision(revision(tooLong), transcript, null)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('schema'),
    });
  });

  it('answers the document as the schema reads it (trimmed)', () => {
    const untidy = document({ headline: '  I build heat pumps  ' });
    expect(checkConfirmedRevision(revision(untidy), transcript, null)).toEqual({ ok: true, document: document() });
  });
});
