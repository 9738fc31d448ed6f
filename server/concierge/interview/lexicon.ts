/** Word lists the extractor reads answers with. Entries are lower-case normal forms or lemmas. */

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Words that may stand before a cue without making it part of another phrase ("I really am looking for…", "so yes, happy to…"). */
export const licenceWords = words(`
  i we me am be is are was 'm 're 's 'd 'll 've have has would will shall can could do does did
  really also currently mainly mostly now too just actually basically primarily always still definitely especially particularly
  honestly generally usually so then well um uh oh hi hey hello yes yeah yep sure ok okay right probably maybe perhaps
  personally very quite pretty super lately recently today think guess suppose mean like kind sort of and plus , : - – — !
  want need love hope wish try plan aim to happy glad able willing keen eager excited topic topics subject subjects
`);

/** Words that carry no content of their own ("really", "stuff"): never counted as content, stripped from the ends of items. */
export const fillerWords = words(`
  really just like kind sort basically actually literally honestly totally maybe perhaps probably generally usually mostly mainly
  also too well um uh oh ah ha hah hmm hm er erm lol haha hehe ofc tbh obvs lmao ok okay yeah yes yep sure please thanks thank etc etc. currently now
  anyway anyways stuff things thing something somebody someone anything anybody anyone everything everyone everybody whatever
  whoever whichever lot lots bit much many various different some any other others more most all
`);

/** Words that name a person without a noun: "someone to show me round", "does anyone know…". */
export const indefinitePersons = words('someone somebody anyone anybody');

/** Words that say nothing about the guest: an answer made only of these is vague. */
export const vagueWords = words(`
  anything anybody anyone everything everyone everybody whatever whoever stuff things thing something someone somebody people
  person folks guys ppl interesting cool nice good great awesome new different various random general stuff idk dunno unsure
  sure depends depend whoever whichever all any some lot lots bunch
`);

/** Vague phrases, matched on the whole normalised clause. */
export const vaguePhrases = [
  'not sure',
  "i don't know",
  'i dont know',
  'do not know',
  'no clue',
  'not really sure',
  'hard to say',
  'it depends',
];

/** Small talk: a clause whose content words are mostly these is off topic (unless the question was about topics). */
export const smallTalkWords = words(`
  weather rain raining sunny sun hot cold snow lunch dinner breakfast hungry tired sleepy coffee tea pizza food cat dog pet
  traffic weekend monday friday joke lol haha hello hi hey thanks thank bye goodbye bored boring wifi toilet bathroom parking
  today tonight tomorrow yesterday lovely beautiful gorgeous horrible awful sunny rainy cloudy windy warm chilly freezing
`);

/** The work someone does, for finding a headline ("senior engineer at Stripe"). */
export const roleWords = words(`
  founder co-founder cofounder ceo cto coo cfo cmo cpo vp director head lead manager engineer developer dev designer
  researcher scientist student phd professor lecturer teacher investor partner associate analyst consultant advisor adviser
  entrepreneur owner marketer writer journalist artist architect doctor nurse lawyer recruiter freelancer maker builder
  operator programmer intern chef photographer producer editor officer president principal fellow specialist strategist
  economist accountant banker trader coach mentor scout physician pharmacist musician filmmaker curator organiser organizer
`);

/** Negations that turn a statement into a removal ("I'm not hiring any more"). */
export const negationWords = words(`not n't no never nt stop quit`);

/** Verbs that ask to take something out of the dossier ("remove the hiring part"). */
export const removalVerbs = words(`remove delete drop scrap cut forget erase strike`);

/** Words in a removal that name the dossier rather than what to remove. */
export const editWords = words(`
  more any anymore longer item items part parts bit section sections dossier profile line entry entries mention list that this
  those these one thing things about anything something there here please also wrong outdated incorrect true right
  headline topic topics looking offer offering look search seek
`);

/** Guest spellings the cue matcher reads as the word they stand for. */
export const slang: Readonly<Record<string, string>> = {
  ppl: 'people',
  u: 'you',
  ur: 'your',
  'w/': 'with',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  bc: 'because',
  cuz: 'because',
  intros: 'introduction',
  intro: 'introduction',
};

/** Contractions wink leaves whole, as the words they stand for (with their lemmas). */
export const contractions: Readonly<Record<string, readonly string[]>> = {
  "i'm": ['i', 'be'],
  im: ['i', 'be'],
  ive: ['i', 'have'],
  wanna: ['want', 'to'],
  gonna: ['go', 'to'],
  gotta: ['get', 'to'],
  lemme: ['let', 'me'],
};

/**
 * Words that name a kind of tie but nobody in particular ("partners", "contacts"): what a guest wants
 * or offers is not known from them alone, so they never count towards covering a subject.
 */
export const genericWords = words(`
  partner partners contact contacts connection connections collaborator collaborators network networks networking
  opportunity opportunities peer peers friend friends other others individual individuals
`);

/** Verbs that say nothing without their object ("happy to help"): alone, they are never an item. */
export const objectVerbs = words(`help helping assist support`);

/** Pronouns that point back at something the guest just said ("happy to help with that"). */
export const anaphors = words(`it that this them those these`);
