import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Prospect, ProspectsResponse } from '../../../../../shared/api/matching.ts';
import { matchingKeys } from './matching-keys.ts';
import { showAnswer } from './prospects.ts';

const unanswered: Prospect = {
  id: 'p1',
  user: { id: 'u2', name: 'Ben Okafor', pictureId: null, headline: '' },
  reason: 'You both care about climate tech.',
  interest: null,
  introducedBy: null,
  matched: false,
  fit: 'strong',
};
const answered: Prospect = { ...unanswered, interest: 'INTERESTED' };
const listOf = (prospect: Prospect): ProspectsResponse => ({ status: 'ready', prospects: [prospect] });

/** A page showing the event's prospects, whose server answers each load with the next of `answers`. */
function shownList(answers: (() => Promise<ProspectsResponse>)[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const queryKey = matchingKeys.prospects('e1');
  queryClient.setQueryData(queryKey, listOf(unanswered));
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: () => answers.shift()!() });
  const unsubscribe = observer.subscribe(() => undefined);
  const shown = () => queryClient.getQueryData<ProspectsResponse>(queryKey)?.prospects[0]?.interest;
  return { queryClient, queryKey, shown, unsubscribe };
}

describe('showAnswer', () => {
  it('puts the saved answer on the card at once', () => {
    const { queryClient, shown, unsubscribe } = shownList([]);
    showAnswer(queryClient, 'e1', answered);
    expect(shown()).toBe('INTERESTED');
    unsubscribe();
  });

  it('loads the list again when a load read before the answer is on its way', async () => {
    let answerOldList: (list: ProspectsResponse) => void = () => undefined;
    const { queryClient, queryKey, shown, unsubscribe } = shownList([
      () => new Promise((resolve) => (answerOldList = resolve)),
      () => Promise.resolve(listOf(answered)),
    ]);
    void queryClient.invalidateQueries({ queryKey });
    showAnswer(queryClient, 'e1', answered);
    answerOldList(listOf(unanswered));
    await expect.poll(() => queryClient.isFetching({ queryKey })).toBe(0);
    expect(shown()).toBe('INTERESTED');
    unsubscribe();
  });
});
