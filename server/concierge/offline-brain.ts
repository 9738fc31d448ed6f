import { conciergeReplies, type ConciergeSubject } from '../../shared/api/concierge.ts';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { ConciergeBrain, ConciergeTurn, TranscriptMessage } from './concierge-turn.ts';

// Seed version: asks each subject once and files each answer whole. The interview helper replaces it.
const subjects: ConciergeSubject[] = ['identity', 'event_goals', 'looking_for', 'can_offer', 'topics'];
const questions: Record<ConciergeSubject, string> = {
  identity: 'Who are you, and what do you do?',
  event_goals: 'What do you want from this event?',
  looking_for: 'Whom would you like to meet?',
  can_offer: 'What can you offer others?',
  topics: 'Which topics do you care about?',
};

function documentFrom(transcript: TranscriptMessage[]): DossierDocument {
  const answers = (subject: ConciergeSubject) =>
    transcript.flatMap((message, index) => {
      const asked = transcript[index - 1]?.concierge?.subject;
      return message.from === 'guest' && asked === subject ? [{ text: message.text, sourceMessageIds: [message.id] }] : [];
    });
  const identity = answers('identity');
  return {
    headline: identity[0]?.text.slice(0, 160) ?? '',
    about: identity
      .map((item) => item.text)
      .join(' ')
      .slice(0, 2000),
    lookingFor: answers('looking_for'),
    canOffer: answers('can_offer'),
    topics: answers('topics'),
  };
}

export function createOfflineBrain(): ConciergeBrain {
  return {
    async nextTurn({ transcript, context }): Promise<ConciergeTurn> {
      const last = transcript.at(-1);
      const lastAsked = transcript.findLast((message) => message.from === 'concierge')?.concierge;
      if (!last) {
        const text = `Hi! I'm Tandem's concierge, an AI. ${questions.identity}`;
        return {
          reply: { text, concierge: { step: 'greeting', subject: 'identity', quickAnswers: [], canSkip: true, proposal: null } },
          revision: null,
        };
      }
      if (lastAsked?.step === 'summary' && lastAsked.proposal && last.text.trim() === conciergeReplies.confirm) {
        const updateType = context.document ? 'modification_request' : 'first_time';
        return {
          reply: { text: 'Saved.', concierge: { step: 'saved', subject: null, quickAnswers: [], canSkip: false, proposal: null } },
          revision: { updateType, document: lastAsked.proposal, triggerMessageId: last.id },
        };
      }
      const next = subjects[subjects.indexOf(lastAsked?.subject ?? 'identity') + 1];
      if (next) {
        return {
          reply: { text: questions[next], concierge: { step: 'question', subject: next, quickAnswers: [], canSkip: true, proposal: null } },
          revision: null,
        };
      }
      const proposal = documentFrom(transcript);
      const quickAnswers = [conciergeReplies.confirm, conciergeReplies.change];
      return {
        reply: {
          text: 'Here is your dossier. Does it look right?',
          concierge: { step: 'summary', subject: null, quickAnswers, canSkip: false, proposal },
        },
        revision: null,
      };
    },
  };
}
