/**
 * Spoken guest answers the offline recognizer is measured on (its WER test and `npm run
 * bench:voice`): varied answers to the interview's questions, written apart from the phrases its
 * language model learns from (recognition/guest-phrases.ts), so the figure is not the model
 * reciting its own sentences. Mostly the interview's vocabulary, with some words outside it.
 */
export const spokenGuestAnswers: readonly string[] = [
  "I'm a product manager at a fintech startup in London",
  'I run a small agency that builds mobile apps for retailers',
  'we are a climate startup working on battery storage',
  "I'm hoping to meet angel investors for our seed round",
  'mostly I want to find a technical co-founder',
  "we're hiring two backend engineers and a designer",
  'I would like to meet customers for our software',
  'I can help founders with their pitch and fundraising',
  "I'm happy to give advice on hiring a first sales team",
  "I'm interested in machine learning and health care",
  'I teach design at the university and I do some consulting',
  'looking for mentors who have built a marketplace',
  'I can offer introductions to investors in Berlin',
  "I'm a freelance data scientist looking for new clients",
  'skip this one please',
  'yes that looks right',
  'please remove the part about funding',
  "I'm not looking for a job any more",
  'my topics are sustainability, energy and the future of work',
  "I'm the founder of a food delivery company and we need partners",
];
