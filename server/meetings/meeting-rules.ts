import type { MeetingStatus } from '../../shared/api/meetings.ts';

/** An event at which the two are matched: a meeting's time must fall inside it. */
export interface EventWindow {
  id: string;
  startsAt: number;
  endsAt: number;
}

export type TimeProblem = 'past' | 'outside_event';

/**
 * The event a proposed time belongs to, or why it cannot be: a meeting is during an event the
 * two are matched at (ending by its end), and not in the past.
 */
export function eventForTime(windows: readonly EventWindow[], startsAt: number, endsAt: number, now: number): EventWindow | TimeProblem {
  if (startsAt < now) return 'past';
  return windows.find((window) => startsAt >= window.startsAt && endsAt <= window.endsAt) ?? 'outside_event';
}

export type MeetingAction = 'accept' | 'decline' | 'reschedule' | 'cancel';

/**
 * Whether `actor` may do `action` to a meeting in `status` proposed by `proposedBy`: the other
 * person answers a proposal; either may move or cancel a meeting still on.
 */
export function mayAct(
  action: MeetingAction,
  { status, proposedBy }: { status: MeetingStatus; proposedBy: string },
  actor: string,
): boolean {
  const open = status === 'proposed' || status === 'accepted';
  switch (action) {
    case 'accept':
    case 'decline':
      return status === 'proposed' && proposedBy !== actor;
    case 'reschedule':
    case 'cancel':
      return open;
  }
}
