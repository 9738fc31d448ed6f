import type { Random } from './random.ts';
import { sideSkills, type Domain } from './synthetic-domains.ts';

/** What one synthetic guest is about, before a writing style is applied. */
export interface Scene {
  domain: Domain;
  field: string;
  application: string;
  specialist: string;
  product: string;
  buyers: string;
  company: string;
  city: string;
  years: number;
  random: Random;
}

export interface Profile {
  headline: string;
  about: string[];
  lookingFor: string[];
  canOffer: string[];
  topics: string[];
}

export type Role = (scene: Scene) => Profile;

/** Fills `{field}`, `{application}`… from the scene; a template is picked at random among those given. */
function say(scene: Scene, templates: readonly string[]): string {
  return scene.random.pick(templates).replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === 'Specialist') return scene.specialist.charAt(0).toUpperCase() + scene.specialist.slice(1);
    if (key === 'skill') return scene.random.pick(sideSkills);
    return String(scene[key as keyof Scene]);
  });
}

const topics = (scene: Scene) => [scene.random.pick(scene.domain.field), scene.application];

const founder: Role = (s) => ({
  headline: say(s, ['Founder at {company}, {product}', 'CEO of {company} ({field})', 'Co-founder of {company}, {field} for {application}']),
  about: [say(s, ['We build {product} for {application}.', 'My team of four makes {product} in {city}.'])],
  lookingFor: [
    say(s, [
      'Seed funding for my {field} startup',
      'Investors who back {field}',
      'A lead investor for our seed round in {application}',
      'Angel investors interested in {application}',
      "We're raising a pre-seed round for {product}",
      'VCs focused on {field}',
    ]),
  ],
  canOffer: [
    say(s, [
      'Early access to {product}',
      'Pilot data on {application}',
      'A demo of {product} for {application}',
      'What we learned building {product}',
    ]),
  ],
  topics: topics(s),
});

const investor: Role = (s) => ({
  headline: say(s, [
    'Partner at {company} Ventures',
    'Angel investor in {field}',
    'Investor at {company} Capital, {field}',
    'Principal at a {field} fund',
  ]),
  about: [say(s, ['I invest in early {field} companies, mostly {application}.', 'I back founders in {city}.'])],
  lookingFor: [
    say(s, [
      '{field} startups to invest in',
      'Founders working on {application}',
      'Deal flow in {field}',
      'Early teams building {product}',
    ]),
  ],
  canOffer: [
    say(s, [
      'A first cheque for {field} startups',
      'Funding for pre-seed teams in {application}',
      'Intros to other {field} investors',
      'Advice on raising a seed round',
    ]),
  ],
  topics: topics(s),
});

const employer: Role = (s) => ({
  headline: say(s, ['CTO at {company}', 'Head of engineering at {company}, {field}', 'COO of {company}']),
  about: [say(s, ['{company} makes {product} for {application}.', 'We are growing fast in {city}.'])],
  lookingFor: [
    say(s, [
      "We're hiring a {specialist}",
      '{Specialist}s for my team',
      'A {specialist} who knows {application}',
      'Hiring a senior {specialist}',
    ]),
  ],
  canOffer: [
    say(s, ['A job on our {field} team', 'Roles for {specialist}s in {city}', '{product} for {application}', 'Advice on {application}']),
  ],
  topics: topics(s),
});

const candidate: Role = (s) => ({
  headline: say(s, ['{Specialist} at {company}', '{Specialist}, {years} years in {field}', 'Freelance {specialist}']),
  about: [say(s, ['I have worked on {application} for {years} years.', 'I moved to {city} last year.'])],
  lookingFor: [
    say(s, [
      'A new role in {field}',
      'My next job as a {specialist}',
      'A {specialist} position at a {field} startup',
      'A job working on {application}',
    ]),
  ],
  canOffer: [
    say(s, ['{Specialist} skills for {application}', 'Help with {application}', '{years} years of experience with {application}']),
  ],
  topics: topics(s),
});

const seller: Role = (s) => ({
  headline: say(s, ['Sales lead at {company}', 'Founder of {company}, {product}', 'Head of growth at {company}']),
  about: [say(s, ['{company} sells {product} to {buyers}.', 'We started in {city}.'])],
  lookingFor: [
    say(s, [
      'Customers for {product}',
      'Pilot customers among {buyers}',
      'Buyers in {field}',
      'First clients for our {application} product',
    ]),
  ],
  canOffer: [say(s, ['{product} for {application}', 'Free pilots of {product}', 'A demo of {product}'])],
  topics: topics(s),
});

const buyer: Role = (s) => ({
  headline: say(s, ['Head of operations at {company}', 'Procurement manager at {company}', 'Innovation lead at {company}']),
  about: [say(s, ['{company} is one of the {buyers} in {city}.', 'I run a team of {years} in {city}.'])],
  lookingFor: [
    say(s, ['A supplier of {product}', 'Tools for {application}', 'Vendors who do {application}', 'A solution for {application}']),
  ],
  canOffer: [
    say(s, [
      'A pilot site for {application}',
      'A budget for {field} tools',
      'Feedback from {buyers}',
      'Purchasing decisions on {application}',
    ]),
  ],
  topics: topics(s),
});

const mentee: Role = (s) => ({
  headline: say(s, ['Junior {specialist} at {company}', 'Student, {field}', 'Career changer into {field}']),
  about: [say(s, ['I am new to {field}.', 'I just finished a course on {application}.'])],
  lookingFor: [
    say(s, ['A mentor in {field}', 'Advice on {application}', 'Tips from experienced {specialist}s', 'Guidance on a career in {field}']),
  ],
  canOffer: [say(s, ['Help with {skill}', 'A fresh view on {application}', 'Notes from my {application} research'])],
  topics: topics(s),
});

const mentor: Role = (s) => ({
  headline: say(s, ['Senior {specialist}, {years} years in {field}', 'Head of {field} at {company}', 'Retired {specialist}']),
  about: [say(s, ['I have spent {years} years in {field}.', 'I like giving back.'])],
  lookingFor: [say(s, ['Juniors in {field} to mentor', 'Mentees who want to grow in {field}', 'Students curious about {application}'])],
  canOffer: [
    say(s, [
      'Mentoring for junior {specialist}s',
      'Advice on {application}',
      'Career advice in {field}',
      'Reviews of {application} projects',
    ]),
  ],
  topics: topics(s),
});

const technicalCofounder: Role = (s) => ({
  headline: say(s, ['{Specialist} with an idea for {application}', '{Specialist}, building {product}']),
  about: [say(s, ['I have a prototype for {application}.', 'I code in the evenings.'])],
  lookingFor: [
    say(s, [
      'A business cofounder for a {field} idea',
      'A co-founder who knows sales in {field}',
      'A commercial co-founder for {application}',
    ]),
  ],
  canOffer: [say(s, ['Building the product for {application}', '{Specialist} skills', 'A working prototype of {product}'])],
  topics: topics(s),
});

const businessCofounder: Role = (s) => ({
  headline: say(s, ['Commercial lead, ex-{company}', 'Sales director moving into {field}', 'MBA, {field}']),
  about: [say(s, ['I sold to {buyers} for {years} years.', 'I want to start something in {field}.'])],
  lookingFor: [say(s, ['A technical cofounder for {application}', 'A co-founder who can build {product}', 'A CTO co-founder in {field}'])],
  canOffer: [say(s, ['Sales and fundraising experience in {field}', 'A network of {buyers}', 'Go-to-market for {application}'])],
  topics: topics(s),
});

const hardwareStartup: Role = (s) => ({
  headline: say(s, ['Hardware lead at {company}', 'Founder at {company}, {product}']),
  about: [say(s, ['We designed {product} for {application}.', 'Our prototype works.'])],
  lookingFor: [
    say(s, ['A manufacturer for {product}', 'A production partner for {application}', 'Small-batch manufacturing of {product}']),
  ],
  canOffer: [say(s, ['A long-term partnership on {product}', 'Steady orders for {product} parts', 'Design files for {product}'])],
  topics: topics(s),
});

const manufacturer: Role = (s) => ({
  headline: say(s, ['Factory owner in {city}', 'Production manager at {company}', 'Contract manufacturer, {field}']),
  about: [say(s, ['Our factory in {city} makes parts for {field}.', 'We run small batches.'])],
  lookingFor: [
    say(s, ['Partners building {field} hardware', 'Hardware startups that need production of {product}', 'New partners in {application}']),
  ],
  canOffer: [say(s, ['Manufacturing of {product}', 'Small-batch production for {application}', 'Production capacity in {city}'])],
  topics: topics(s),
});

/** Complementary pairs of roles: each side has what the other looks for. */
export const relations: readonly (readonly [Role, Role])[] = [
  [founder, investor],
  [employer, candidate],
  [seller, buyer],
  [mentee, mentor],
  [technicalCofounder, businessCofounder],
  [hardwareStartup, manufacturer],
];
