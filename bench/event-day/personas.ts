import type { ConciergeSubject } from '../../shared/api/concierge.ts';

/**
 * Who each simulated guest is: a name, contact details, a phone number and an address of their
 * own, and what they tell the concierge. Guests are spread over fields and over roles that need
 * each other (a founder raising a round and an investor in the field, a team hiring and an
 * engineer looking for work, a lab and a company), so the matching engine has real pairs to find.
 */

const firstNames = ['Ada', 'Ben', 'Chloé', 'Dev', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Lars', 'Maya', 'Nour'];
const lastNames = ['Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tanaka', 'Uribe', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zamora', 'Adler'];

const fields = [
  { name: 'climate tech', thing: 'home batteries', topic: 'energy storage' },
  { name: 'digital health', thing: 'remote patient monitoring', topic: 'clinical trials' },
  { name: 'fintech', thing: 'payments for small shops', topic: 'open banking' },
  { name: 'edtech', thing: 'tutoring software for schools', topic: 'learning science' },
  { name: 'ocean tech', thing: 'underwater drones', topic: 'marine robotics' },
  { name: 'food tech', thing: 'plant-based proteins', topic: 'fermentation' },
  { name: 'mobility', thing: 'electric bike fleets', topic: 'urban transport' },
  { name: 'cybersecurity', thing: 'phishing detection', topic: 'zero trust' },
  { name: 'agritech', thing: 'soil sensors for farms', topic: 'precision farming' },
  { name: 'developer tools', thing: 'testing infrastructure', topic: 'continuous delivery' },
] as const;

type Field = (typeof fields)[number];

/** Roles in pairs: each role's `lookingFor` is what the next (or previous) one offers. */
const roles: ((field: Field) => Record<ConciergeSubject, string>)[] = [
  (field) => ({
    identity: `I'm the founder of a ${field.name} start-up that builds ${field.thing}; we have ten people and paying pilots.`,
    event_goals: `At this event I want to meet investors for our seed round and learn how others sell ${field.thing}.`,
    looking_for: `I'm looking for seed investors who fund ${field.name} and understand ${field.thing}.`,
    can_offer: `I can offer advice on building ${field.thing} and introductions to our pilot customers.`,
    topics: `${field.topic}, fundraising, and hiring a first sales team.`,
  }),
  (field) => ({
    identity: `I'm a partner at an early-stage fund that invests in ${field.name}; I lead seed rounds.`,
    event_goals: `Here I hope to meet founders raising a seed round in ${field.name}.`,
    looking_for: `I'm looking for founders of ${field.name} start-ups raising their seed round, especially in ${field.thing}.`,
    can_offer: `I can offer seed funding for ${field.name} start-ups and advice on fundraising.`,
    topics: `${field.topic}, venture capital, and board work.`,
  }),
  (field) => ({
    identity: `I'm the head of engineering at a ${field.name} company that makes ${field.thing}.`,
    event_goals: `This evening I want to hire two senior engineers who know ${field.topic}.`,
    looking_for: `I'm looking for senior software engineers with experience in ${field.topic} to hire.`,
    can_offer: `I can offer engineering jobs on ${field.thing} and mentoring for engineers moving into ${field.name}.`,
    topics: `${field.topic}, engineering management, and hiring.`,
  }),
  (field) => ({
    identity: `I'm a senior software engineer; I spent six years on ${field.topic} and now want to work in ${field.name}.`,
    event_goals: `I'm here to find a new job at a ${field.name} company.`,
    looking_for: `I'm looking for an engineering job at a ${field.name} company working on ${field.thing}.`,
    can_offer: `I can offer years of experience in ${field.topic} and help with code reviews.`,
    topics: `${field.topic}, software architecture, and open source.`,
  }),
  (field) => ({
    identity: `I'm a researcher at a university lab that studies ${field.topic}.`,
    event_goals: `I want to find companies to test our research on ${field.thing}.`,
    looking_for: `I'm looking for ${field.name} companies that want to run pilots of research on ${field.thing}.`,
    can_offer: `I can offer research partnerships on ${field.topic} and access to our lab.`,
    topics: `${field.topic}, research grants, and data sets.`,
  }),
  (field) => ({
    identity: `I'm the head of product at a ${field.name} company selling ${field.thing}.`,
    event_goals: `I'd like to meet researchers working on ${field.topic} to improve our product.`,
    looking_for: `I'm looking for research partners who study ${field.topic} for a joint pilot.`,
    can_offer: `I can offer pilot sites for ${field.thing} and data from our customers.`,
    topics: `${field.topic}, product management, and user research.`,
  }),
];

export interface Persona {
  index: number;
  name: string;
  email: string;
  linkedin: string;
  phoneNumber: string;
  /** Where the proxy says the guest's requests come from. */
  address: string;
  answers: Record<ConciergeSubject, string>;
  shareContactWithHosts: boolean;
}

/** Guests per phone-number block and per /24 network: under the sign-in budgets of both (50 and 60 codes an hour). */
const guestsPerBlock = 40;
const areaCodes = [212, 312, 415, 617, 202, 305, 512, 206];
/** 198.18.0.0/15, the range set aside for benchmarks (RFC 2544): 512 networks of /24. */
const networks = 512;
export const maxGuests = guestsPerBlock * networks;

export function persona(index: number): Persona {
  const block = Math.floor(index / guestsPerBlock);
  const areaCode = areaCodes[Math.floor(block / 800) % areaCodes.length]!;
  const exchange = 200 + (block % 800);
  const line = 1000 + (index % guestsPerBlock);
  const field = fields[index % fields.length]!;
  const role = roles[Math.floor(index / fields.length) % roles.length]!;
  const name = `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]}`;
  const slug = `guest-${index}`;
  return {
    index,
    name,
    email: `${slug}@example.com`,
    linkedin: `linkedin.com/in/${slug}`,
    phoneNumber: `+1${areaCode}${exchange}${line}`,
    address: `198.${18 + Math.floor(block / 256)}.${block % 256}.${(index % guestsPerBlock) + 1}`,
    answers: role(field),
    shareContactWithHosts: index % 3 !== 0,
  };
}

/** The host and the admin who approves the host's creator request: numbers no guest has. */
export const staff = {
  admin: { phoneNumber: '+19175550100', address: '192.0.2.10', name: 'Event Admin' },
  host: { phoneNumber: '+19175550101', address: '192.0.2.11', name: 'Event Host' },
};
