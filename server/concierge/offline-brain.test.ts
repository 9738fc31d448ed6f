import { beforeAll, describe, expect, it } from 'vitest';
import type { ConciergeSubject } from '../../shared/api/concierge.ts';
import { dossierDocumentSchema, type DossierDocument } from '../../shared/api/dossier.ts';
import { conciergeReplies } from '../../shared/api/concierge.ts';
import type { TranscriptMessage, TurnInput } from './concierge-turn.ts';
import { wordsNotIn, wordsOf } from './honesty.ts';
import { Conversation, simulateInterview, type SimulatedInterview } from './interview/testing/simulate-interview.ts';
import { heldOutGuests } from './interview/testing/held-out-guests.ts';
import type { PlantedSection, SyntheticGuest } from './interview/testing/synthetic-guest.ts';
import { syntheticGuests } from './interview/testing/synthetic-guests.ts';
import { interviewerTurn } from './interview/interviewer.ts';
import { changePrompt } from './interview/wording.ts';
import { createOfflineBrain, prepareOfflineBrain } from './offline-brain.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const subjects: readonly ConciergeSubject[] = ['identity', 'event_goals', 'looking_for', 'can_offer', 'topics'];
/** Each subject asked at most three times, a summary and the confirmation. */
const maxConciergeMessages = subjects.length * 3 + 2;

function sectionTexts(document: DossierDocument, section: PlantedSection): string[] {
  if (section === 'headline' || section === 'about') return [document[section]];
  return document[section].map((item) => item.text);
}

function landed(document: DossierDocument, section: PlantedSection, fact: string): boolean {
  return sectionTexts(document, section).some((text) => text.toLowerCase().includes(fact));
}

function asksPerSubject(result: SimulatedInterview): Record<ConciergeSubject, number> {
  const counts = { identity: 0, event_goals: 0, looking_for: 0, can_offer: 0, topics: 0 };
  for (const turn of result.turns) {
    const { step, subject } = turn.reply.concierge;
    if (subject && ['greeting', 'question', 'follow_up'].includes(step)) counts[subject] += 1;
  }
  return counts;
}

/** The dossier says nothing the guest did not: every item's words come from the guest messages it cites, and so do headline and "about". */
function expectHonest(document: DossierDocument, transcript: readonly TranscriptMessage[]): void {
  const guestText = new Map(transcript.filter((message) => message.from === 'guest').map((message) => [message.id, message.text]));
  for (const section of ['lookingFor', 'canOffer', 'topics'] as const) {
    for (const item of document[section]) {
      expect(item.sourceMessageIds.length, item.text).toBeGreaterThan(0);
      const sources = item.sourceMessageIds.map((id) => guestText.get(id));
      expect(
        sources.every((text) => text !== undefined),
        `${item.text} cites ${item.sourceMessageIds.join(', ')}`,
      ).toBe(true);
      expect(wordsNotIn(item.text, sources as string[]), item.text).toEqual([]);
      for (const source of sources as string[])
        expect(
          wordsOf(item.text).some((word) => wordsOf(source).includes(word)),
          item.text,
        ).toBe(true);
    }
  }
  expect(wordsNotIn(document.headline, [...guestText.values()])).toEqual([]);
  expect(wordsNotIn(document.about, [...guestText.values()])).toEqual([]);
}

describe.each(syntheticGuests.map((guest) => [guest.id, guest] as const))('a whole interview with %s', (_id, guest: SyntheticGuest) => {
  it('ends in a confirmed first_time revision holding the planted facts, honestly sourced, in a bounded number of turns', async () => {
    const result = await simulateInterview(createOfflineBrain(), guest);
    expect(result.revision?.updateType).toBe('first_time');
    const document = result.revision?.document as DossierDocument;
    expect(dossierDocumentSchema.safeParse(document).success).toBe(true);
    expect(result.turns.length).toBeLessThanOrEqual(maxConciergeMessages);
    for (const count of Object.values(asksPerSubject(result))) expect(count).toBeLessThanOrEqual(3);
    for (const [section, facts] of Object.entries(guest.planted) as [PlantedSection, string[]][]) {
      for (const fact of facts)
        expect(landed(document, section, fact), `${section}: ${fact}\n${JSON.stringify(document, null, 1)}`).toBe(true);
    }
    for (const word of guest.absent ?? []) expect(wordsOf(JSON.stringify(document))).not.toContain(word);
    expectHonest(document, result.transcript);
  });
});

interface Figures {
  recall: Record<PlantedSection, { total: number; found: number }>;
  turns: number[];
}

async function figuresOver(guests: readonly SyntheticGuest[]): Promise<Figures> {
  const sections: PlantedSection[] = ['headline', 'about', 'lookingFor', 'canOffer', 'topics'];
  const figures: Figures = {
    recall: Object.fromEntries(sections.map((section) => [section, { total: 0, found: 0 }])) as Figures['recall'],
    turns: [],
  };
  for (const guest of guests) {
    const result = await simulateInterview(createOfflineBrain(), guest);
    const document = result.revision?.document as DossierDocument;
    expectHonest(document, result.transcript);
    figures.turns.push(result.turns.length);
    for (const [section, facts] of Object.entries(guest.planted) as [PlantedSection, string[]][]) {
      figures.recall[section].total += facts.length;
      figures.recall[section].found += facts.filter((fact) => landed(document, section, fact)).length;
    }
  }
  return figures;
}

function report(name: string, figures: Figures): number {
  const perSection = Object.entries(figures.recall).map(([section, { total, found }]) => `${section} ${found}/${total}`);
  console.log(`${name}: recall ${perSection.join(', ')}; concierge messages per interview ${figures.turns.join(' ')}`);
  const total = Object.values(figures.recall).reduce((sum, entry) => sum + entry.total, 0);
  return Object.values(figures.recall).reduce((sum, entry) => sum + entry.found, 0) / total;
}

describe('figures', () => {
  it('recalls most planted facts of guests the method was not tuned on, in few turns', async () => {
    report('tuned guests', await figuresOver(syntheticGuests));
    const heldOut = await figuresOver(heldOutGuests);
    expect(report('held-out guests', heldOut)).toBeGreaterThanOrEqual(0.8);
    expect(Math.max(...heldOut.turns)).toBeLessThanOrEqual(maxConciergeMessages);
  });
});

describe('after a whole interview', () => {
  async function completedInterview(): Promise<Conversation> {
    const guest = syntheticGuests.find((candidate) => candidate.id === 'paraphrasing-operator') as SyntheticGuest;
    const first = await simulateInterview(createOfflineBrain(), guest);
    const conversation = new Conversation(createOfflineBrain(), {
      guestName: guest.guestName,
      eventName: guest.eventName,
      document: first.revision?.document ?? null,
    });
    conversation.transcript.push(...first.transcript);
    return conversation;
  }

  it('applies a change request to the saved dossier and saves it as a modification_request', async () => {
    const conversation = await completedInterview();
    const before = conversation.context.document as DossierDocument;
    const summary = await conversation.say("We're not hiring any more. I also mentor first-time founders.");
    const proposal = summary.reply.concierge.proposal as DossierDocument;
    expect(proposal.lookingFor.map((item) => item.text)).toEqual(['retailers who ship a lot of small parcels']);
    expect(proposal.canOffer.slice(0, before.canOffer.length)).toEqual(before.canOffer);
    expect(proposal.canOffer.at(-1)).toEqual({
      text: 'mentor first-time founders',
      sourceMessageIds: [conversation.transcript.at(-2)?.id],
    });
    const saved = await conversation.say('Looks right');
    expect(saved.revision).toMatchObject({ updateType: 'modification_request', document: proposal });
    expectHonest(proposal, conversation.transcript);
  });

  it('deepens the saved dossier on "Tell me more" and saves it as deepened', async () => {
    const conversation = await completedInterview();
    const before = conversation.context.document as DossierDocument;
    const answers: Record<ConciergeSubject, string> = {
      identity: 'We are twelve people, and the hardest part is hiring drivers.',
      event_goals: 'Meet retailers',
      looking_for: 'Furniture brands that sell online',
      can_offer: 'Happy to review delivery pricing models',
      topics: "I'm into warehouse robotics",
    };
    let turn = await conversation.say('Tell me more');
    const asked: ConciergeSubject[] = [];
    while (turn.reply.concierge.step === 'question' || turn.reply.concierge.step === 'follow_up') {
      const subject = turn.reply.concierge.subject as ConciergeSubject;
      if (turn.reply.concierge.step === 'question') asked.push(subject);
      turn = await conversation.say(answers[subject]);
    }
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.length).toBeLessThanOrEqual(3);
    const proposal = turn.reply.concierge.proposal as DossierDocument;
    expect(proposal.topics.map((item) => item.text)).toContain('warehouse robotics');
    expect(proposal.lookingFor.slice(0, before.lookingFor.length)).toEqual(before.lookingFor);
    const saved = await conversation.say('Looks right');
    expect(saved.revision?.updateType).toBe('deepened');
    expectHonest(proposal, conversation.transcript);
  });
});

describe('the built-in concierge reading a reply’s meaning', () => {
  const proposal: DossierDocument = {
    headline: 'Baker',
    about: '',
    lookingFor: [{ text: 'cafés that stock bread', sourceMessageIds: ['g0'] }],
    canOffer: [],
    topics: [],
  };
  const afterSummary = (reply: string): TurnInput => ({
    context: { guestName: 'Ada', eventName: 'Founders Breakfast', document: null },
    transcript: [
      {
        id: 'c1',
        sequence: 1,
        from: 'concierge',
        text: "Here's the dossier I'd write. Does it look right?",
        concierge: { step: 'summary', subject: null, quickAnswers: [conciergeReplies.confirm], canSkip: false, proposal },
      },
      { id: 'g2', sequence: 2, from: 'guest', text: reply, concierge: null },
    ],
  });

  // Its words alone read it as a skip until the refusals of decision 013's round-8 section became examples.
  it('reads a reply by its sentence vector too: a "no" whose words alone once read as a skip', async () => {
    const input = afterSummary('Not yet, it needs some fixing');
    expect((await createOfflineBrain().nextTurn(input)).reply.text).toBe(changePrompt(true));
  });

  it('answers by the words alone when the encoder fails', async () => {
    const input = afterSummary('Not yet, it needs some fixing');
    const failing = createOfflineBrain({ encode: () => Promise.reject(new Error('no thread')) });
    expect(await failing.nextTurn(input)).toEqual(interviewerTurn(input));
  });
});
