import type { IceServersResponse } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';

/** STUN, and TURN with short-lived credentials when the server has one: asked for at each call. */
export async function fetchIceServers(): Promise<RTCIceServer[]> {
  const { iceServers } = await api.get<IceServersResponse>('/api/calls/ice-servers');
  return iceServers;
}
