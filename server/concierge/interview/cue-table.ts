import type { ConciergeSubject } from '../../../shared/api/concierge.ts';

/**
 * The phrases that say what a clause is about ("looking for" → looking_for). Patterns are written
 * in dictionary forms ("look for" also reads "looking for", "looked for"), one slot per word,
 * alternatives split by "|", an optional slot ends in "?".
 */
export interface CueDefinition {
  subjects: readonly ConciergeSubject[];
  patterns: readonly string[];
  /** Whether the cue's own words belong to the item ("hiring engineers") or only announce it ("looking for" investors). */
  keep: boolean;
  /** Words that, right after the pattern, mean it is not this cue ("want to…" is not "want" someone). */
  notBefore?: readonly string[];
  /** A bare "I am…" / "I build…": it says who the guest is only when no other cue follows it ("I'm looking for…"). */
  fallback?: boolean;
}

const meetVerbs = 'meet|find|connect|talk|speak|chat|network|hire|recruit|partner|reach|team|collaborate with|to|up?';

export const cueDefinitions: readonly CueDefinition[] = [
  // Looking for.
  // "…to find out how…" is not finding someone.
  { subjects: ['looking_for', 'event_goals'], keep: false, patterns: [`hope|plan|aim|here to ${meetVerbs}`], notBefore: ['out'] },
  {
    subjects: ['looking_for'],
    keep: false,
    // "happy to talk about it" names a subject, not whom to talk to.
    notBefore: ['out', 'about'],
    patterns: [
      'look|search|hunt|scout for',
      'on the lookout for',
      'in need of',
      'seek',
      `want|wish|like|love|keen|eager|excited|glad|happy|would|try|need|interested to|in ${meetVerbs}`,
      'interested in meeting|finding|connecting|talking|hiring',
      'meet|connect with?',
      'get|be introduced to',
    ],
  },
  { subjects: ['looking_for'], keep: false, patterns: ['need|require|want'], notBefore: ['to', 'not', "n't"] },
  // "I need to get in front of parents": what the speaker needs to do is what they look for.
  { subjects: ['looking_for'], keep: false, patterns: ['i|we need|have to'], notBefore: ['be', 'say', 'admit', 'go', 'leave'] },
  { subjects: ['looking_for'], keep: false, patterns: ['find'], notBefore: ['out'] },
  // "Give us a room", "send me volunteers": a request, whichever question it answers.
  { subjects: ['looking_for'], keep: false, patterns: ['give|send|lend|get|find|bring me|us'] },
  { subjects: ['looking_for'], keep: true, patterns: ['hire|recruit|raise|fundraise'] },

  // Can offer.
  {
    subjects: ['can_offer'],
    keep: false,
    patterns: [
      // "I can offer advice": the offer is the advice, not "offer advice".
      'i|we can|could offer|provide|bring|give|share',
      'i|we can|could',
      'happy|glad|able|willing|available to',
      'offer|provide|bring',
      'good|great|expert|experienced|skilled|strong at|in|with',
      'my|our expertise|experience|strength|strengths|skill|skills|superpower|specialty|speciality be|in|include|:?',
      'know a lot|lots|plenty|much about',
      'can offer',
      'have experience|expertise|background in|with',
      'people|folks|others|friends|founders|they come|turn|go to me for',
      'people|folks|others|friends|founders|they ask me about|for',
      'come|turn to me for',
    ],
  },
  {
    subjects: ['can_offer'],
    keep: true,
    patterns: [
      'help|assist|support|mentor|advise|coach|teach|train|introduce|review|guide|consult|invest|fund|back',
      'give|share|offer feedback|advice|introduction|introductions|intros|insight|insights',
      'make introduction|introductions|intros',
      'connect people|founders|folks',
      'share my|our',
    ],
  },

  // Topics.
  {
    subjects: ['topics'],
    keep: false,
    patterns: [
      'interested|interest in',
      'passionate|curious|excited|enthusiastic|crazy about',
      'care|think a? lot? about',
      'fascinate|fascinated by|with',
      'obsess|obsessed with',
      'keen on',
      'be into',
      'love|enjoy|like to? talk|discuss|think|read|chat|speak|write about',
      'talk|chat|speak|write a? lot? about',
      'geek|nerd out on|about',
      'follow',
      'my|our interest|interests|passion|passions|hobby|hobbies be|include|:?',
      'topic|topics|subject|subjects|theme|themes :',
    ],
  },
  { subjects: ['topics'], keep: false, patterns: ['love|enjoy'], notBefore: ['to', 'a', 'an', 'the', 'some', 'any', 'it', 'that', 'this'] },

  // Event goals (kept whole in "about").
  { subjects: ['event_goals', 'topics'], keep: false, patterns: ['learn|hear|know|understand more? about'] },
  {
    subjects: ['event_goals'],
    keep: true,
    patterns: [
      'at|from|during this|the event|conference|meetup|summit|gathering|hackathon|forum|festival|workshop|day|week',
      'my|our goal|goals|aim|objective|objectives|priority|hope|plan|focus',
      'goal be',
      'hope|plan|aim|here to|for',
      'come|join|attend here|to|for',
      'learn|understand|explore|discover|pitch|practice|present|launch|validate|demo|showcase|test',
      'get|gather|collect feedback|inspiration|ideas|insight|insights|input',
      'leave|walk away with',
      'expect',
    ],
  },

  // Who they are (kept whole in "about").
  {
    subjects: ['identity'],
    keep: true,
    fallback: true,
    patterns: [
      'i|we be',
      'i|we work|run|lead|build|found|co-found|start|manage|head|own|teach|study|research|design|develop|write|make|create|sell|organise|organize|code|program|do',
    ],
  },
  {
    subjects: ['identity'],
    keep: true,
    patterns: [
      'my|our company|startup|team|role|job|background|business|lab|agency|studio|firm|title|position|field|day',
      'work at|for|as|in|on',
      'base in|out',
      'based in|out',
    ],
  },
];
