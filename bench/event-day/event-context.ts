import { JourneyStopped, type Wire } from './guest-client.ts';

/** What every simulated person of one run shares: the event, the wire, the pace, and what they made together. */
export interface EventContext {
  eventId: string;
  /** One per server instance; guest i goes to instance i mod their number, the host to the first. */
  wires: Wire[];
  /** Set when the run is given up (its result already known): every journey stops at its next pause. */
  aborted: boolean;
  /** Mean pause, in ms, between a person's actions (each pause is 0.5 to 1.5 times it). */
  thinkMs: number;
  /** How long a guest stays on the prospects page after the interview, re-reading it when told it changed. */
  prospectsVisitMs: number;
  /** When each chat message was sent, by client id: its delivery is timed at the other member's socket. */
  chatSentAt: Map<string, number>;
  /** Chats of matched pairs still going on; the run waits for them. */
  chats: Set<Promise<void>>;
  counts: EventCounts;
}

export interface EventCounts {
  arrived: number;
  /** Guests whose journey went to its end (the prospects page left, their chats aside). */
  finished: number;
  /** Guests whose journey stopped at an error or a wait that ran out. */
  stopped: number;
  dossiersSaved: number;
  /** Guests who left the prospects page while it still said the list was being computed. */
  leftWhileComputing: number;
  interested: number;
  notInterested: number;
  /** Answers to a prospect a recompute had just taken off the list (404 prospect_not_found, which the web app expects). */
  answeredGone: number;
  matches: number;
  chatMessages: number;
  meetingsAccepted: number;
  hostPageLoads: number;
}

export const emptyCounts = (): EventCounts => ({
  arrived: 0,
  finished: 0,
  stopped: 0,
  dossiersSaved: 0,
  leftWhileComputing: 0,
  interested: 0,
  notInterested: 0,
  answeredGone: 0,
  matches: 0,
  chatMessages: 0,
  meetingsAccepted: 0,
  hostPageLoads: 0,
});

export const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** A person's pause before their next action: 0.5 to 1.5 times the mean; where a given-up run's journeys stop. */
export async function think(context: EventContext): Promise<void> {
  await sleep(context.thinkMs * (0.5 + Math.random()));
  if (context.aborted) throw new JourneyStopped('the run was given up');
}
