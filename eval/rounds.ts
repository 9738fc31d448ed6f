import { readdirSync } from 'node:fs';

/** The ratio as the evals print it: three decimals, then the counts. */
export const ratio = (found: number, total: number) => (total === 0 ? 'n/a' : `${(found / total).toFixed(3)} (${found}/${total})`);

/** The round named on the command line (`round-N`), else the newest `round-N` folder under `folder`. */
export function chosenRound(folder: string): string {
  const named = process.argv.slice(2).find((argument) => /^round-\d+$/.test(argument));
  if (named) return named;
  const rounds = readdirSync(folder)
    .filter((name) => /^round-\d+$/.test(name))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
  const last = rounds.at(-1);
  if (!last) throw new Error(`No round-N folder under ${folder}.`);
  return last;
}
