/**
 * Countries whose English name takes "the" in a sentence ("from the United States", "from the
 * Netherlands"); names ending in "Islands" take it too. Keyed by ISO 3166 region code.
 */
const takesThe = new Set(['US', 'GB', 'AE', 'NL', 'PH', 'BS', 'GM', 'DO', 'CF', 'MV', 'SC', 'KM', 'VA', 'PS', 'CD', 'CG']);

/** The region's English name as it reads inside a sentence: "the United States", "France". */
export function countryInSentence(region: string): string {
  let name: string;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
  return takesThe.has(region) || /\bIslands$/.test(name) ? `the ${name}` : name;
}
