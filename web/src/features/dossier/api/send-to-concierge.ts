import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SendMessageResponse } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';
import { track } from '../../../platform/analytics/track.ts';

type ConciergeMessageRequest = { conversationId: string; clientId: string; text: string };

/** An ordinary guest message in the concierge conversation; the concierge answers it in the chat. */
function sendToConcierge({ conversationId, clientId, text }: ConciergeMessageRequest): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, { clientId, text });
}

type Attempt = { conversationId: string; text: string; clientId: string };

/**
 * The client id for sending `text`: a retry of the same words reuses the last one, so a send that
 * reached the server before its answer was lost is not posted twice; other words get a new one.
 */
export function clientIdFor(last: Attempt | null, conversationId: string, text: string, newId: () => string): string {
  return last && last.conversationId === conversationId && last.text === text ? last.clientId : newId();
}

/** Sends a message to the concierge from outside the chat (the dossier page's requests). */
export function useSendToConcierge() {
  const lastAttempt = useRef<Attempt | null>(null);
  const mutation = useMutation({
    mutationFn: sendToConcierge,
    onSuccess: (answer, { conversationId }) => {
      lastAttempt.current = null;
      if (!answer.duplicate) track.conciergeMessageSent({ conversation_id: conversationId });
    },
  });
  return {
    ...mutation,
    /** Resolves when the server holds the message; rejects with an `ApiError`. */
    send(conversationId: string, text: string): Promise<SendMessageResponse> {
      const clientId = clientIdFor(lastAttempt.current, conversationId, text, () => crypto.randomUUID());
      lastAttempt.current = { conversationId, text, clientId };
      return mutation.mutateAsync({ conversationId, clientId, text });
    },
  };
}
