/**
 * The sectors synthetic guests work in: how each names its field, what its companies make, who
 * they hire and who buys from them, and the applications a guest narrows it to. A planted pair
 * shares a sector and an application; so do many other guests, who compete with the partner.
 */
export interface Domain {
  field: readonly string[];
  applications: readonly string[];
  specialists: readonly string[];
  products: readonly string[];
  buyers: readonly string[];
}

export const domains: readonly Domain[] = [
  {
    field: ['battery storage', 'energy storage', 'grid-scale batteries', 'home batteries'],
    applications: ['electric boats', 'solar farms', 'e-bikes', 'data centres', 'off-grid cabins', 'delivery vans'],
    specialists: ['battery chemist', 'power electronics engineer', 'firmware engineer'],
    products: ['battery management software', 'a storage controller', 'second-life battery packs'],
    buyers: ['utilities', 'solar installers', 'fleet operators'],
  },
  {
    field: ['payments', 'fintech', 'B2B payments', 'cross-border payments'],
    applications: ['freelancers', 'marketplaces', 'small shops', 'remittances', 'invoicing', 'payroll'],
    specialists: ['backend engineer', 'compliance officer', 'risk analyst'],
    products: ['a payments API', 'an invoicing tool', 'fraud scoring'],
    buyers: ['online retailers', 'marketplaces', 'accounting firms'],
  },
  {
    field: ['digital health', 'health AI', 'medical imaging', 'clinical software'],
    applications: ['triage', 'radiology', 'elderly care', 'mental health', 'diabetes', 'dermatology'],
    specialists: ['machine learning engineer', 'clinical data scientist', 'regulatory specialist'],
    products: ['a triage model', 'remote monitoring software', 'an imaging assistant'],
    buyers: ['hospitals', 'clinics', 'care homes'],
  },
  {
    field: ['logistics', 'last-mile delivery', 'freight', 'supply chains'],
    applications: ['cargo bikes', 'cold chain', 'warehouses', 'parcel lockers', 'returns', 'ports'],
    specialists: ['operations manager', 'route planner', 'data analyst'],
    products: ['route planning software', 'a warehouse robot', 'a fleet dashboard'],
    buyers: ['retailers', 'grocery chains', 'courier companies'],
  },
  {
    field: ['education', 'edtech', 'online learning', 'schools'],
    applications: ['language learning', 'coding bootcamps', 'maths tutoring', 'teacher training', 'exam prep', 'early years'],
    specialists: ['learning designer', 'teacher', 'product manager'],
    products: ['a tutoring app', 'a classroom platform', 'an adaptive quiz engine'],
    buyers: ['schools', 'universities', 'training departments'],
  },
  {
    field: ['food', 'alternative protein', 'restaurants', 'food tech'],
    applications: ['plant-based cheese', 'fermentation', 'vertical farms', 'school meals', 'food waste', 'coffee'],
    specialists: ['food scientist', 'chef', 'supply chain manager'],
    products: ['a fermentation kit', 'a food waste tracker', 'oat milk'],
    buyers: ['supermarkets', 'restaurant groups', 'caterers'],
  },
  {
    field: ['developer tools', 'devtools', 'cloud infrastructure', 'open source'],
    applications: ['CI pipelines', 'observability', 'databases', 'code review', 'testing', 'security scanning'],
    specialists: ['backend engineer', 'site reliability engineer', 'developer advocate'],
    products: ['a CLI for deployments', 'a tracing library', 'a managed database'],
    buyers: ['engineering teams', 'platform teams', 'CTOs'],
  },
  {
    field: ['robotics', 'automation', 'industrial robots', 'drones'],
    applications: ['agriculture', 'warehouses', 'inspection', 'surgery', 'construction sites', 'welding'],
    specialists: ['robotics engineer', 'controls engineer', 'computer vision engineer'],
    products: ['a picking robot', 'an inspection drone', 'a robot arm'],
    buyers: ['factories', 'farms', 'construction firms'],
  },
  {
    field: ['fashion', 'textiles', 'circular fashion', 'apparel'],
    applications: ['resale', 'recycled fibres', 'tailoring', 'knitwear', 'sneakers', 'rental'],
    specialists: ['pattern cutter', 'designer', 'sourcing manager'],
    products: ['a resale platform', 'recycled yarn', 'a sizing app'],
    buyers: ['fashion brands', 'boutiques', 'department stores'],
  },
  {
    field: ['property', 'proptech', 'construction', 'housing'],
    applications: ['retrofits', 'heat pumps', 'co-living', 'timber buildings', 'rentals', 'facility management'],
    specialists: ['architect', 'surveyor', 'project manager'],
    products: ['a retrofit planner', 'smart thermostats', 'a tenant app'],
    buyers: ['landlords', 'housing associations', 'developers'],
  },
  {
    field: ['media', 'podcasts', 'journalism', 'publishing'],
    applications: ['newsletters', 'audio', 'local news', 'video', 'comics', 'translation'],
    specialists: ['editor', 'producer', 'audio engineer'],
    products: ['a podcast studio', 'a newsletter platform', 'a fact-checking tool'],
    buyers: ['publishers', 'broadcasters', 'brands'],
  },
  {
    field: ['games', 'gaming', 'game development', 'esports'],
    applications: ['mobile games', 'VR', 'multiplayer', 'game art', 'level design', 'streaming'],
    specialists: ['game designer', 'Unity developer', '3D artist'],
    products: ['a multiplayer engine', 'a game analytics tool', 'an indie game'],
    buyers: ['studios', 'game publishers', 'streamers'],
  },
  {
    field: ['cybersecurity', 'security', 'privacy', 'identity'],
    applications: ['phishing', 'passwords', 'cloud security', 'incident response', 'compliance', 'encryption'],
    specialists: ['security engineer', 'penetration tester', 'privacy lawyer'],
    products: ['a phishing simulator', 'a password manager', 'an audit tool'],
    buyers: ['banks', 'SaaS companies', 'insurers'],
  },
  {
    field: ['agriculture', 'agritech', 'farming', 'soil health'],
    applications: ['regenerative farming', 'irrigation', 'greenhouses', 'livestock', 'seeds', 'orchards'],
    specialists: ['agronomist', 'soil scientist', 'data scientist'],
    products: ['soil sensors', 'an irrigation controller', 'a crop model'],
    buyers: ['farmers', 'cooperatives', 'food brands'],
  },
];

export const firstNames = [
  'Dana',
  'Sam',
  'Ana',
  'Tom',
  'Priya',
  'Marcus',
  'Lena',
  'Kofi',
  'Mei',
  'Jonas',
  'Aisha',
  'Diego',
  'Noor',
  'Eli',
  'Sofia',
  'Ravi',
  'Ines',
  'Oskar',
  'Yuki',
  'Fatima',
  'Luca',
  'Hana',
  'Omar',
  'Clara',
  'Tariq',
  'Zoe',
  'Mateo',
  'Leila',
  'Finn',
  'Amara',
];
export const lastNames = ['Kowalski', 'Okafor', 'Lee', 'Raman', 'Silva', 'Novak', 'Haddad', 'Berg', 'Tanaka', 'Moreau', 'Mensah', 'Costa'];
export const companySyllables = [
  'volt',
  'grid',
  'leaf',
  'nova',
  'kite',
  'mint',
  'pulse',
  'orbit',
  'fern',
  'quill',
  'tide',
  'lumen',
  'brick',
  'spark',
];
export const cities = ['Berlin', 'Lisbon', 'Rotterdam', 'Leeds', 'Nairobi', 'Austin', 'Warsaw', 'Lyon', 'Accra', 'Porto', 'Oslo', 'Madrid'];
/** Skills anyone may offer besides their trade. */
export const sideSkills = [
  'social media',
  'user interviews',
  'pitch decks',
  'spreadsheets',
  'public speaking',
  'grant writing',
  'hiring',
  'branding',
];
/** Topics anyone may list besides their field. */
export const hobbies = ['cycling', 'climbing', 'jazz', 'chess', 'running', 'photography', 'sailing', 'cooking', 'poetry', 'board games'];
