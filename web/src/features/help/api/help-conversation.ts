import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../../shared/api/conversations.ts';
import { helpLimits, type HelpMessage } from '../../../../../shared/api/help.ts';
import { api } from '../../../lib/api-client.ts';
import { helpDeviceId } from './device-id.ts';
import { helpKeys } from './help-keys.ts';

/** The signed-in person's help conversation; asking for it merges what they wrote signed out on this device. */
export function helpConversationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: helpKeys.conversation(userId),
    queryFn: () => api.post<{ conversationId: string }>('/api/help/conversation', { deviceId: helpDeviceId() }),
  });
}

/**
 * Its messages as the help chat shows them. Live on signed-in pages (the tab's socket brings the
 * team's replies, see `useLiveHelp`); polled like a visitor's thread on public pages, where no socket is open.
 */
export function helpMessagesQueryOptions(conversationId: string, viewerId: string, poll: boolean) {
  return queryOptions({
    queryKey: helpKeys.messages(conversationId),
    queryFn: async (): Promise<HelpMessage[]> => {
      const page = await api.get<HistoryPage>(`/api/conversations/${conversationId}/messages?after=0&limit=200`);
      return page.messages.map((message) => ({
        id: message.id,
        sequence: message.sequence,
        from: message.senderId === viewerId ? 'person' : 'team',
        text: message.text ?? '',
        createdAt: message.createdAt,
      }));
    },
    refetchInterval: poll ? helpLimits.visitorPollMs : false,
    // The chat hears replies only while open: opening it again asks for what came meanwhile.
    refetchOnMount: 'always',
  });
}

export function useHelpConversation(userId: string, poll: boolean) {
  const conversation = useQuery(helpConversationQueryOptions(userId));
  const conversationId = conversation.data?.conversationId;
  const messages = useQuery({
    ...helpMessagesQueryOptions(conversationId ?? '', userId, poll),
    enabled: conversationId !== undefined,
  });
  return { conversationId, messages };
}

export function useSendHelpMessage(conversationId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { clientId: string; text: string; path: string }) => api.post('/api/help/messages', message),
    onSuccess: () => conversationId && queryClient.invalidateQueries({ queryKey: helpKeys.messages(conversationId) }),
  });
}
