/** ARPA text read back for tests: each order as a map of n-gram → [log10 probability, log10 back-off weight?]. */
export function parseArpa(arpa: string): Map<string, number[]>[] {
  const sections: Map<string, number[]>[] = [];
  for (const line of arpa.split('\n')) {
    if (/^\\\d-grams:$/.test(line)) sections.push(new Map());
    else if (sections.length > 0 && line && !line.startsWith('\\')) {
      const fields = line.split(/\s+/);
      const order = sections.length;
      sections.at(-1)!.set(fields.slice(1, 1 + order).join(' '), [Number(fields[0]), ...fields.slice(1 + order).map(Number)]);
    }
  }
  return sections;
}

/** P(word | history) in a parsed model, backing off as ARPA says: the listed n-gram, else the history's weight times the shorter history's. */
export function arpaProbability(sections: Map<string, number[]>[], history: readonly string[], word: string): number {
  const used = history.slice(Math.max(0, history.length - (sections.length - 1)));
  const listed = sections[used.length]!.get([...used, word].join(' '));
  if (listed) return 10 ** listed[0]!;
  if (used.length === 0) return 0;
  const weight = sections[used.length - 1]!.get(used.join(' '))?.[1] ?? 0;
  return 10 ** weight * arpaProbability(sections, used.slice(1), word);
}

/** Σ P(word | history) over the model's words (all but `<s>`): 1 for a whole distribution. */
export function distributionMass(sections: Map<string, number[]>[], history: readonly string[]): number {
  let mass = 0;
  for (const word of sections[0]!.keys()) if (word !== '<s>') mass += arpaProbability(sections, history, word);
  return mass;
}
