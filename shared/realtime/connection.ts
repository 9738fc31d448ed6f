/** Where the WebSocket of `protocol.ts` connects, and the close codes both ends act on: apart from the protocol's zod schemas, which the web app's first load does without. */

export const realtimePath = '/api/realtime';

/** Close codes the client acts on; 1000-1015 keep their WebSocket meaning. */
export const realtimeCloseCodes = {
  /** Refresh the session, then reconnect. */
  sessionExpired: 4401,
  /** Signed out, blocked or refused: do not reconnect. The reason (`realtimeCloseReasons`) says which. */
  forbidden: 4403,
  /** The server is shutting down: reconnect (to another instance) after a short pause. */
  goingAway: 1001,
} as const;

/** Why a socket was closed with `forbidden` after it was open, so the page can say so. */
export const realtimeCloseReasons = {
  /** This session was signed out: here, by "sign out everywhere", or by an admin. */
  signedOut: 'Signed out',
  /** An admin blocked the account. */
  accountBlocked: 'Account blocked',
} as const;
