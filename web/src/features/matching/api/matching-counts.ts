import type { Prospect } from '../../../../../shared/api/matching.ts';

/**
 * The prospects still to meet: not matched (those count as matches) and not passed on. What every
 * "N people to meet" counts.
 */
export function peopleToMeet<T extends Pick<Prospect, 'interest' | 'matched'>>(prospects: readonly T[]): T[] {
  return prospects.filter((prospect) => !prospect.matched && prospect.interest !== 'NOT_INTERESTED');
}

/** "1 new match", "3 new matches". */
export function newMatchesText(count: number): string {
  return count === 1 ? '1 new match' : `${count} new matches`;
}
