import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { Clause } from './clauses.ts';
import { withPlace } from './headline-place.ts';
import { headlineFrom, roleSaidInPassing } from './identity.ts';
import type { Sentence, Token } from './nlp.ts';
import { inAnotherLanguage } from './signals.ts';

type Candidate = NonNullable<ReturnType<typeof headlineFrom>>;

/** What a headline candidate is read against: the question answered, the guest's name, the whole message. */
export interface HeadlineContext {
  asked: ConciergeSubject | null;
  firstName: string | null;
  sentences: readonly Sentence[];
}

const shortHeadlineWords = 4;

/** A clause cued only as something the guest offers ("taught biology", "I teach kids to swim"). */
function offersOnly(clause: Clause): boolean {
  return (
    clause.segments.length > 0 &&
    clause.segments.every((segment) => !segment.negated && segment.subjects.size === 1 && segment.subjects.has('can_offer'))
  );
}

/**
 * The headline a clause offers, if any: from a clause that says who the guest is; from what they do,
 * told in answer to who they are ("Taught high school biology for 34 years"); or a role given in
 * passing in another answer ("As data protection officer I…").
 */
export function headlineCandidate(
  tokens: readonly Token[],
  clause: Clause,
  aboutSelf: boolean,
  context: HeadlineContext,
): Candidate | null {
  // A clause in another language ("Soy tejedora") is the guest's, but a headline is read in English.
  if (inAnotherLanguage(tokens)) return null;
  if (aboutSelf) {
    const headline = headlineFrom(tokens, context.firstName);
    if (!headline) return null;
    // A role, or a few words that stand for one ("park ranger", "warehouse mgr"), is told with where it is done.
    const short = headline.role || headline.text.split(' ').length <= shortHeadlineWords;
    return short ? { ...headline, text: withPlace(headline.text, context.sentences, headline.last) } : headline;
  }
  if (context.asked === 'identity' && offersOnly(clause)) return headlineFrom(tokens, context.firstName);
  return context.asked === null ? null : roleSaidInPassing(tokens);
}

/** Words that put a role in the past ("ex army medic", "former nurse"): who the guest was, not who they are now. */
const formerWords = new Set(['ex', 'former', 'formerly', 'previously', 'once']);

/** Headline candidates with roles of the past after the others, each group in the order the guest wrote them. */
export function presentFirst<T extends { text: string }>(headlines: readonly T[]): T[] {
  const former = (headline: T) => formerWords.has(headline.text.split(/[\s-]/)[0]?.toLowerCase() ?? '');
  return [...headlines.filter((headline) => !former(headline)), ...headlines.filter(former)];
}
