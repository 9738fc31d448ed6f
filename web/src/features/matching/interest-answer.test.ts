import { describe, expect, it } from 'vitest';
import { interestRequest, interestTrackingProperties } from './interest-answer.ts';

describe('interestRequest', () => {
  it('sends yes and no from the page they were given on, and a reason only with a no', () => {
    expect(interestRequest({ interest: 'INTERESTED' }, 'connection_intelligence')).toEqual({
      interest: 'INTERESTED',
      actionSource: 'connection_intelligence',
    });
    expect(interestRequest({ interest: 'NOT_INTERESTED', reason: 'already_know' }, 'prospects')).toEqual({
      interest: 'NOT_INTERESTED',
      actionSource: 'prospects',
      reason: 'already_know',
    });
    expect(interestRequest({ interest: 'INTERESTED', reason: 'not_now' }, 'prospects')).toEqual({
      interest: 'INTERESTED',
      actionSource: 'prospects',
    });
  });

  it('sends an undo as such', () => {
    expect(interestRequest({ interest: null }, 'connection_intelligence')).toEqual({ interest: null, actionSource: 'undo' });
  });
});

describe('interestTrackingProperties', () => {
  const prospect = { id: 'p1', reason: 'Dana invests in early climate hardware.' };

  it('carries the prospect, its reason, the source and the interest, with the event', () => {
    expect(interestTrackingProperties(prospect, { interest: 'INTERESTED' }, 'connection_intelligence', { event_id: 'e1' })).toEqual({
      event_id: 'e1',
      prospect_id: 'p1',
      reason: 'Dana invests in early climate hardware.',
      action_source: 'connection_intelligence',
      interest: 'INTERESTED',
    });
  });

  it('reports an undo as unknown interest from "undo"', () => {
    expect(interestTrackingProperties(prospect, { interest: null }, 'connection_intelligence')).toMatchObject({
      action_source: 'undo',
      interest: 'UNKNOWN',
    });
  });
});
