import type { Interest, NotInterestedReason, Prospect, ProspectActionSource, SetInterest } from '../../../../shared/api/matching.ts';
import type { ProspectInterestProperties } from '../../platform/analytics/track.ts';

/** What the guest said of a prospect: yes, no (maybe with why), or `interest: null` to take it back. */
export type InterestAnswer = { interest: Interest | null; reason?: NotInterestedReason };

/** The request body; taking an answer back is recorded as coming from "undo", wherever the button was. */
export function interestRequest(answer: InterestAnswer, actionSource: ProspectActionSource): SetInterest {
  if (answer.interest === null) return { interest: null, actionSource: 'undo' };
  if (answer.interest === 'NOT_INTERESTED' && answer.reason) return { interest: answer.interest, actionSource, reason: answer.reason };
  return { interest: answer.interest, actionSource };
}

/**
 * `Prospect Interest Marked` as SPEC 3 describes a prospect: its id, its reason (the sentence that
 * suggested them), where the guest acted, and the interest ("UNKNOWN" once taken back).
 */
export function interestTrackingProperties(
  prospect: Pick<Prospect, 'id' | 'reason'>,
  answer: InterestAnswer,
  actionSource: ProspectActionSource,
  eventContext: Partial<Pick<ProspectInterestProperties, 'event_id' | 'event_name'>> = {},
): ProspectInterestProperties {
  const request = interestRequest(answer, actionSource);
  return {
    ...eventContext,
    prospect_id: prospect.id,
    reason: prospect.reason,
    action_source: request.actionSource,
    interest: answer.interest ?? 'UNKNOWN',
  };
}
