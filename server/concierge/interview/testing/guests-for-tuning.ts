/* eslint-disable max-lines -- test data, one guest per entry: a long list, not a file doing several jobs */
import type { SyntheticGuest } from './synthetic-guest.ts';

/**
 * Guests written for tuning the method (development data, not a held-out set): mostly people outside startups, in
 * many styles, with facts often given in answer to a different question and needs or offers phrased without cue words.
 */
export const guestsForTuning: readonly SyntheticGuest[] = [
  {
    id: 'plumber-terse',
    style: 'terse fragments; whom to meet only in a follow-up to the goals question',
    guestName: 'Gaz',
    eventName: 'Home Builders Expo Leeds',
    answers: {
      identity: ['plumber. own firm, 3 vans'],
      event_goals: ['work', 'new builds. bathroom fitters too'],
      looking_for: ['developers doing new builds'],
      can_offer: ['heat pump installs, boiler servicing'],
      topics: ['heat pumps. apprentices.'],
    },
    planted: {
      headline: ['plumber'],
      lookingFor: ['new builds', 'bathroom fitters'],
      canOffer: ['boiler servicing'],
      topics: ['heat pumps', 'apprentices'],
    },
  },
  {
    id: 'baker-rambling',
    style: 'chatty and rambling; an offer given when asked whom to meet',
    guestName: 'Bea Hollis',
    eventName: 'Independent Food Trade Days',
    answers: {
      identity: [
        "Oh gosh, where to start — I'm Bea, I run a little café-bakery in Margate with my sister, we've been going eight years now, started in a shipping container if you can believe it, and now we've got a proper shop on the high street and I do all the laminated doughs myself at four in the morning, which my body is starting to complain about honestly.",
      ],
      event_goals: [
        "I suppose I want to see what other small places are doing, prices have gone absolutely mad, butter alone is up forty percent, and I keep thinking there must be a way to buy together with other bakeries instead of each of us getting fleeced separately, so if anyone's up for a buying group I'm all ears.",
      ],
      looking_for: [
        "Hmm, people who mill their own flour would be a dream, there's a farm in Kent that does heritage wheat but they're tiny. And honestly if someone wants to learn croissants properly I'd happily have them in the kitchen for a few mornings, I love teaching that stuff.",
      ],
      can_offer: ['Ha, cake? No seriously, I know loads of the suppliers round here, I could point anyone in the right direction.'],
      topics: [
        'Food waste, definitely, we give our day-old bread to the community fridge. And the high street dying, that one keeps me up at night.',
      ],
    },
    planted: {
      headline: ['bakery'],
      lookingFor: ['buying group', 'heritage wheat'],
      canOffer: ['croissants', 'suppliers'],
      topics: ['food waste'],
    },
  },
  {
    id: 'electrician-typos',
    style: 'typos, no capitals or apostrophes',
    guestName: 'Dean',
    eventName: 'Renewables Installers Forum',
    answers: {
      identity: ['im an electrician, self employed, mostly domestic rewires and now alot of solar panles on roofs'],
      event_goals: ['want to get on the approvd installer list for the council grant scheme, thats where the work is goin'],
      looking_for: [
        'roofers who dont mind working along side sparks, and a decent wholesaler for batterys, the one i use is always out of stock',
      ],
      can_offer: ['cover for other sparks when there snowed under, i can do eicr testing too'],
      topics: ['battery storage, ev chargers, getting young lads and lasses into the trade'],
    },
    planted: {
      headline: ['electrician'],
      lookingFor: ['roofers', 'wholesaler'],
      canOffer: ['eicr'],
      topics: ['battery storage', 'ev chargers'],
    },
  },
  {
    id: 'nurse-second-language',
    style: 'second-language English; the role only mentioned in the goals answer',
    guestName: 'Maricel Santos',
    eventName: 'Irish Nursing Congress',
    answers: {
      identity: ['I am Maricel, from Philippines, now I am working in Cork since four years. Night shift on the cardiology ward.'],
      event_goals: [
        'As a nurse coming from abroad, I want to know how to become clinical nurse specialist here, the process is not clear for us.',
      ],
      looking_for: [
        'Nurses also from other country who did already the specialist route. Also somebody from the union maybe, for the question of recognition of our years.',
      ],
      can_offer: [
        'I help the new ones who arrive from Philippines and India, for the accommodation, the bank, the first weeks. Also I know well the ECG.',
      ],
      topics: ['Migration of nurses, night shift health, cardiac care.'],
    },
    planted: {
      headline: ['nurse'],
      lookingFor: ['specialist route', 'union'],
      canOffer: ['accommodation', 'ecg'],
      topics: ['cardiac care'],
    },
  },
  {
    id: 'florist-emoji',
    style: 'emoji-heavy; an offer given when asked whom to meet',
    guestName: 'Tilly',
    eventName: 'Wedding Industry Meetup',
    answers: {
      identity: ['🌸 Florist! Tiny studio in Bath, mostly weddings + funerals (the two extremes lol) 💐'],
      event_goals: ["meet planners 🙏 and venues that don't charge a fortune for 'approved supplier' 😅"],
      looking_for: ["I've got a cold room that's half empty Mon–Wed 👀", 'oh and photographers!! always need nice pics of the work 📸'],
      can_offer: ["styling for shoots, I'll swap flowers for photos any day 🌷"],
      topics: ['british grown flowers 🇬🇧, no floral foam 🚫, seasonal stuff 🍂'],
    },
    planted: {
      headline: ['florist'],
      lookingFor: ['planners', 'photographers'],
      canOffer: ['cold room', 'styling for shoots'],
      topics: ['british grown'],
    },
  },
  {
    id: 'dairy-farmer-lists',
    style: 'dash lists',
    guestName: 'Rhys Morgan',
    eventName: 'Royal Welsh Winter Fair',
    answers: {
      identity: ['- dairy farmer, Powys\n- 180 cows, third generation\n- switched to organic in 2019'],
      event_goals: ['- find out about grants for slurry storage\n- sell direct, not just to the co-op'],
      looking_for: ['- cheesemakers\n- a vet who knows robotic milking\n- farm shops'],
      can_offer: ['- raw milk for anyone trialling recipes\n- farm visits for schools\n- organic conversion, been through it'],
      topics: ['- soil health\n- rural mental health\n- succession'],
    },
    planted: {
      headline: ['dairy farmer'],
      lookingFor: ['cheesemakers', 'robotic milking'],
      canOffer: ['farm visits', 'organic conversion'],
      topics: ['soil health'],
    },
  },
  {
    id: 'luthier-long-paragraphs',
    style: 'long, reflective paragraphs',
    guestName: 'Alan Pickles',
    eventName: 'London Acoustic Guitar Show',
    answers: {
      identity: [
        "I'm a luthier — I build and repair acoustic guitars and the odd mandolin from a workshop behind my house in Hebden Bridge. I trained in Newark a long time ago, then spent a decade doing repairs for a big music shop in Manchester before I went out on my own. These days it's roughly half new builds on commission and half repair work, mostly cracked tops, neck resets and refrets for players who gig a lot and treat their instruments like tools, which I completely respect.",
      ],
      event_goals: [
        "Partly it's just the once-a-year chance to see what other makers are up to and play a lot of guitars I'll never afford. But honestly the bigger thing is timber. Good wood is getting harder and harder to source legally, especially rosewood and spruce of any decent grade, and I'd really like to find people who are doing reclaimed or locally grown alternatives — there's a chap in Scotland doing things with Scottish sycamore that I'd love to talk to if he's there.",
      ],
      looking_for: [
        "Beyond timber folk, I'd like to meet a few guitarists who'd be willing to play my builds in public, because word of mouth is basically my entire marketing. I'm not good at the Instagram side of things and I know it.",
      ],
      can_offer: [
        "Setup advice is the easy one — I'm happy to look at anyone's instrument at the show and tell them honestly what it needs. I've also got more offcuts than I'll ever use; nice bits of maple and walnut that are too small for a body but perfect for bridges, bindings or small boxes, and I'd rather they went to someone than sat in a pile.",
      ],
      topics: [
        "Sustainable tonewood, obviously. Hand tools versus CNC, which is a bit of a religious war in our world. And keeping repair skills alive, because the people who taught me are retiring and nobody's replacing them.",
      ],
    },
    planted: {
      headline: ['luthier'],
      lookingFor: ['guitarists'],
      canOffer: ['setup advice', 'offcuts'],
      topics: ['sustainable tonewood', 'hand tools'],
    },
  },
  {
    id: 'hairdresser-chatty',
    style: 'chatty; a topic given in the identity answer',
    guestName: 'Shona',
    eventName: 'Salon International',
    answers: {
      identity: [
        "So I'm a hairdresser, been doing it twenty-two years, I've got my own salon in Walsall now with four chairs and a girl on reception, and the thing I'm really obsessed with lately is textured hair, like curls and coils, because honestly nobody trained me on it at college and half my clients were going to Birmingham for it, which is mad when you think about it.",
      ],
      event_goals: [
        'I want to get on a proper curl course, a good one not a one-day thing, and see the new colour ranges. My girls keep asking about the ammonia-free stuff.',
      ],
      looking_for: [
        "Ooh, I've had a chair empty since Christmas and it's killing me. Someone with a following would be ideal but I'd take a keen newly qualified stylist and bring them on.",
      ],
      can_offer: [
        "I've had my salon through two recessions and a pandemic so if anyone's thinking of going self-employed or opening up I'll tell them everything, the good and the ugly. Rent a chair with me too if you're local!",
      ],
      topics: [
        "Curly hair, sustainability in salons — the amount of foils we throw away is criminal — and mental health for stylists cos we're basically unpaid therapists.",
      ],
    },
    planted: {
      headline: ['hairdresser'],
      about: ['curl course'],
      lookingFor: ['stylist'],
      canOffer: ['rent a chair'],
      topics: ['textured hair', 'sustainability'],
    },
  },
  {
    id: 'primary-teacher-terse',
    style: 'terse; one-word first answer to the goals question',
    guestName: 'Mr Okoro',
    eventName: 'Northern Schools Conference',
    answers: {
      identity: ['Year 4 teacher.'],
      event_goals: ['Ideas.', 'Cheap ways to get kids outdoors more. Budget is zero.'],
      looking_for: ['Forest school people.'],
      can_offer: ['Lesson plans. Loads.'],
      topics: ['Outdoor learning, phonics, SEND.'],
    },
    planted: {
      headline: ['year 4 teacher'],
      lookingFor: ['forest school'],
      canOffer: ['lesson plans'],
      topics: ['outdoor learning', 'phonics'],
    },
  },
  {
    id: 'council-officer-long',
    style: 'long paragraphs; whom to meet given in the goals answer',
    guestName: 'Karen Whitfield',
    eventName: 'Retrofit Northern Summit',
    answers: {
      identity: [
        "I work for Sheffield City Council in the private sector housing team. In practice that means I spend most of my week dealing with landlords over damp, mould and disrepair, and a fair chunk of it chasing enforcement notices that nobody responds to. I've been in local government for about fifteen years, started in environmental health, and I still think of myself as an EHO at heart even though my job title says housing standards officer these days.",
      ],
      event_goals: [
        "Honestly I'm here because our retrofit programme needs more hands. We've got funding to insulate a few hundred older terraces and not nearly enough installers who know what they're doing with solid walls, so what I'd really like is to meet small insulation firms and builders who might want council work but are put off by procurement. I'd also like to hear how other councils have handled the data side, because we're still running a lot of this off spreadsheets.",
      ],
      looking_for: [
        "I think I covered most of it — installers, mainly. Possibly someone from a university who'd want to monitor the homes before and after, we have no capacity to do that ourselves.",
      ],
      can_offer: [
        "I can walk people through how our frameworks actually work, which is less scary than it looks from outside. And I've got fifteen years of knowing which streets have which problems, which is surprisingly useful if you're planning any kind of housing project in the city.",
      ],
      topics: ['Damp and mould, fuel poverty, retrofit of old housing stock, and how public bodies can buy from small local firms.'],
    },
    planted: {
      headline: ['housing standards officer'],
      lookingFor: ['insulation firms', 'monitor the homes'],
      canOffer: ['frameworks'],
      topics: ['fuel poverty', 'damp and mould'],
    },
  },
  {
    id: 'mosque-volunteer-second-language',
    style: 'second-language English, a little emoji',
    guestName: 'Yusuf Demir',
    eventName: 'Ruhr Community Days',
    answers: {
      identity: [
        'Selam. I am Yusuf, volunteer coordinator at the mosque in Duisburg-Marxloh, but my profession is car mechanic, this is how I earn money.',
      ],
      event_goals: [
        'We have many young boys which are on the street after school and I want to learn how other communities make sport or homework club, what is working.',
      ],
      looking_for: [
        'Football clubs who want to make something together with us, and some teacher which can help with homework, maybe retired.',
      ],
      can_offer: [
        'Our hall is free in the week, big room with kitchen. Also if somebody has problem with the car I repair for small money 😄',
      ],
      topics: ['Youth work, interfaith dialogue, against the radicalisation.'],
    },
    planted: {
      headline: ['volunteer coordinator'],
      lookingFor: ['football clubs', 'homework'],
      canOffer: ['hall', 'repair'],
      topics: ['interfaith dialogue'],
    },
  },
  {
    id: 'tour-guide-emoji',
    style: 'emoji, very short lines',
    guestName: 'Inês',
    eventName: 'ITB Berlin',
    answers: {
      identity: ['Olá 👋 walking tour guide in Lisbon 🇵🇹 run my own small tours, food + history 🍷🏛️'],
      event_goals: ['get direct bookings 🙏 the platforms take 30% 😩'],
      looking_for: ['small hotels & guesthouses who want something local for guests 🏨'],
      can_offer: ['commission for referrals 💸 + I speak PT/EN/ES/FR 🗣️'],
      topics: ['overtourism 😬 (yes I know, ironic), slow travel 🐢, local food 🥘'],
    },
    planted: {
      headline: ['walking tour guide'],
      about: ['direct bookings'],
      lookingFor: ['guesthouses'],
      canOffer: ['commission'],
      topics: ['overtourism', 'slow travel'],
    },
  },
  {
    id: 'haulage-planner-typos',
    style: 'typos, lower case; a need stated as a problem in the goals answer',
    guestName: 'Lee Barker',
    eventName: 'Multimodal Birmingham',
    answers: {
      identity: ['transport planner at a haulage firm in felixstowe, 40 trucks, mostly containers off the port'],
      event_goals: ['honestly we run half empty back up from the midlands most nights, its killing the margins'],
      looking_for: ['shippers with regular freight going east, anythign palletised realy'],
      can_offer: ['we got yard space near the port, secure, cctv, cheeper than the port storage'],
      topics: ['driver shortage, hgv liscence costs, rail freight'],
    },
    planted: {
      headline: ['transport planner'],
      lookingFor: ['midlands', 'palletised'],
      canOffer: ['yard space'],
      topics: ['driver shortage', 'rail freight'],
    },
  },
  {
    id: 'immigration-solicitor-lists',
    style: 'bullet lists with •',
    guestName: 'Fiona Reid',
    eventName: 'Legal Aid Practitioners Conference',
    answers: {
      identity: ['Immigration solicitor.\n• Legal aid practice, Glasgow\n• Mostly asylum appeals and family reunion'],
      event_goals: ["• Recruit\n• Hear what's happening with the fee changes"],
      looking_for: ['• Trainees who speak Tigrinya, Arabic or Dari\n• Interpreters\n• Pro bono support from commercial firms'],
      can_offer: ['• Training on asylum casework\n• Shadowing for law students'],
      topics: ['• Access to justice\n• Legal aid cuts'],
    },
    planted: {
      headline: ['immigration solicitor'],
      lookingFor: ['interpreters', 'pro bono'],
      canOffer: ['asylum casework', 'shadowing'],
      topics: ['access to justice'],
    },
  },
  {
    id: 'physio-second-language',
    style: 'second-language English; role only in the goals answer, an offer given when asked whom to meet',
    guestName: 'Javier Ruiz',
    eventName: 'Sports Medicine Ireland',
    answers: {
      identity: [
        "Hola, I'm Javier, from Sevilla, living in Dublin since 2018. I work with a rugby club in the academy, the young players.",
      ],
      event_goals: [
        "I'm physiotherapist and I want to learn more about return to play after ACL, because we have three boys with this injury this season and I am not happy with the protocols we have.",
      ],
      looking_for: [
        'Other physios working with youth players, to compare protocols. And honestly if some club needs somebody for the weekends I can do matchday cover, I have the pitch-side qualification.',
      ],
      can_offer: ['Spanish classes hahaha. No, seriously, I know a lot of strength programs for adolescents, I can share.'],
      topics: ['ACL injuries, load management, youth sport.'],
    },
    planted: {
      headline: ['physiotherapist'],
      lookingFor: ['other physios'],
      canOffer: ['matchday cover', 'strength programs'],
      topics: ['load management'],
    },
  },
  {
    id: 'beekeeper-terse',
    style: 'terse, full stops after every fragment',
    guestName: 'Mary',
    eventName: 'National Honey Show',
    answers: {
      identity: ['Beekeeper. 60 hives, Devon.'],
      event_goals: ['Sell more.', 'Honey in shops, not just markets. Delis.'],
      looking_for: ['Delis. A label printer.'],
      can_offer: ['Swarm collection. Pollination for orchards.'],
      topics: ['Varroa. Asian hornet.'],
    },
    planted: {
      headline: ['beekeeper'],
      lookingFor: ['delis', 'label printer'],
      canOffer: ['swarm collection', 'pollination'],
      topics: ['asian hornet'],
    },
  },
  {
    id: 'ceramicist-long',
    style: 'long paragraphs; a topic only in the identity answer, a need phrased as a problem',
    guestName: 'Hannah Beech',
    eventName: 'Ceramic Art London',
    answers: {
      identity: [
        "I'm a ceramicist working mostly in stoneware, from a shared studio in Stoke. I care a great deal about the history of the Potteries — the fact that the city that made the world's tableware now has so few working factories is something I think about most days, and a lot of my work uses reclaimed clay and broken factory moulds as a kind of argument with that history. I sell through a couple of galleries and at fairs like this one, and I teach evening classes to pay the rent.",
      ],
      event_goals: [
        "I'd like to get my work in front of gallery buyers and, if I'm honest, find a way out of teaching so many evenings. Last year I made contact with a shop in Copenhagen and it led to my best sales ever, so I know how much one good conversation here can matter.",
      ],
      looking_for: [
        "Our kiln is twenty years old and firing it costs a fortune now with energy prices; it would be wonderful to find someone with kiln space to share, or another maker who's been through switching to a newer, efficient one.",
      ],
      can_offer: [
        "I have a lot of glaze recipes built up over years that I'm happy to share, especially for reduction effects in an electric kiln, which people always assume is impossible. And I know the old factory people in Stoke, so I can open doors if someone's researching the industry.",
      ],
      topics: ['Reclaimed materials, and energy costs for small makers.'],
    },
    planted: {
      headline: ['ceramicist'],
      lookingFor: ['gallery buyers', 'kiln space'],
      canOffer: ['glaze recipes'],
      topics: ['potteries', 'reclaimed materials'],
    },
  },
  {
    id: 'childminder-emoji',
    style: 'emoji, exclamation marks',
    guestName: 'Gemma',
    eventName: 'Early Years Show',
    answers: {
      identity: ['Registered childminder 🧸 in my home in Swindon, 6 little ones aged 1-4 👶'],
      event_goals: [
        "Ofsted inspection is due 😬 want tips from people who've had theirs recently!! Also feeling a bit isolated tbh, it's just me all day 🥲",
      ],
      looking_for: ["other childminders nearby for playdates + cover when I'm ill 🤒"],
      can_offer: ["Messy play ideas galore 🎨🫧 and I've done loads of SEN training, happy to pass it on 💛"],
      topics: ['outdoor play 🌳, funded hours mess 💷, makaton 👐'],
    },
    planted: {
      headline: ['childminder'],
      lookingFor: ['other childminders', 'cover'],
      canOffer: ['messy play', 'sen training'],
      topics: ['makaton'],
    },
  },
  {
    id: 'community-radio-chatty',
    style: 'chatty asides; a topic in the identity answer, whom to meet in the goals answer',
    guestName: 'Pete Draper',
    eventName: 'Radio Festival Salford',
    answers: {
      identity: [
        "Right, so I present the breakfast show on a community radio station in Hull — unpaid, by the way, I do it before my actual job at the library — and I've got a real bee in my bonnet about local news disappearing, because the paper is a shadow of what it was and nobody's covering the council anymore.",
      ],
      event_goals: [
        "I'm hoping to bump into somebody from the BBC local radio side who'd talk to me about how they find stories, and honestly I'd love a producer, even a student, anyone who fancies learning the desk, because doing it all on my own at six in the morning is a lot.",
      ],
      looking_for: ["Like I said — producers, students, anyone. Also local businesses who might sponsor a segment, we're skint."],
      can_offer: [
        "Airtime! If you've got something happening in Hull I'll have you on. And I can teach anyone to use a mixing desk in about twenty minutes.",
      ],
      topics: ["Community media, and — random one — the history of Hull's fishing fleet, I'm doing a series on it."],
    },
    planted: {
      headline: ['breakfast show'],
      lookingFor: ['producer', 'sponsor'],
      canOffer: ['airtime', 'mixing desk'],
      topics: ['local news'],
    },
  },
  {
    id: 'farm-vet-second-language',
    style: 'second-language English, plain',
    guestName: 'Agnieszka Nowak',
    eventName: 'London Vet Show',
    answers: {
      identity: ['I am farm vet, originally from Poland, working in Cumbria in mixed practice, mostly cattle and sheep.'],
      event_goals: [
        'I want to do the certificate in cattle medicine and need to know if the practice will pay, and which universities are good for distance.',
      ],
      looking_for: [
        'Vets who did the certificate while working full time. And farmers groups, because I want start discussion groups about lameness.',
      ],
      can_offer: [
        "I can speak Polish with clients, many farm workers here are Polish and they don't understand the vet advice. Also I do ultrasound scanning of cows.",
      ],
      topics: ['Antibiotic resistance, lameness in dairy cows, rural isolation of vets.'],
    },
    planted: {
      headline: ['farm vet'],
      lookingFor: ['certificate', 'farmers groups'],
      canOffer: ['polish', 'ultrasound scanning'],
      topics: ['antibiotic resistance'],
    },
  },
  {
    id: 'tailor-numbered-lists',
    style: 'numbered lists',
    guestName: 'Mr Patel',
    eventName: 'Midlands Makers Market',
    answers: {
      identity: ['1. Tailor\n2. Alterations shop in Leicester, 12 years\n3. Also do bridal'],
      event_goals: ['1. More bridal work\n2. Someone to take over the shop one day'],
      looking_for: ['1. Bridal boutiques\n2. A young tailor to train up'],
      can_offer: ['1. Fast alterations for shops that sell suits\n2. Pattern cutting lessons'],
      topics: ['1. Repair culture\n2. Fast fashion waste'],
    },
    planted: {
      headline: ['tailor'],
      lookingFor: ['bridal boutiques', 'young tailor'],
      canOffer: ['fast alterations', 'pattern cutting'],
      topics: ['repair culture'],
    },
  },
  {
    id: 'chapel-minister-long',
    style: 'long paragraphs; an offer given in the goals answer',
    guestName: 'Rev. Gareth Price',
    eventName: 'Churches Together Conference',
    answers: {
      identity: [
        "I'm the minister of a small Methodist congregation in Merthyr Tydfil. We're about forty on a good Sunday, mostly older, and like a lot of chapels in the valleys we've got a building far too big for us and a heating bill that keeps me awake. Before ordination I was a social worker for twelve years, so I tend to see the church as much as a community hub as a place of worship, which not everyone in the denomination loves.",
      ],
      event_goals: [
        "What I'd really like to come away with is a couple of partners who could use our building during the week. We've got a big hall, a decent kitchen and a car park that's empty six days out of seven, and it breaks my heart that the town has nowhere for the toddler groups to meet properly. If I can find people doing good work who need a room, we can work out the rest.",
      ],
      looking_for: [
        'Foodbank organisers, parent and toddler groups, maybe a credit union. Someone who knows about grants for old buildings would be a godsend too.',
      ],
      can_offer: [
        "A listening ear, for what that's worth — twelve years in social work teaches you to hear what's not being said. And I know most of the agencies in Merthyr, so I can make introductions.",
      ],
      topics: ['Poverty in the valleys, the future of chapels, and loneliness among older people.'],
    },
    planted: {
      headline: ['minister'],
      lookingFor: ['foodbank', 'credit union'],
      canOffer: ['car park', 'introductions'],
      topics: ['loneliness'],
    },
  },
  {
    id: 'dental-nurse-typos',
    style: 'typos, abbreviations, lower case',
    guestName: 'Kayleigh',
    eventName: 'Dentistry Show Birmingham',
    answers: {
      identity: ['dental nurse 9 yrs, now doing the oral health educator qualifcation so i can go in to schools'],
      event_goals: ['see the new aligner stuff and maybe find a pratice that does more prevention, mine is all drill and fill tbh'],
      looking_for: ['primary schools that would let me do a session, and practice managers hiring'],
      can_offer: ["free brushing sessions for kids groups, brownies, scouts etc, i'l bring the giant teeth lol"],
      topics: ['kids tooth decay, sugar tax, nhs dentistry crisis'],
    },
    planted: {
      headline: ['dental nurse'],
      lookingFor: ['primary schools', 'practice managers'],
      canOffer: ['brushing sessions'],
      topics: ['tooth decay', 'sugar tax'],
    },
  },
  {
    id: 'swim-coach-terse',
    style: 'terse; the need only in a follow-up',
    guestName: 'Owen',
    eventName: 'Active Communities Conference',
    answers: {
      identity: ['Swim coach.', 'Head coach at a club in Swansea. 200 kids.'],
      event_goals: ['Pool time.', 'Council keeps cutting our lane hours. Need another pool or a school with one.'],
      looking_for: ['Schools with pools.'],
      can_offer: ['Lifeguard training. Cheap.'],
      topics: ['Drowning prevention.'],
    },
    planted: {
      headline: ['swim coach'],
      about: ['pool time'],
      lookingFor: ['schools with pools'],
      canOffer: ['lifeguard training'],
      topics: ['drowning prevention'],
    },
  },
  {
    id: 'plastics-director-long',
    style: 'long, detailed paragraphs',
    guestName: 'Claire Hughes',
    eventName: 'Advanced Engineering UK',
    answers: {
      identity: [
        "I'm operations director at a family-owned plastics firm in Telford — injection moulding, about sixty staff, thirty-odd presses running two shifts. We make a lot of small parts you'd never notice: clips for car interiors, housings for garden sprinklers, the odd medical component. My dad started it in 1987 and I took over the day-to-day five years ago after working at a much bigger automotive supplier.",
      ],
      event_goals: [
        "Two things, really. The automotive work is drying up as the big manufacturers move production, so we need new sectors, and I've got my eye on medical devices and anything where bringing production back from China makes sense now shipping costs are what they are. Secondly, we've got a real problem with scrap — something like six percent of what we mould goes in the regrind bin, and I'm convinced better process monitoring would halve it, but I don't know where to start without spending a fortune.",
      ],
      looking_for: [
        "Product designers and start-ups who've got a design and don't know how to get it made in volume. Also anyone doing affordable sensors for older machines — we've got presses from the nineties that still run beautifully but tell you nothing.",
      ],
      can_offer: [
        "Honest design-for-manufacture feedback before people spend money on tooling, which is where most first-time product people lose their shirts. We also run short batches when the big moulders won't look at you, so if you need five thousand parts instead of five million, we're the right size. And I'm happy to host factory visits for students or anyone curious.",
      ],
      topics: ['Reshoring, recycled polymers, and keeping older machinery productive.'],
    },
    planted: {
      headline: ['operations director'],
      lookingFor: ['product designers', 'sensors'],
      canOffer: ['design-for-manufacture', 'short batches'],
      topics: ['reshoring'],
    },
  },
  {
    id: 'seagrass-postdoc-rambling',
    style: 'rambling, hesitant; whom to meet given in the topics answer',
    guestName: 'Ellie Crane',
    eventName: 'Ocean Decade Conference',
    answers: {
      identity: [
        "Okay so officially I'm a postdoc at the marine lab in Plymouth but what I actually do all day is count seagrass shoots in very cold water, which sounds like a joke but it's genuinely important — seagrass meadows store loads of carbon and we've lost most of ours around the UK coast, so I'm part of a project trying to replant them, and it's going... okay? Some sites great, some sites the storms just rip everything out.",
      ],
      event_goals: [
        "Um, I think mostly I want to figure out what comes after the postdoc, because the contract ends next summer and academia is, well, you know. I'm curious whether there's a real job in restoration outside universities, like with the wildlife trusts or consultancies or whatever.",
      ],
      looking_for: ["People who've left academia for conservation work and don't regret it! Seriously, I'd buy them a coffee."],
      can_offer: [
        "I've got boat time — our research boat goes out twice a week and there's almost always a spare seat, so if anyone wants to film or photograph seagrass or just see it, come along. And I'm pretty good with R, I end up fixing everyone's scripts.",
      ],
      topics: [
        "Seagrass obviously, blue carbon, and oh, I'd also really love to meet divers — volunteer divers are basically how we do the planting and we never have enough.",
      ],
    },
    planted: {
      headline: ['postdoc'],
      lookingFor: ['left academia', 'divers'],
      canOffer: ['boat time'],
      topics: ['seagrass', 'blue carbon'],
    },
  },
  {
    id: 'bus-driver-second-language',
    style: 'second-language English, plain sentences',
    guestName: 'Marius Popescu',
    eventName: 'Zero Emission Bus Conference',
    answers: {
      identity: ['I am bus driver in Bristol, route 72, twelve years. Also I am union rep at the depot.'],
      event_goals: [
        'I come because our depot will get electric buses next year and drivers are afraid, nobody explain us anything about charging, range, if the heating works in winter.',
      ],
      looking_for: [
        'Drivers from other cities where the electric buses already running, to hear the truth. And engineers from the bus makers.',
      ],
      can_offer: ['Real stories from drivers, not the management version. And tours of the depot for anybody interested.'],
      topics: ['Safety of drivers at night, electric buses, shift patterns.'],
    },
    planted: {
      headline: ['bus driver'],
      lookingFor: ['other cities', 'engineers'],
      canOffer: ['tours of the depot'],
      topics: ['electric buses', 'shift patterns'],
    },
  },
  {
    id: 'hotel-manager-lists',
    style: 'dash lists; the role only in the goals answer',
    guestName: 'Kasia',
    eventName: 'Hospitality Show Harrogate',
    answers: {
      identity: ['Kasia, Harrogate, 14 years in hotels'],
      event_goals: ['As GM of a 40-room independent hotel:\n- cut energy bills\n- fix staff turnover\n- fewer OTA bookings'],
      looking_for: ["- chefs (always)\n- local producers for breakfast\n- someone who's done solar on a listed building"],
      can_offer: ['- work placements for hospitality students\n- meeting rooms at cost for local charities'],
      topics: ['- staff wellbeing\n- sustainable tourism'],
    },
    planted: {
      headline: ['independent hotel'],
      lookingFor: ['local producers', 'listed building'],
      canOffer: ['work placements', 'meeting rooms'],
      topics: ['staff wellbeing'],
    },
  },
  {
    id: 'georgian-winemaker-second-language',
    style: 'second-language English; no role noun, only "we make natural wine"',
    guestName: 'Nino Beridze',
    eventName: 'RAW Wine London',
    answers: {
      identity: [
        'I am Nino, we make natural wine in Kakheti, Georgia, in qvevri, the clay vessels under the ground. My family has 6 hectares.',
      ],
      event_goals: ["First time we come to London. We want importer for UK, maybe also for Scandinavia, we don't have any now."],
      looking_for: ['Importers, wine bars, sommeliers which like orange wine.'],
      can_offer: [
        'We host people at the vineyard for harvest, they can stay with us and work, learn qvevri method. Also I make tasting and explain the 8000 years history.',
      ],
      topics: ['Qvevri tradition, natural wine, small family wineries.'],
    },
    planted: {
      headline: ['natural wine'],
      lookingFor: ['importer', 'sommeliers'],
      canOffer: ['harvest', 'tasting'],
      topics: ['qvevri'],
    },
  },
  {
    id: 'museum-curator-long',
    style: 'long paragraphs; a topic only in the identity answer',
    guestName: 'Dr Ruth Ainsworth',
    eventName: 'Museums Association Conference',
    answers: {
      identity: [
        "I'm the curator at a small independent museum of rural life in Suffolk — it's me, one part-time learning officer and about thirty volunteers, most of whom are older than the objects. We have a fantastic collection of agricultural tools and horse tack, and a much less fantastic roof. My real passion, and the thing I'd happily talk about until you walk away, is oral history: we've been recording farm workers who remember the horse-drawn era, and there are fewer of them every year.",
      ],
      event_goals: [
        "I want to leave with a clearer idea of how small museums are getting their collections online without a digital team. We've tried twice and both times the volunteer who knew the software moved away. I'd also like to talk to people who've successfully applied to the Heritage Fund recently, because the forms have changed and our last bid failed.",
      ],
      looking_for: [
        "Younger volunteers, frankly. And a photographer who'd help us digitise objects in exchange for access and credit — we can't pay, but we can give them the run of the stores.",
      ],
      can_offer: [
        "We have a lot of space in the barn and courtyard, and we've hosted craft fairs, weddings and a folk festival, so if someone needs a characterful venue in the countryside we're very open to it. I've also written more funding bids than I care to count and I'm happy to read anyone's draft.",
      ],
      topics: ['Rural heritage, digitisation on a shoestring, and volunteer management.'],
    },
    planted: {
      headline: ['curator'],
      lookingFor: ['younger volunteers', 'photographer'],
      canOffer: ['venue', 'funding bids'],
      topics: ['oral history'],
    },
  },
  {
    id: 'bike-coop-typos',
    style: 'typos, lower case; an offer in the identity answer',
    guestName: 'Huw',
    eventName: 'Active Travel Summit',
    answers: {
      identity: [
        'bike mechanic, we run a reapir shop in cardiff as a co-op, 5 of us. also do free fix sessions on saturdays for anyone who cant aford it',
      ],
      event_goals: [
        'get the council to put bike parking that isnt rubbish. and cargo bikes, we wanna start renting them out but insurance is a nightmair',
      ],
      looking_for: ['insurers that get cargo bikes lol. also schools, we want to do dr bike at school gates'],
      can_offer: ['repairs at cost for charitys, refurb bikes for refugees we already do this w/ a local charity'],
      topics: ['active travel, cargo bikes, right to repair'],
    },
    planted: {
      headline: ['bike mechanic'],
      lookingFor: ['insurers', 'schools'],
      canOffer: ['free fix sessions', 'refurb bikes'],
      topics: ['right to repair'],
    },
  },
  {
    id: 'cleaning-boss-typos',
    style: 'typos; needs stated as complaints in the goals answer',
    guestName: 'Donna',
    eventName: 'Small Business Saturday Expo',
    answers: {
      identity: ['i own a cleaning company, comercial mostly, offices and gyms, 22 staff all part time'],
      event_goals: [
        'grow but honestly the admin is drowning me, payroll takes me a whole sunday every month and my accounts are a disaster',
      ],
      looking_for: ['office managers, anyone who runs a building and is fed up with there cleaners not showing up'],
      can_offer: ["i do last minute deep cleans, end of tenancy too, and i've got a minibus so i can get a team anywhere in the county"],
      topics: ['living wage, eco products, women in business'],
    },
    planted: {
      headline: ['cleaning company'],
      lookingFor: ['payroll', 'office managers'],
      canOffer: ['deep cleans', 'end of tenancy'],
      topics: ['living wage'],
    },
  },
  {
    id: 'nail-tech-emoji',
    style: 'emoji, slang',
    guestName: 'Jade',
    eventName: 'Professional Beauty London',
    answers: {
      identity: ['nail tech 💅 home salon in Croydon, 5 yrs, gel + builder gel mostly ✨'],
      event_goals: ['wanna upskill in nail art 🎨 and find out about going mobile 🚗'],
      looking_for: ["a brand that'll sponsor me for comps 🏆🙏"],
      can_offer: ['i post daily on tiktok (18k 👀) so collabs for sure, product reviews etc 📱'],
      topics: ['nail health 💪 (so many people with damaged nails from cheap salons 😤), HEMA allergies ⚠️'],
    },
    planted: {
      headline: ['nail tech'],
      lookingFor: ['sponsor'],
      canOffer: ['tiktok', 'product reviews'],
      topics: ['nail health', 'hema allergies'],
    },
  },
  {
    id: 'girls-football-coach-emoji',
    style: 'emoji; the role only in the goals answer, the day job in the offer answer',
    guestName: 'Dev',
    eventName: 'Grassroots Football Summit',
    answers: {
      identity: ["Hiya! I'm Dev 😊 from Leicester"],
      event_goals: [
        'I run an under-12s girls team ⚽ as a volunteer coach and we need a proper pitch, we have been playing on a park with dog poo 💩 everywhere lol',
      ],
      looking_for: ['a sponsor for kits 👕 and more female coaches!! the girls need role models 💜'],
      can_offer: ["I'm an accountant by day 🤓 so if any club needs help with their accounts or charity registration I'm your guy"],
      topics: ['girls football 🦁, safeguarding, grassroots funding 💷'],
    },
    planted: {
      headline: ['volunteer coach'],
      lookingFor: ['pitch', 'female coaches'],
      canOffer: ['charity registration'],
      topics: ['girls football', 'safeguarding'],
    },
  },
  {
    id: 'funeral-director-chatty',
    style: 'chatty, warm, long sentences',
    guestName: 'Tony Ashworth',
    eventName: 'National Funeral Exhibition',
    answers: {
      identity: [
        "Well, I'm a funeral director — third generation, it's my grandad's name over the door in Wigan — and people always go a bit quiet when I say that at parties, but honestly it's the most human job I can imagine. We do about three hundred funerals a year, and more and more of them aren't religious at all, which has changed the work completely.",
      ],
      event_goals: [
        "I'd like to see what's out there in terms of eco options, because families are asking for woodland burials and wicker coffins and I've not got good answers yet. And I'll be honest, I'm knackered, we're on call round the clock and I need to think about how we structure the rota so my staff don't burn out like I am.",
      ],
      looking_for: [
        "There's a natural burial ground about forty minutes away I'd love to work with more, and I'd like to find a couple of independent celebrants — good ones, who actually meet the family and don't just read from a template.",
      ],
      can_offer: [
        "I do a talk on death and grief for schools and community groups, completely free, and it's always the most booked thing we do. And any other small firms struggling with the big chains buying everyone up, I'll happily share how we've stayed independent.",
      ],
      topics: ["Death positivity, green funerals, and grief support — there's not nearly enough of it after the funeral's over."],
    },
    planted: {
      headline: ['funeral director'],
      lookingFor: ['natural burial ground', 'celebrants'],
      canOffer: ['death and grief'],
      topics: ['green funerals', 'grief support'],
    },
  },
  {
    id: 'fishing-skipper-chatty',
    style: 'chatty run-on sentences; whom to meet in the identity answer',
    guestName: 'Jago Trewin',
    eventName: 'Cornwall Seafood Summit',
    answers: {
      identity: [
        "I skipper an under-ten-metre boat out of Newlyn, been fishing since I was sixteen like my dad and his dad, mostly pollack and mackerel on handlines, and what I really need, if I'm honest, is restaurants who'll buy straight off the boat, because the prices at market some mornings wouldn't cover my diesel.",
      ],
      event_goals: [
        "Ah, just to see if there's any future in it really. Quotas, Brexit, the lot — it's been a rough few years. My lad wants to come into it and I don't know whether to tell him yes or no.",
      ],
      looking_for: ['Like I said, and fishmongers. Maybe those box scheme people who do the veg boxes, do they do fish?'],
      can_offer: [
        "I'll take chefs out on the boat, show them where it comes from. Most of 'em have never seen a mackerel alive. And I can teach anyone to fillet, quicker than the YouTube lot.",
      ],
      topics: ['Sustainable fishing, small boat quotas, and young people getting into fishing.'],
    },
    planted: {
      headline: ['skipper'],
      lookingFor: ['restaurants', 'fishmongers'],
      canOffer: ['out on the boat', 'fillet'],
      topics: ['small boat quotas'],
    },
  },
  {
    id: 'blacksmith-terse',
    style: 'terse; an offer given in the topics answer',
    guestName: 'Tom Hale',
    eventName: 'Heritage Crafts Festival',
    answers: {
      identity: ['Blacksmith.', 'Forge in Shropshire. Gates, railings, tools.'],
      event_goals: ['Commissions.'],
      looking_for: ['Architects. Restoration people.'],
      can_offer: ['Courses. One-day.'],
      topics: ['Heritage crafts. Got a spare anvil if anyone wants one.'],
    },
    planted: {
      headline: ['blacksmith'],
      lookingFor: ['architects', 'restoration'],
      canOffer: ['courses', 'spare anvil'],
      topics: ['heritage crafts'],
    },
  },
  {
    id: 'pharmacist-terse',
    style: 'terse; a one-word goals answer, then a short follow-up',
    guestName: 'Anil Shah',
    eventName: 'The Pharmacy Show',
    answers: {
      identity: ['Community pharmacist, independent, rural Lincolnshire.'],
      event_goals: ['Survive.', 'Funding cuts. Need new services that actually pay.'],
      looking_for: ['GP practices nearby. Another pharmacist to share weekends.'],
      can_offer: ['Flu jabs for workplaces. Blood pressure checks.'],
      topics: ['Pharmacy closures. Rural health.'],
    },
    planted: {
      headline: ['community pharmacist'],
      lookingFor: ['gp practices', 'share weekends'],
      canOffer: ['flu jabs', 'blood pressure'],
      topics: ['pharmacy closures'],
    },
  },
  {
    id: 'food-bank-lists',
    style: 'dash lists; a need stated as a fact in the goals answer',
    guestName: 'Abena',
    eventName: 'Community Food Network Gathering',
    answers: {
      identity: ['Food bank manager\n- Hackney, open 4 days a week\n- 1 paid staff (me) + 60 volunteers'],
      event_goals: ['- fridge broke in August, still no replacement\n- Saturdays are short-staffed\n- want to move towards a pantry model'],
      looking_for: ['- supermarkets with surplus\n- someone with a van on Saturday mornings'],
      can_offer: ["- volunteer training\n- our referral system, happy to share the forms\n- a warehouse corner we don't use"],
      topics: ['- food poverty\n- dignity in food aid'],
    },
    planted: {
      headline: ['food bank manager'],
      lookingFor: ['fridge', 'surplus'],
      canOffer: ['volunteer training', 'referral system'],
      topics: ['food poverty'],
    },
  },
  {
    id: 'print-studio-second-language',
    style: 'second-language English; whom to meet and an offer both in the goals answer',
    guestName: 'Ji-woo Park',
    eventName: 'Glasgow Zine Fest',
    answers: {
      identity: [
        'My name is Ji-woo. I have a small print studio in Glasgow, risograph and letterpress. Before I was graphic designer in Seoul.',
      ],
      event_goals: [
        'I want to meet zine makers and small publisher, because we print for them cheaper than big printer, short runs from 50 copies.',
      ],
      looking_for: ['Illustrators also. And maybe someone who can repair the old Heidelberg press, it is very difficult to find.'],
      can_offer: ['Workshops in the studio, Saturdays. People can learn to print themselves.'],
      topics: ['Independent publishing, Korean zine culture, slow design.'],
    },
    planted: {
      headline: ['print studio'],
      lookingFor: ['zine makers', 'heidelberg'],
      canOffer: ['short runs', 'workshops'],
      topics: ['independent publishing'],
    },
  },
];
