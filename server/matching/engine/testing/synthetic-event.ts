import type { Attendee } from '../engine-types.ts';
import { Random } from './random.ts';
import { cities, companySyllables, domains, firstNames, hobbies, lastNames, markets } from './synthetic-domains.ts';
import { relations, type Profile, type Role, type Scene } from './synthetic-roles.ts';

/**
 * Synthetic events for the engine's quality tests and the bench: guests of many sectors and
 * roles, written in varied styles (plain, terse, chatty, with typos; needs and offers in other
 * words than their partner's), among them planted complementary pairs (same sector and
 * application, each with what the other looks for), one-sided "ambush" profiles (they want
 * everything and offer nothing anyone looks for) and popular profiles (an investor in every
 * sector, whom many founders would rank first).
 */
export interface SyntheticEventOptions {
  seed: number;
  /** Guests in all, planted and special ones included. */
  size: number;
  plantedPairs: number;
  ambushers: number;
  popular: number;
}

export interface SyntheticEvent {
  attendees: Attendee[];
  plantedPairs: (readonly [string, string])[];
  ambushers: string[];
  popular: string[];
}

type Style = 'plain' | 'terse' | 'chatty' | 'typos';
const styles: readonly Style[] = ['plain', 'plain', 'plain', 'terse', 'terse', 'chatty', 'chatty', 'typos'];

export function syntheticEvent(options: SyntheticEventOptions): SyntheticEvent {
  const random = new Random(options.seed);
  const ids = random.shuffle(Array.from({ length: options.size }, (_, index) => `guest-${String(index).padStart(6, '0')}`));
  let next = 0;
  const attendees: Attendee[] = [];
  const add = (profile: Profile, style: Style): string => {
    const id = ids[next++]!;
    attendees.push(toAttendee(id, options.seed, `${random.pick(firstNames)} ${random.pick(lastNames)}`, styled(profile, style, random)));
    return id;
  };

  const plantedPairs: (readonly [string, string])[] = [];
  for (let pair = 0; pair < options.plantedPairs; pair++) {
    const [first, second] = random.pick(relations);
    const scene = sceneFor(random);
    // The partner is about the same thing (application, product, trade) but names the sector in their own words.
    const partnerScene: Scene = { ...scene, ...personal(random), field: random.pick(scene.domain.field) };
    // Both work in the same market, and say so.
    const market = random.pick(markets);
    const a = add(inMarket(first(scene), market, random), random.pick(styles));
    const b = add(inMarket(second(partnerScene), market, random), random.pick(styles));
    plantedPairs.push([a, b]);
  }
  const ambushers = Array.from({ length: options.ambushers }, () => add(ambush(random), random.pick(styles)));
  const popular = Array.from({ length: options.popular }, () => add(popularInvestor(random), 'plain'));
  while (next < options.size) add(inMarket(backgroundGuest(random), random.pick(markets), random), random.pick(styles));
  return { attendees, plantedPairs, ambushers, popular };
}

function sceneFor(random: Random): Scene {
  const domain = random.pick(domains);
  return {
    domain,
    field: random.pick(domain.field),
    application: random.pick(domain.applications),
    specialist: random.pick(domain.specialists),
    product: random.pick(domain.products),
    buyers: random.pick(domain.buyers),
    random,
    ...personal(random),
  };
}

/** What differs between two people of the same scene. */
function personal(random: Random): Pick<Scene, 'company' | 'city' | 'years'> {
  const name = random.pick(companySyllables) + random.pick(companySyllables);
  return { company: name.charAt(0).toUpperCase() + name.slice(1), city: random.pick(cities), years: 2 + random.below(20) };
}

/** Anyone: a role of a relation, sometimes with a second need or offer of another role in their sector. */
function backgroundGuest(random: Random): Profile {
  const scene = sceneFor(random);
  const role: Role = random.pick(random.pick(relations));
  const profile = role(scene);
  if (random.chance(0.4)) {
    const other = random.pick(random.pick(relations))({ ...scene, application: random.pick(scene.domain.applications) });
    if (random.chance(0.5)) profile.lookingFor.push(...other.lookingFor);
    else profile.canOffer.push(...other.canOffer);
  }
  return profile;
}

/**
 * Where someone works, said in their main need or offer or both (and sometimes their headline):
 * in a large event, many guests share a sector and an application, and the market tells them apart.
 */
function inMarket(profile: Profile, market: string, random: Random): Profile {
  const mention = (text: string) => `${text} ${market}`;
  const where = random.below(3);
  return {
    ...profile,
    headline: random.chance(0.3) ? mention(profile.headline) : profile.headline,
    lookingFor: profile.lookingFor.map((text, at) => (at === 0 && where !== 1 ? mention(text) : text)),
    canOffer: profile.canOffer.map((text, at) => (at === 0 && where !== 0 ? mention(text) : text)),
  };
}

/** Wants what many offer, in many sectors; offers nothing anyone looks for (in words no sector uses: "good energy" would offer energy). */
function ambush(random: Random): Profile {
  const fields = [0, 1, 2].map(() => random.pick(random.pick(domains).field));
  const specialist = random.pick(random.pick(domains).specialists);
  return {
    headline: random.pick(['Entrepreneur', 'Serial founder', 'Visionary and connector']),
    about: ['I want to meet everyone here who can help me grow.'],
    lookingFor: [
      `Investors in ${fields[0]}`,
      `Customers in ${fields[1]}`,
      `A mentor in ${fields[2]}`,
      `${specialist}s for my next company`,
      `A technical co-founder for ${fields[0]}`,
    ],
    canOffer: random.chance(0.5) ? [] : [random.pick(['Good vibes', 'My enthusiasm', 'Positive vibes'])],
    topics: [random.pick(hobbies)],
  };
}

/**
 * Someone a whole sector wants to meet: an investor in it who also hires, buys, mentors and
 * introduces, in the words its founders, job seekers and sellers use.
 */
function popularInvestor(random: Random): Profile {
  const domain = random.pick(domains);
  const field = domain.field[0]!;
  return {
    headline: `Partner at a ${field} fund, board member of ${random.pick(domain.buyers)}`,
    about: [`I invest in ${field} startups and help them with ${domain.applications.slice(0, 3).join(', ')}.`],
    lookingFor: [`${field} startups to invest in`, `Founders working on ${domain.applications.slice(0, 4).join(', ')}`],
    canOffer: [
      `Seed funding for ${field} startups`,
      `Intros to ${domain.buyers.join(', ')} as customers`,
      `Mentoring and advice for ${field} founders`,
      `Jobs for ${domain.specialists.join(', ')}s in our portfolio`,
    ],
    topics: [field, ...domain.applications.slice(0, 2)],
  };
}

function styled(profile: Profile, style: Style, random: Random): Profile {
  const extras = {
    canOffer: random.chance(0.3) ? [`Help with ${random.pick(['social media', 'pitch decks', 'user interviews', 'grant writing'])}`] : [],
    topics: random.chance(0.5) ? [random.pick(hobbies)] : [],
  };
  const full: Profile = { ...profile, canOffer: [...profile.canOffer, ...extras.canOffer], topics: [...profile.topics, ...extras.topics] };
  switch (style) {
    case 'terse':
      return {
        headline: full.headline.toLowerCase(),
        about: [],
        lookingFor: full.lookingFor.map(terse),
        canOffer: full.canOffer.map(terse),
        topics: full.topics.map((topic) => topic.toLowerCase()),
      };
    case 'chatty':
      return {
        ...full,
        about: [
          `Hi! ${full.about.join(' ')}`,
          `At this event I'm hoping to meet ${lowerFirst(full.lookingFor[0] ?? 'new people')}, and I can help with ${lowerFirst(full.canOffer[0] ?? 'intros')}.`,
        ],
        lookingFor: full.lookingFor.map((need) => `I'm looking for ${lowerFirst(need)}`),
      };
    case 'typos':
      return {
        ...full,
        lookingFor: full.lookingFor.map((text) => typo(text, random)),
        canOffer: full.canOffer.map((text) => typo(text, random)),
      };
    default:
      return full;
  }
}

function terse(text: string): string {
  return text.replace(/^(a|an|the|my|our) /i, '').toLowerCase();
}

function lowerFirst(text: string): string {
  return /^.[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** One long word with two letters swapped or one dropped. */
function typo(text: string, random: Random): string {
  const words = text.split(' ');
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => /^[a-z]{6,}$/.test(word));
  if (long.length === 0) return text;
  const { word, index } = random.pick(long);
  const at = 1 + random.below(word.length - 3);
  words[index] = random.chance(0.5)
    ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    : word.slice(0, at) + word.slice(at + 1);
  return words.join(' ');
}

/** Revision ids name the event's seed: analyses are cached by revision, and two events share user ids. */
function toAttendee(id: string, seed: number, name: string, profile: Profile): Attendee {
  const items = (section: string, texts: readonly string[]) =>
    texts.map((text, index) => ({ text, sourceMessageIds: [`${id}-${section}-${index}`] }));
  return {
    userId: id,
    name,
    revisionId: `${seed}-${id}`,
    document: {
      headline: profile.headline,
      about: profile.about.join(' '),
      lookingFor: items('lookingFor', profile.lookingFor),
      canOffer: items('canOffer', profile.canOffer),
      topics: items('topics', profile.topics),
    },
  };
}
