import type { ConciergeMessage } from './api/concierge.ts';

/** A list read aloud: "a, b and c". */
function spokenList(items: readonly { text: string }[]): string {
  const texts = items.map((item) => item.text.trim().replace(/[.;]+$/, ''));
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}

/**
 * What a call says for a concierge message: its text, and on a summary the proposed dossier
 * itself, read before the closing question ("Does it look right?"), since a guest on a call
 * cannot confirm what they have not heard. The speech route and the call's player both number the
 * parts of this text (`speechParts`).
 */
export function spokenText(message: { text: string | null; concierge: Pick<ConciergeMessage, 'step' | 'proposal'> | null }): string {
  const text = message.text ?? '';
  const proposal = message.concierge?.step === 'summary' ? message.concierge.proposal : null;
  if (!proposal) return text;
  const sentences = [
    proposal.headline && `${proposal.headline.replace(/\.$/, '')}.`,
    proposal.about,
    proposal.lookingFor.length > 0 && `You're looking for ${spokenList(proposal.lookingFor)}.`,
    proposal.canOffer.length > 0 && `You can offer ${spokenList(proposal.canOffer)}.`,
    proposal.topics.length > 0 && `Your topics: ${spokenList(proposal.topics)}.`,
  ].filter((sentence): sentence is string => Boolean(sentence));
  if (sentences.length === 0) return text;
  // The proposal goes before the last sentence when that is the question it asks about.
  const question = /([^.!?]*\?)\s*$/.exec(text);
  const lead = question ? text.slice(0, question.index).trim() : text;
  return [lead, ...sentences, question?.[1]?.trim()].filter(Boolean).join(' ');
}
