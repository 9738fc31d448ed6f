import { api } from '../../../lib/api-client.ts';
import { conversationPath } from './conversation-keys.ts';

/** The HTTP way to move the read mark, for when the real-time connection is down. */
export function markReadOverHttp(conversationId: string, sequence: number): Promise<{ lastReadSequence: number }> {
  return api.post(`${conversationPath(conversationId)}/read`, { sequence });
}
