import { baseForm } from './lemmas.ts';

/**
 * The curated concept map: what people look for at events, in the words they use for it, so that
 * "looking for seed funding" meets "angel investor" although they share no word.
 *
 * A concept has two sides. `seek` words, in what a person looks for, say they need the concept;
 * `provide` words, in what a person offers, their headline or their "about", say they can give
 * it; `providerSeeks` words, in what a person looks for, say they give it and look for those who
 * need it (an investor looking for "startups to invest in", a job seeker for "a new role"). A
 * seeker is in turn what such a provider looks for: the match runs both ways. A `mutual` concept
 * (co-founders, partnerships) is sought by both sides alike.
 *
 * Triggers are lemmas; a trigger of two words ("deal flow") must appear as consecutive lemmas.
 */
export interface Concept {
  id: string;
  /** How the concept reads in a reason: "funding", "hiring"… */
  label: string;
  seek: readonly string[];
  provide: readonly string[];
  providerSeeks: readonly string[];
  mutual: boolean;
}

export const concepts: readonly Concept[] = [
  {
    id: 'funding',
    label: 'funding',
    seek: [
      'funding',
      'fund',
      'fundraise',
      'fundraising',
      'investor',
      'investment',
      'capital',
      'seed',
      'preseed',
      'raise',
      'angel',
      'vc',
      'backer',
      'financing',
      'round',
    ],
    provide: ['investor', 'invest', 'angel', 'vc', 'venture', 'fund', 'capital', 'portfolio', 'cheque', 'syndicate', 'backing'],
    providerSeeks: ['invest', 'dealflow', 'deal flow', 'investment opportunity', 'founder'],
    mutual: false,
  },
  {
    id: 'hiring',
    label: 'hiring',
    seek: ['hire', 'hiring', 'recruit', 'recruiting', 'recruitment', 'talent', 'candidate', 'employee', 'teammate', 'intern'],
    provide: ['freelance', 'freelancer', 'contractor', 'available', 'candidate'],
    providerSeeks: ['job', 'role', 'position', 'internship', 'employment', 'career', 'opening', 'gig'],
    mutual: false,
  },
  {
    id: 'customers',
    label: 'customers',
    seek: ['customer', 'client', 'buyer', 'user', 'pilot', 'sale', 'lead', 'reseller', 'retailer', 'adopter'],
    provide: ['buy', 'purchase', 'procurement', 'purchasing', 'budget', 'buyer', 'sourcing'],
    providerSeeks: ['vendor', 'supplier', 'solution', 'provider', 'tool', 'service', 'agency'],
    mutual: false,
  },
  {
    id: 'partners',
    label: 'partnerships',
    seek: [
      'partner',
      'partnership',
      'collaborator',
      'collaboration',
      'collaborate',
      'distributor',
      'distribution',
      'manufacturer',
      'manufacturing',
    ],
    provide: ['manufacture', 'manufacturing', 'factory', 'produce', 'production', 'distribute', 'distribution', 'partner', 'partnership'],
    providerSeeks: [],
    mutual: true,
  },
  {
    id: 'mentoring',
    label: 'mentoring',
    seek: [
      'mentor',
      'mentorship',
      'mentoring',
      'advice',
      'advise',
      'advisor',
      'adviser',
      'guidance',
      'coach',
      'coaching',
      'learn',
      'tip',
      'insight',
    ],
    provide: [
      'mentor',
      'mentoring',
      'mentorship',
      'advice',
      'advise',
      'advisor',
      'adviser',
      'coach',
      'coaching',
      'guidance',
      'teach',
      'expertise',
      'experience',
      'review',
    ],
    providerSeeks: ['mentee', 'student', 'junior', 'newcomer', 'graduate'],
    mutual: false,
  },
  {
    id: 'cofounder',
    label: 'co-founders',
    seek: ['cofounder', 'cofounding', 'founding partner'],
    provide: [],
    providerSeeks: [],
    mutual: true,
  },
  {
    id: 'press',
    label: 'press',
    seek: ['press', 'journalist', 'media', 'coverage', 'pr', 'publicity', 'reporter'],
    provide: ['journalist', 'reporter', 'editor', 'podcast', 'newsletter', 'writer', 'publication', 'magazine'],
    providerSeeks: ['story', 'source', 'guest', 'interviewee'],
    mutual: false,
  },
];

/** Which concepts a list of lemmas triggers, by concept index. */
export interface ConceptHits {
  seek: number[];
  provide: number[];
  providerSeeks: number[];
}

type Side = 'seek' | 'provide' | 'providerSeeks';
const sides: readonly Side[] = ['seek', 'provide', 'providerSeeks'];

/** lemma → the (concept, side) pairs a single-word trigger names; two-word triggers by their first lemma. */
const single = new Map<string, { concept: number; side: Side }[]>();
const double = new Map<string, { second: string; concept: number; side: Side }[]>();
concepts.forEach((concept, conceptIndex) => {
  for (const side of sides) {
    for (const trigger of concept[side]) {
      // Triggers are matched against lemmas as `wordsOf` gives them ("funding" reads "fund").
      const [first, second] = trigger.split(' ').map(baseForm) as [string, string | undefined];
      if (second) double.set(first, [...(double.get(first) ?? []), { second, concept: conceptIndex, side }]);
      else single.set(first, [...(single.get(first) ?? []), { concept: conceptIndex, side }]);
    }
  }
});

export function conceptHits(lemmas: readonly string[]): ConceptHits {
  const hits: ConceptHits = { seek: [], provide: [], providerSeeks: [] };
  const add = (side: Side, concept: number) => {
    if (!hits[side].includes(concept)) hits[side].push(concept);
  };
  lemmas.forEach((lemma, index) => {
    for (const hit of single.get(lemma) ?? []) add(hit.side, hit.concept);
    for (const hit of double.get(lemma) ?? []) if (lemmas[index + 1] === hit.second) add(hit.side, hit.concept);
  });
  // "Startups to invest in" names the provider's side: the same item does not also seek it.
  hits.seek = hits.seek.filter((concept) => !hits.providerSeeks.includes(concept));
  return hits;
}

/** Whether a lemma names the kind of a need ("investor", "hire"): in a headline or "about", such a word may be the need itself. */
export function isSeekTrigger(lemma: string): boolean {
  return (single.get(lemma) ?? []).some((hit) => hit.side !== 'provide') || double.has(lemma);
}

/** Whether a lemma names a concept on any side: it says what kind of need or offer an item is, not what it is about. */
export function isTrigger(lemma: string): boolean {
  return single.has(lemma) || double.has(lemma);
}
