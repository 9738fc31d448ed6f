import type { ProspectsAcrossEvents } from '../../../../shared/api/matching.ts';
import { peopleToMeet } from '../matching/api/matching-counts.ts';

/** The headline of home's "People to meet": how many people and matches, across how many events. */
export function peopleToMeetText(events: ProspectsAcrossEvents['events']): string {
  const people = events.reduce((sum, group) => sum + peopleToMeet(group.prospects).length, 0);
  const matches = events.reduce((sum, group) => sum + group.matchCount, 0);
  const where = events.length === 1 ? 'at your event' : `across ${events.length} events`;
  if (people === 0 && matches === 0) {
    if (events.some((group) => group.status === 'no_dossier')) return 'Finish your dossier to see whom to meet';
    return events.some((group) => group.prospects.length > 0) ? `Nobody left to meet ${where}` : `Nobody to suggest yet ${where}`;
  }
  const parts: string[] = [];
  if (people > 0) parts.push(people === 1 ? '1 person to meet' : `${people} people to meet`);
  if (matches > 0) parts.push(matches === 1 ? '1 match' : `${matches} matches`);
  return `${parts.join(' and ')} ${where}`;
}
