import type { ReplyExample } from './reply-intent.ts';

/**
 * Replies that close a question because the guest has said all they have ("I think that covers
 * it"). Written for issue 25 after round 9 read such replies as "not sure"; none is taken from a
 * round. Having said all closes a question only: after a summary the same words agree ("that's
 * the lot, save it"), so these skips do not teach the summary's reader.
 */
const saidAll: readonly ReplyExample[] = [
  { context: 'question', text: "that's the lot", intent: 'skip' },
  { context: 'question', text: "that's the lot for me", intent: 'skip' },
  { context: 'question', text: "that's about it", intent: 'skip' },
  { context: 'question', text: 'I think that covers it', intent: 'skip' },
  { context: 'question', text: 'nothing further', intent: 'skip' },
  { context: 'question', text: 'Nothing further to add.', intent: 'skip' },
  { context: 'question', text: "I'm done here", intent: 'skip' },
  { context: 'question', text: 'all done on this one', intent: 'skip' },
  { context: 'question', text: "that's all I've got", intent: 'skip' },
  { context: 'question', text: 'no more from me', intent: 'skip' },
  { context: 'question', text: "nope, I'm done", intent: 'skip' },
  { context: 'question', text: "nah that's the lot", intent: 'skip' },
  { context: 'question', text: "that'd be everything I think", intent: 'skip' },
  { context: 'question', text: 'that about sums it up, next', intent: 'skip' },
  { context: 'question', text: "I've covered it all, move along", intent: 'skip' },
  { context: 'question', text: 'said what I wanted to say on that', intent: 'skip' },
  { context: 'question', text: "that's me done", intent: 'skip' },
  { context: 'question', text: "I'm all out, next one", intent: 'skip' },
  { context: 'question', text: "think I've told you everything", intent: 'skip' },
  { context: 'question', text: 'no, nothing beyond that', intent: 'skip' },
  { context: 'question', text: "that's the whole list", intent: 'skip' },
  { context: 'question', text: 'That is all from my side.', intent: 'skip' },
  { context: 'question', text: 'enough from me haha', intent: 'skip' },
  { context: 'question', text: "I'll stop there", intent: 'skip' },
  { context: 'question', text: "let's leave it there", intent: 'skip' },
  { context: 'question', text: "that's plenty from me", intent: 'skip' },
  { context: 'question', text: 'yeah no, that was everything', intent: 'skip' },
  { context: 'question', text: 'nothing else to add there', intent: 'skip' },
  { context: 'question', text: "nah I'm good, that's them all", intent: 'skip' },
  { context: 'question', text: 'those are all of them', intent: 'skip' },
  { context: 'question', text: 'done, next', intent: 'skip' },
  { context: 'question', text: 'Only those, nothing more.', intent: 'skip' },
];

export const replyExamplesDone: readonly ReplyExample[] = saidAll.map((example) => ({ ...example, ownContextOnly: true }));
