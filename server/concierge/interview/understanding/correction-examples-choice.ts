/* eslint-disable max-lines -- training data, one example per entry: a long list, not a file doing several jobs */
import type { CorrectionExample, PlainDossier } from './correction-example.ts';

/**
 * Change requests written for the reading of a request as a choice among candidate edits
 * (decision 013): verbs no list holds, lists of changes with arrows or numbers, a change taken back
 * in the same message, a headline given after a colon, several changes at once. Written before
 * that method was built, for development only. `choiceExamplesAside` is never tuned on: it checks
 * whether the method generalises past the requests it was tuned on.
 */

const dossier = (headline: string, lookingFor: string[], canOffer: string[], topics: string[]): PlainDossier => ({
  headline,
  lookingFor,
  canOffer,
  topics,
});

const beekeeper = dossier(
  'Beekeeper, Shropshire',
  ['orchard owners', 'a honey distributor', 'a website designer'],
  ['pollination services', 'swarm collection', 'beekeeping taster days'],
  ['pollinator decline', 'urban beekeeping', 'queen rearing'],
);
const surveyor = dossier(
  'Drone surveyor',
  ['construction firms', 'insurance assessors'],
  ['roof inspections', 'thermal imaging', '3D site models'],
  ['CAA rules', 'photogrammetry'],
);
const sommelier = dossier(
  'Head sommelier, The Larder',
  ['natural wine importers', 'a pastry chef', 'weekend staff'],
  ['wine pairing menus', 'staff tastings'],
  ['low-intervention wine', 'Georgian qvevri', 'food waste'],
);
const paramedic = dossier(
  'Paramedic, East Midlands',
  ['mental health first aiders', 'event organisers'],
  ['first aid training', 'event medical cover', 'CPR demos'],
  ['ambulance waiting times', 'shift work and sleep'],
);
const glassblower = dossier(
  'Glassblower',
  ['a studio to share', 'interior designers', 'a kiln technician'],
  ['bespoke lighting', 'glassblowing experiences'],
  ['recycled glass', 'Venetian techniques', 'craft fairs'],
);
const librarian = dossier(
  'School librarian',
  ['authors for school visits', 'reading charities'],
  ['reading lists for teens', 'library makeovers on a budget'],
  ['reluctant readers', 'graphic novels', 'censorship'],
);
const coach = dossier(
  'Esports coach',
  ['team sponsors', 'a sports psychologist', 'gaming cafés'],
  ['VOD reviews', 'team scrims', 'tournament admin'],
  ['player burnout', 'Valorant tactics'],
);
const stonemason = dossier(
  'Stonemason, Bath',
  ['heritage architects', 'an apprentice'],
  ['lime mortar repairs', 'letter carving', 'dry stone walling'],
  ['listed buildings', 'quarrying'],
);
const producer = dossier(
  'Podcast producer',
  ['brands with stories', 'a sound engineer'],
  ['audio editing', 'show launch plans', 'interview coaching'],
  ['true crime', 'audio fiction', 'listener growth'],
);
const forager = dossier(
  'Wild food forager',
  ['chefs', 'landowners', 'a photographer'],
  ['foraging walks', 'mushroom ID'],
  ['foraging law', 'seaweed', 'fermentation'],
);

/** Tuned on. */
export const choiceExamples: readonly CorrectionExample[] = [
  {
    before: beekeeper,
    request: 'nix the website designer, my nephew sorted it',
    after: { ...beekeeper, lookingFor: ['orchard owners', 'a honey distributor'] },
  },
  {
    before: beekeeper,
    request: 'queen rearing → what I can offer',
    after: {
      ...beekeeper,
      canOffer: ['pollination services', 'swarm collection', 'beekeeping taster days', 'queen rearing'],
      topics: ['pollinator decline', 'urban beekeeping'],
    },
  },
  {
    before: surveyor,
    request: 'headline should say: Drone surveyor and thermographer',
    after: { ...surveyor, headline: 'Drone surveyor and thermographer' },
  },
  {
    before: surveyor,
    request: 'Move photogrammetry to offers. Wait no, leave that. Just take out insurance assessors',
    after: { ...surveyor, lookingFor: ['construction firms'] },
  },
  {
    before: sommelier,
    request: 'chuck weekend staff, we hired two people last week',
    after: { ...sommelier, lookingFor: ['natural wine importers', 'a pastry chef'] },
  },
  {
    before: sommelier,
    request: '1) food waste → bin 2) staff tastings → rename to "wine training for staff"',
    after: {
      ...sommelier,
      canOffer: ['wine pairing menus', 'wine training for staff'],
      topics: ['low-intervention wine', 'Georgian qvevri'],
    },
  },
  {
    before: paramedic,
    request: 'CPR demos is really the same as first aid training, get shot of it',
    after: { ...paramedic, canOffer: ['first aid training', 'event medical cover'] },
  },
  {
    before: paramedic,
    request: 'Stick event organisers under what I can offer — I know loads of them',
    after: {
      ...paramedic,
      lookingFor: ['mental health first aiders'],
      canOffer: ['first aid training', 'event medical cover', 'CPR demos', 'event organisers'],
    },
  },
  {
    before: glassblower,
    request: "the kiln tech isn't needed anymore and add 'architectural glass' to my topics",
    after: {
      ...glassblower,
      lookingFor: ['a studio to share', 'interior designers'],
      topics: ['recycled glass', 'Venetian techniques', 'craft fairs', 'architectural glass'],
    },
  },
  {
    before: glassblower,
    request: 'bespoke lighting should be called "hand-blown pendant lights"',
    after: { ...glassblower, canOffer: ['hand-blown pendant lights', 'glassblowing experiences'] },
  },
  {
    before: librarian,
    request: 'Censorship, axe it please. too political for this crowd',
    after: { ...librarian, topics: ['reluctant readers', 'graphic novels'] },
  },
  {
    before: librarian,
    request: 'my title = Librarian, Kingsmead Academy',
    after: { ...librarian, headline: 'Librarian, Kingsmead Academy' },
  },
  {
    before: coach,
    request: 'shift the psychologist over to topics, I just want to chat about it',
    after: {
      ...coach,
      lookingFor: ['team sponsors', 'gaming cafés'],
      topics: ['player burnout', 'Valorant tactics', 'a sports psychologist'],
    },
  },
  {
    before: coach,
    request: 'tournament admin - gone. VOD reviews - keep.',
    after: { ...coach, canOffer: ['VOD reviews', 'team scrims'] },
  },
  {
    before: stonemason,
    request: 'put dry stone walling into topics? actually never mind, remove quarrying instead',
    after: { ...stonemason, topics: ['listed buildings'] },
  },
  {
    before: stonemason,
    request: 'scrub letter carving and put memorial restoration in its place',
    after: { ...stonemason, canOffer: ['lime mortar repairs', 'dry stone walling', 'memorial restoration'] },
  },
  {
    before: producer,
    request: 'Trash the true crime topic lol',
    after: { ...producer, topics: ['audio fiction', 'listener growth'] },
  },
  {
    before: producer,
    request: 'new headline: Podcast producer & editor',
    after: { ...producer, headline: 'Podcast producer & editor' },
  },
  {
    before: forager,
    request: 'forget the photographer',
    after: { ...forager, lookingFor: ['chefs', 'landowners'] },
  },
  {
    before: forager,
    request: 'seaweed → offers, fermentation stays',
    after: { ...forager, canOffer: ['foraging walks', 'mushroom ID', 'seaweed'], topics: ['foraging law', 'fermentation'] },
  },
];

const orthodontist = dossier(
  'Orthodontist, Leeds',
  ['dental nurses', 'a practice manager'],
  ['clear aligner advice', 'free consultations'],
  ['adult orthodontics', 'digital scanning', 'NHS waiting lists'],
);
const planner = dossier(
  'Urban planner',
  ['community groups', 'transport engineers', 'a GIS analyst'],
  ['planning application advice', 'public consultation design'],
  ['15-minute cities', 'housing density'],
);
const tattooist = dossier(
  'Tattoo artist, Brighton',
  ['guest spots abroad', 'an apprentice'],
  ['fine-line tattoos', 'cover-up consultations', 'flash designs'],
  ['aftercare myths', 'Japanese irezumi', 'studio hygiene'],
);
const organiser = dossier(
  'Union organiser, Unite',
  ['young workers', 'employment lawyers', 'a campaign designer'],
  ['organising training', 'strike fund advice'],
  ['gig economy', 'four-day week'],
);
const harpist = dossier(
  'Harp teacher',
  ['wedding planners', 'a harp technician'],
  ['harp lessons', 'wedding music', 'exam preparation'],
  ['Celtic harp', 'music therapy'],
);
const localiser = dossier(
  'Game localiser, Japanese to English',
  ['indie studios', 'a QA partner'],
  ['script translation', 'cultural consulting', 'voice casting help'],
  ['fan translations', 'JRPG history', 'machine translation'],
);
const wheelwright = dossier(
  'Wheelwright',
  ['museums', 'carriage owners', 'a blacksmith'],
  ['wheel restoration', 'workshop visits'],
  ['heritage crafts', 'timber seasoning'],
);

/** Never tuned on: the check of generalisation for this method. */
export const choiceExamplesAside: readonly CorrectionExample[] = [
  {
    before: orthodontist,
    request: 'zap the practice manager',
    after: { ...orthodontist, lookingFor: ['dental nurses'] },
  },
  {
    before: orthodontist,
    request: 'NHS waiting lists → remove. digital scanning → offers',
    after: {
      ...orthodontist,
      canOffer: ['clear aligner advice', 'free consultations', 'digital scanning'],
      topics: ['adult orthodontics'],
    },
  },
  {
    before: orthodontist,
    request: 'Headline needs to read: Specialist orthodontist, Leeds',
    after: { ...orthodontist, headline: 'Specialist orthodontist, Leeds' },
  },
  {
    before: planner,
    request: "add the GIS analyst to topics — hmm no, forget it. Delete housing density, it's not my thing",
    after: { ...planner, topics: ['15-minute cities'] },
  },
  {
    before: planner,
    request: 'toss out transport engineers',
    after: { ...planner, lookingFor: ['community groups', 'a GIS analyst'] },
  },
  {
    before: planner,
    request: 'public consultation design ought to be "running public consultations"',
    after: { ...planner, canOffer: ['planning application advice', 'running public consultations'] },
  },
  {
    before: tattooist,
    request: 'the apprentice bit can be binned, already found one',
    after: { ...tattooist, lookingFor: ['guest spots abroad'] },
  },
  {
    before: tattooist,
    request: 'shove studio hygiene into what I offer and drop aftercare myths',
    after: {
      ...tattooist,
      canOffer: ['fine-line tattoos', 'cover-up consultations', 'flash designs', 'studio hygiene'],
      topics: ['Japanese irezumi'],
    },
  },
  {
    before: tattooist,
    request: 'flash designs -> rename "custom flash sheets"',
    after: { ...tattooist, canOffer: ['fine-line tattoos', 'cover-up consultations', 'custom flash sheets'] },
  },
  {
    before: organiser,
    request: 'lose the campaign designer and the lawyers',
    after: { ...organiser, lookingFor: ['young workers'] },
  },
  {
    before: organiser,
    request: 'four-day week is something I give talks on, stick it in offers',
    after: {
      ...organiser,
      canOffer: ['organising training', 'strike fund advice', 'four-day week'],
      topics: ['gig economy'],
    },
  },
  {
    before: organiser,
    request: 'title: Regional organiser, Unite',
    after: { ...organiser, headline: 'Regional organiser, Unite' },
  },
  {
    before: harpist,
    request: 'kill off exam preparation, I stopped doing it',
    after: { ...harpist, canOffer: ['harp lessons', 'wedding music'] },
  },
  {
    before: harpist,
    request: 'Music therapy → looking for. Celtic harp stays where it is',
    after: { ...harpist, lookingFor: ['wedding planners', 'a harp technician', 'music therapy'], topics: ['Celtic harp'] },
  },
  {
    before: harpist,
    request: 'remove wedding planners. oh wait, no, keep them. remove the technician',
    after: { ...harpist, lookingFor: ['wedding planners'] },
  },
  {
    before: localiser,
    request: 'scrap machine translation from topics',
    after: { ...localiser, topics: ['fan translations', 'JRPG history'] },
  },
  {
    before: localiser,
    request: 'voice casting help isnt really mine to give, move it to looking for',
    after: {
      ...localiser,
      lookingFor: ['indie studios', 'a QA partner', 'voice casting help'],
      canOffer: ['script translation', 'cultural consulting'],
    },
  },
  {
    before: localiser,
    request: 'cultural consulting should read "culturalisation reviews"',
    after: { ...localiser, canOffer: ['script translation', 'culturalisation reviews', 'voice casting help'] },
  },
  {
    before: wheelwright,
    request: 'get rid of the blacksmith; I work with one already',
    after: { ...wheelwright, lookingFor: ['museums', 'carriage owners'] },
  },
  {
    before: wheelwright,
    request: 'timber seasoning - I teach it, so offers please',
    after: { ...wheelwright, canOffer: ['wheel restoration', 'workshop visits', 'timber seasoning'], topics: ['heritage crafts'] },
  },
  {
    before: wheelwright,
    request: 'headline should say: Master wheelwright, Herefordshire',
    after: { ...wheelwright, headline: 'Master wheelwright, Herefordshire' },
  },
  {
    before: wheelwright,
    request: 'yeet workshop visits',
    after: { ...wheelwright, canOffer: ['wheel restoration'] },
  },
  {
    before: harpist,
    request: 'add "harp hire" to my offers and get rid of Celtic harp',
    after: { ...harpist, canOffer: ['harp lessons', 'wedding music', 'exam preparation', 'harp hire'], topics: ['music therapy'] },
  },
  {
    before: tattooist,
    request: 'guest spots abroad - no longer, bin it',
    after: { ...tattooist, lookingFor: ['an apprentice'] },
  },
];

const baker = dossier(
  'Baker, Hebden Bridge',
  ['a second oven', 'cafés to supply', 'a bread apprentice'],
  ['sourdough classes', 'starter cultures'],
  ['heritage grains', 'real bread campaign', 'bakery margins'],
);
const ranger = dossier(
  'Park ranger, Peak District',
  ['volunteer groups', 'a GIS mapper'],
  ['guided walks', 'dry stone wall days', 'school visits'],
  ['moorland restoration', 'peat bogs', 'visitor pressure'],
);
const luthier = dossier(
  'Luthier',
  ['tonewood suppliers', 'touring guitarists'],
  ['guitar setups', 'custom builds', 'repair workshops'],
  ['French polish', 'sustainable timber'],
);
const midwife = dossier(
  'Community midwife',
  ['doulas', 'a perinatal psychiatrist', 'translators'],
  ['antenatal classes', 'home birth advice'],
  ['maternal mental health', 'birth trauma', 'breastfeeding support'],
);

/**
 * Written after the method was first built and tuned, when the first set kept aside had been looked
 * at while working: measured only once, at the end, as the honest check of generalisation.
 */
export const choiceExamplesAsideLater: readonly CorrectionExample[] = [
  {
    before: baker,
    request: 'jettison the second oven idea',
    after: { ...baker, lookingFor: ['cafés to supply', 'a bread apprentice'] },
  },
  {
    before: baker,
    request: 'bakery margins → offers (I mentor small bakeries on pricing)',
    after: {
      ...baker,
      canOffer: ['sourdough classes', 'starter cultures', 'bakery margins'],
      topics: ['heritage grains', 'real bread campaign'],
    },
  },
  {
    before: baker,
    request: 'headline ought to say: Baker & miller, Hebden Bridge',
    after: { ...baker, headline: 'Baker & miller, Hebden Bridge' },
  },
  {
    before: ranger,
    request: 'put school visits under topics. no, sorry, leave it. remove peat bogs',
    after: { ...ranger, topics: ['moorland restoration', 'visitor pressure'] },
  },
  {
    before: ranger,
    request: 'dump the GIS mapper, the council does it',
    after: { ...ranger, lookingFor: ['volunteer groups'] },
  },
  {
    before: ranger,
    request: 'guided walks should be "guided wildlife walks"',
    after: { ...ranger, canOffer: ['guided wildlife walks', 'dry stone wall days', 'school visits'] },
  },
  {
    before: luthier,
    request: 'touring guitarists → what I offer, I can introduce people',
    after: {
      ...luthier,
      lookingFor: ['tonewood suppliers'],
      canOffer: ['guitar setups', 'custom builds', 'repair workshops', 'touring guitarists'],
    },
  },
  {
    before: luthier,
    request: 'scrap repair workshops and add "fret levelling" to offers',
    after: { ...luthier, canOffer: ['guitar setups', 'custom builds', 'fret levelling'] },
  },
  {
    before: luthier,
    request: 'French polish, junk it',
    after: { ...luthier, topics: ['sustainable timber'] },
  },
  {
    before: midwife,
    request: 'translators isnt something I need any more, we have a service',
    after: { ...midwife, lookingFor: ['doulas', 'a perinatal psychiatrist'] },
  },
  {
    before: midwife,
    request: 'breastfeeding support is something I give, move it across to offers',
    after: {
      ...midwife,
      canOffer: ['antenatal classes', 'home birth advice', 'breastfeeding support'],
      topics: ['maternal mental health', 'birth trauma'],
    },
  },
  {
    before: midwife,
    request: 'rename home birth advice to "home birth planning"',
    after: { ...midwife, canOffer: ['antenatal classes', 'home birth planning'] },
  },
  {
    before: midwife,
    request: 'move doulas to offers — actually scratch that. just ditch birth trauma',
    after: { ...midwife, topics: ['maternal mental health', 'breastfeeding support'] },
  },
  {
    before: ranger,
    request: 'title: Senior ranger, Peak District National Park',
    after: { ...ranger, headline: 'Senior ranger, Peak District National Park' },
  },
];
