import { describe, expect, it } from 'vitest';
import type { ProspectsAcrossEvents } from '../../../../shared/api/matching.ts';
import { peopleToMeetText } from './home-people.ts';

type Group = ProspectsAcrossEvents['events'][number];
const prospect = {
  id: 'p',
  user: { id: 'u', name: 'Dana', pictureId: null, headline: '' },
  reason: '',
  interest: null,
  introducedBy: null,
  matched: false,
  fit: 'strong' as const,
};

function group(prospects: number, matchCount: number, status: Group['status'] = 'ready'): Group {
  return {
    event: { id: `e${prospects}${matchCount}`, name: 'Breakfast', startsAt: 0, timeZone: 'UTC' },
    status,
    prospects: Array.from({ length: prospects }, (_, index) => ({ ...prospect, id: `p${index}` })),
    matchCount,
  };
}

describe('peopleToMeetText', () => {
  it('counts people and matches at one event or across several', () => {
    expect(peopleToMeetText([group(3, 0)])).toBe('3 people to meet at your event');
    expect(peopleToMeetText([group(1, 1), group(2, 1)])).toBe('3 people to meet and 2 matches across 2 events');
    expect(peopleToMeetText([group(0, 1)])).toBe('1 match at your event');
  });

  it('counts neither matched people (they are matches) nor the ones passed on', () => {
    const answered = group(3, 1);
    answered.prospects[0] = { ...answered.prospects[0]!, interest: 'INTERESTED', matched: true };
    answered.prospects[1] = { ...answered.prospects[1]!, interest: 'NOT_INTERESTED' };
    expect(peopleToMeetText([answered])).toBe('1 person to meet and 1 match at your event');
    const allPassed = group(1, 0);
    allPassed.prospects[0] = { ...allPassed.prospects[0]!, interest: 'NOT_INTERESTED' };
    expect(peopleToMeetText([allPassed])).toBe('Nobody left to meet at your event');
  });

  it('says what is missing when there is nobody yet', () => {
    expect(peopleToMeetText([group(0, 0, 'no_dossier')])).toBe('Finish your dossier to see whom to meet');
    expect(peopleToMeetText([group(0, 0, 'computing'), group(0, 0)])).toBe('Nobody to suggest yet across 2 events');
  });
});
