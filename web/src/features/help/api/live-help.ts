import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { helpKeys } from './help-keys.ts';

/** On signed-in pages: a message in the help conversation (the team's reply) arrives over the tab's socket and refreshes the chat. */
export function useLiveHelp(conversationId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtimeEvent('message', (event) => {
    if (conversationId && event.message.conversationId === conversationId) {
      void queryClient.invalidateQueries({ queryKey: helpKeys.messages(conversationId) });
    }
  });
}
