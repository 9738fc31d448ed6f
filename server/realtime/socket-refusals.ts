import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { realtimeCloseCodes } from '../../shared/realtime/connection.ts';
import type { ServerEvent } from '../../shared/realtime/protocol.ts';
import { ApiError } from '../http/api-error.ts';

/** Browsers cannot read the status of a refused upgrade, so auth failures are close codes. */
export function refuseAfterUpgrade(socket: WebSocket, error: unknown) {
  const expired = error instanceof ApiError && error.status === 401;
  if (expired) socket.send(JSON.stringify({ type: 'session.expired' } satisfies ServerEvent));
  socket.close(expired ? realtimeCloseCodes.sessionExpired : realtimeCloseCodes.forbidden, expired ? 'Sign in again' : 'Refused');
}

/** Before the upgrade (wrong path, another site's page) a plain HTTP status is enough. */
export function rejectUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
