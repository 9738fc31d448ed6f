import { roleWords } from '../../concierge/interview/lexicon.ts';
import { replyExamples } from '../../concierge/interview/understanding/reply-examples.ts';
import { concepts } from '../../matching/engine/concepts.ts';

/**
 * What guests say to the concierge, as the offline recognizer's language model learns it: typical
 * answers to each question of the interview, and the interview's own vocabulary (roles, what
 * people look for and offer at events) in the frames guests put them in. Written for this model,
 * never from the guests the recognizer is measured on (speech/recognition WER test).
 */
const answers = `
hi i'm a software engineer at a small startup
i am the founder and ceo of a climate tech company
i'm a product designer working on mobile apps
i work in marketing for a software company
i run a small design studio in the city
i'm a data scientist at a bank
i'm an angel investor and i invest in early stage startups
i am a partner at a venture capital fund
i'm a student studying computer science
i'm a phd student in machine learning
i'm a freelance web developer
i'm a recruiter for tech companies
i lead the engineering team at a health care company
i'm the head of sales at a software company
i'm a consultant helping companies with their strategy
i teach at the university
i'm a journalist writing about technology and business
i work as a nurse and i'm interested in health tech
i'm a lawyer working with startups
i'm the cto of a fintech startup
we build software for small businesses
we make tools for teachers and schools
my company helps farmers sell their food
we are building a marketplace for local services
we are a team of five people
i'm here to meet investors
i'm hoping to meet other founders
i want to meet people who work in climate and energy
i'm looking for a co-founder with a technical background
i'm looking for funding for my startup
we are raising a seed round
we are raising our first round of funding
i'm looking for angel investors
i'm looking for a job as a product manager
i'm looking for a new role in software engineering
i'm hiring engineers and designers
we are hiring a senior developer
we are looking for customers and partners
i'd like to find mentors and advisors
i want to learn from people who have done it before
i'm looking for customers in retail
i'm looking for partners to help with distribution
i'd love to meet people working on artificial intelligence
i want to find a designer for my app
i'm looking for people who know about marketing and sales
just here to network and meet new people
i want to connect with other engineers
i can offer advice on fundraising
i can help with product design and user research
i can help people with their marketing
i'm happy to mentor young founders
i can offer introductions to investors
i can give feedback on pitch decks
i have a lot of experience in sales
i know a lot about building teams
i can help with hiring and recruiting
i'm good at data and analytics
i can help with legal questions
i can offer a job to the right person
i'm interested in climate change and renewable energy
i like talking about artificial intelligence and machine learning
my topics are education and health
i'm interested in design and art
i love talking about startups and venture capital
i care about sustainability and the future of work
i'm interested in music and film
i like to talk about food and travel
my favourite topics are product management and growth
skip
next question
i'd rather not say
i don't know
not sure
yes that's right
yes
no
looks right
looks good thank you
that's correct
that's all
no that's wrong
please change my headline
remove the part about hiring
i'm not hiring any more
add that i'm also looking for investors
thank you
thanks bye
hello
my name is alex
i'm from london
i live in new york
i'm based in berlin
`;

/** Fields people work in, as guests name them ("a fintech startup", "in health care"). */
const industries = `
fintech climate energy health care healthcare education edtech food retail e-commerce software hardware security
biotech medicine media music film fashion travel real estate logistics transport mobility manufacturing agriculture
insurance banking finance gaming sports design marketing advertising consulting legal government nonprofit research
artificial intelligence machine learning data analytics cloud crypto blockchain robotics space battery storage solar
water construction automotive telecom publishing beauty hospitality recruiting sustainability
`
  .trim()
  .split(/\s+/);

/** The frames the interview's vocabulary is said in. */
const roleFrames = ["i'm a {}", 'i work as a {}', "i'm looking for a {}", 'i want to meet a {}'];
const seekFrames = ["i'm looking for {}", 'we need {}', 'i want to find {}'];
const offerFrames = ['i can help with {}', 'i can offer {}'];
const industryFrames = ["i'm a founder in {}", 'i work in {}', 'we are a {} startup', 'a {} company', "i'm interested in {}"];

/** A word and its plural ("investor", "investors"): guests say both. */
const withPlurals = (words: Iterable<string>) => [...words].flatMap((word) => (word.endsWith('s') ? [word] : [word, `${word}s`]));

const fill = (frames: readonly string[], words: Iterable<string>) =>
  [...words].flatMap((word) => frames.map((frame) => frame.replace('{}', word)));

/**
 * How guests decline a question, from the examples the concierge's reply reader learned from: the
 * short ones, so that declining does not outweigh answering in the model (with all of them, more
 * answers were heard as "nope" or "skip").
 */
function declines(): string[] {
  const short = replyExamples
    .filter((example) => example.context === 'question' && example.intent === 'skip')
    .map((example) =>
      example.text
        .toLowerCase()
        .replace(/[^\p{L}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text && text.split(/\s+/).length <= 3);
  return [...new Set(short)];
}

/** Every example sentence of the model. */
export function guestPhrases(): string[] {
  const seekWords = concepts.flatMap((concept) => [...concept.seek, ...concept.providerSeeks]);
  const offerWords = concepts.flatMap((concept) => concept.provide);
  return [
    ...answers.split('\n').filter(Boolean),
    ...fill(roleFrames, withPlurals(roleWords)),
    ...fill(seekFrames, withPlurals(seekWords)),
    ...fill(offerFrames, offerWords),
    ...fill(industryFrames, industries),
    ...declines(),
  ];
}
