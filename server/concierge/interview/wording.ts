import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { DossierDocument, DossierItem, DossierListSection } from '../../../shared/api/dossier.ts';
import { analyse } from './nlp.ts';
import type { Correction } from './understanding/corrections.ts';
import type { InterviewContext } from '../concierge-turn.ts';

/**
 * What the concierge says. It varies a little from turn to turn (picked by the turn's position, so
 * the same conversation always reads the same), and it never states a fact about the guest: the
 * only facts it uses are the guest's first name and the event's name from the context.
 */

export type ThinReason = 'short' | 'vague' | 'question' | 'off_topic' | 'non_english' | 'instruction' | 'elsewhere';

function pick(options: readonly string[], seed: number): string {
  return options[seed % options.length] ?? options[0] ?? '';
}

/** The first word of the name the guest signed in with, when it looks like a name. */
export function firstNameOf(context: InterviewContext): string | null {
  const first = context.guestName?.trim().split(/\s+/)[0] ?? '';
  return /^\p{L}[\p{L}'-]{0,39}$/u.test(first) ? first : null;
}

function theEvent(context: InterviewContext): string {
  // Before a guest has joined any event, the question is about events in general.
  return context.eventName ? context.eventName : 'the events you go to';
}

const questions: Record<ConciergeSubject, (event: string) => string[]> = {
  identity: () => ['Who are you, and what do you do?', 'Tell me a little about yourself: what do you do, and where?'],
  event_goals: (event) => [`What would you like to get out of ${event}?`, `What would make ${event} worth it for you?`],
  looking_for: () => ['Whom would you most like to meet?', "Who are the people you'd like to meet?"],
  can_offer: () => ['What could you offer the people you meet?', 'How could you help others, with your experience, skills or contacts?'],
  topics: () => ['Which topics do you care about, or could talk about for hours?', 'What subjects are you into these days?'],
};

const deeperQuestions: Record<ConciergeSubject, (event: string) => string[]> = {
  identity: () => ["What are you working on at the moment, and what's the hardest part of it?"],
  event_goals: (event) => [`Is there anything specific you hope will happen at ${event}?`],
  looking_for: () => ['Picture the most useful conversation you could have this month: who is it with?'],
  can_offer: () => ['What do people usually come to you for?'],
  topics: () => ["What's a question you'd love to talk through with someone?"],
};

const hints: Record<ConciergeSubject, string> = {
  identity: "For example your role, where you work, or what you're building.",
  event_goals: 'For example people to meet, something to learn, or a deal to close.',
  looking_for: 'For example a role (investors, engineers), a kind of company, or a skill.',
  can_offer: 'For example an expertise, introductions, feedback, or mentoring.',
  topics: 'For example a few subjects you could talk about for an hour.',
};

export function question(subject: ConciergeSubject, context: InterviewContext, seed: number, deeper = false): string {
  return pick((deeper ? deeperQuestions : questions)[subject](theEvent(context)), seed);
}

/** The question about a list the guest already named something for in passing: what was heard, then whether there is more. */
export function questionBeyond(subject: ConciergeSubject, heard: string): string {
  const more =
    subject === 'looking_for'
      ? 'Is there anyone else you would like to meet?'
      : 'Is there anything else you could offer the people you meet?';
  return `You mentioned ${heard}. ${more}`;
}

export function acknowledgement(context: InterviewContext, seed: number, movingOn: boolean): string {
  if (movingOn) return pick(["No problem, let's move on.", "That's fine, let's go on.", 'Sure, on to the next one.'], seed);
  const name = firstNameOf(context);
  return pick([name ? `Thanks, ${name}!` : 'Thanks!', 'Got it.', 'Great, thank you.', 'Noted, thanks.'], seed);
}

export function greeting(context: InterviewContext): string {
  const name = firstNameOf(context);
  return [
    `Hi${name ? ` ${name}` : ''}! I'm Tandem's concierge, an AI (not a person).`,
    `I'll ask you a few questions: who you are, what you'd like from ${theEvent(context)}, whom you'd like to meet, what you can offer and the topics you care about.`,
    'From your answers I write your dossier, which matching reads to find the right people for you.',
    'It takes about five minutes, and you can skip any question.',
  ].join(' ');
}

export function followUp(subject: ConciergeSubject, reason: ThinReason, context: InterviewContext, seed: number, lastTry: boolean): string {
  const ask = question(subject, context, seed + 1);
  const skip = lastTry ? ' You can also skip this one.' : '';
  switch (reason) {
    case 'short':
      return `${pick(['Could you tell me a little more?', 'Could you say a bit more about that?'], seed)} ${hints[subject]}${skip}`;
    case 'vague':
      return `${pick(["No worries if it's not clear yet.", "That's fine, even a rough idea helps."], seed)} ${hints[subject]}${skip}`;
    case 'question':
      return `I'm only here to write your dossier with you, which matching reads to find you the right people. ${ask}${skip}`;
    case 'off_topic':
      return `${pick(["Let's keep to your dossier for now.", 'Back to your dossier for a moment.'], seed)} ${ask}${skip}`;
    case 'non_english':
      return `I can only work in English for now. Could you answer in English? ${ask}${skip}`;
    case 'instruction':
      return `I can't take instructions here: I only note what you tell me about yourself. ${ask}${skip}`;
    case 'elsewhere':
      return `${acknowledgement(context, seed, false)} ${ask}${skip}`;
  }
}

export type SummaryKind = 'interview' | 'deepen' | 'change' | 'assumed_topics' | 'unchanged' | 'empty';

export function summary(kind: SummaryKind, context: InterviewContext, seed: number): string {
  const name = firstNameOf(context);
  switch (kind) {
    case 'interview':
      return `Here's the dossier I'd write from what you told me${name ? `, ${name}` : ''}. Does it look right?`;
    case 'deepen':
      return "Here's your dossier with what you just added. Does it look right?";
    case 'change':
      return pick(["Here's your dossier with that change. Does it look right?", "I've changed it. Does this look right?"], seed);
    case 'assumed_topics':
      return "I've added that to your topics. If it belongs elsewhere, say whom you'd like to meet or what you can offer, and I'll move it. Does this look right?";
    case 'unchanged':
      return 'No change then. Here it is again: does it look right?';
    case 'empty':
      return "I don't have much about you yet, and that's fine. Here's what I have: you can confirm it, or change something.";
  }
}

export function saved(kind: 'first_time' | 'deepened' | 'modification_request'): string {
  const later = 'Any time, say "Tell me more" to add detail, or tell me what to change.';
  if (kind === 'first_time') return `Saved: your dossier is ready, and matching will use it to find the right people for you. ${later}`;
  if (kind === 'deepened') return `Saved: your dossier now has more detail. ${later}`;
  return `Saved: your dossier is updated. ${later}`;
}

export function changePrompt(understood: boolean): string {
  const examples = 'For example "I\'m no longer looking for investors", "add sailing to my topics" or "change my headline to …".';
  return understood
    ? `What would you like to change? ${examples}`
    : `I couldn't tell what to change from that. ${examples} You can also edit the dossier yourself on its page.`;
}

export function idle(thanked: boolean): string {
  return thanked
    ? 'Glad to help! Say "Tell me more" any time to add detail, or tell me what to change.'
    : 'I didn\'t find anything to change in your dossier in that. Say "Tell me more" to add detail, or tell me what to change, for example "I\'m no longer hiring".';
}

export function nothingNew(): string {
  return 'Nothing new to add this time, so your dossier stays as it is. Say "Tell me more" whenever you like.';
}

/** "a, b and c" */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const shownItems = 4;

/** "raise" → "raising", "get" → "getting", "tie" → "tying": the -ing form of a verb. */
function gerund(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** An item read after "you're looking for": one that starts with its verb says it as "raising our seed round". */
function afterFor(text: string): string {
  const first = analyse(text)[0]?.[0];
  if (!first || first.pos !== 'VERB' || first.normal !== first.lemma) return text;
  return `${gerund(first.normal)}${text.slice(first.text.length)}`;
}

function itemsOf(items: readonly DossierItem[]): string {
  const texts = items.slice(0, shownItems).map((item) => afterFor(item.text));
  return listed(items.length > shownItems ? [...texts, 'more'] : texts);
}

/**
 * The check before the summary, in one line: whom matching will look for and what the guest
 * brings, in the guest's own words ("So you're looking for seed investors, and you can offer
 * dental software demos."), or what it does not know yet.
 */
export function understanding(proposal: DossierDocument): string {
  const looking = proposal.lookingFor.length > 0 ? `you're looking for ${itemsOf(proposal.lookingFor)}` : null;
  const offering = proposal.canOffer.length > 0 ? `you can offer ${itemsOf(proposal.canOffer)}` : null;
  if (looking && offering) return `So ${looking}, and ${offering}.`;
  if (looking) return `So ${looking}; I don't know yet what you could offer others.`;
  if (offering) return `So ${offering}; I don't know yet whom you'd like to meet.`;
  return "I don't know yet whom you'd like to meet or what you could offer.";
}

const sectionNames: Record<DossierListSection, string> = { lookingFor: 'Looking for', canOffer: 'Can offer', topics: 'Topics' };

function describe(correction: Correction): string {
  switch (correction.kind) {
    case 'move':
      return `moved "${correction.item}" to ${sectionNames[correction.to]}`;
    case 'remove':
      return `removed "${correction.item}" from ${correction.from === 'about' ? 'About' : sectionNames[correction.from]}`;
    case 'add':
      return `added "${correction.item}" to ${sectionNames[correction.to]}`;
    case 'reword':
      return `changed "${correction.item}" to "${correction.to}"`;
    case 'headline':
      return `changed your headline to "${correction.to}"`;
    case 'order':
      return `put "${correction.item}" ${correction.at === 0 ? 'first' : `at number ${correction.at + 1}`} in ${sectionNames[correction.section]}`;
  }
}

function described(done: readonly Correction[]): string {
  const said = done.slice(0, 4).map(describe);
  const more = done.length > 4 ? ` and ${done.length - 4} more` : '';
  return `${listed(said)}${more}`;
}

/**
 * What a correction did, in words, before the card shows it. When another reading of the request
 * was nearly as likely (`alternative`), it says it was not sure and what else the guest may have
 * meant, rather than passing its guess off as certain.
 */
export function changesDone(done: readonly Correction[], alternative: readonly Correction[] | null = null): string {
  if (!alternative) return `I've ${described(done)}. Nothing else changed. Does it look right now?`;
  const other = alternative.length > 0 ? `If you meant that I should have ${described(alternative)} instead, tell me.` : '';
  return `I wasn't sure I read that right, so please check: I've ${described(done)}. Nothing else changed. ${other} Does it look right now?`.replace(
    /\s{2,}/g,
    ' ',
  );
}

export type SaveCheckReason = 'skip' | 'unsure' | 'not_understood';

/** When a reply to a summary was not a clear yes or a change: what the concierge would do, as a question. */
export function saveCheck(reason: SaveCheckReason): string {
  switch (reason) {
    case 'skip':
      return 'Shall I save it as it is for now? You can change it any time, here or on your dossier page.';
    case 'unsure':
      return "No rush. Shall I save it as it is? You can change it any time, here or on your dossier page, or tell me what doesn't fit.";
    case 'not_understood':
      return "I'm not sure I understood. Shall I save your dossier as it is, or would you like to change something?";
  }
}

/** A question about the dossier while it is being confirmed: what it is for and who sees what. */
export function aboutTheDossier(): string {
  return [
    'Your dossier is what matching reads to suggest people to you, and what others at your events see when you are suggested to them.',
    'Your contact details are shown only after you both say yes, and you can change the dossier any time.',
    'Does it look right?',
  ].join(' ');
}
