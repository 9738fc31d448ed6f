import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { generalDossierQueryKey, loadGeneralDossier } from '../../../platform/session/general-dossier.ts';
import { conciergeChoice, type ConciergeChoice } from './concierge-choices.ts';
import { isConciergeWriting, isSavedReplyTo, writingSignal, type WritingSignal } from './concierge-writing.ts';

export interface ConciergeChat {
  /** The concierge is writing its reply. */
  writing: boolean;
  /** What the guest can answer with one tap, when anything. */
  choice: ConciergeChoice | null;
}

/**
 * The concierge's side of its chat: "writing…" from its `concierge.writing` event, the quick
 * answers of its newest message, and the dossier update a confirmation in this tab caused
 * (tracked once the concierge says it saved, with the type of revision it wrote).
 */
export function useConciergeChat({
  enabled,
  conversationId,
  userId,
  messages,
  pendingCount,
}: {
  enabled: boolean;
  conversationId: string;
  userId: string;
  messages: readonly Message[];
  pendingCount: number;
}): ConciergeChat {
  const queryClient = useQueryClient();
  const [signal, setSignal] = useState<WritingSignal | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useRealtimeEvent('concierge.writing', (event) => {
    if (!enabled || event.conversationId !== conversationId) return;
    const at = Date.now();
    setNow(at);
    setSignal(writingSignal(messages, at));
  });
  const writing = isConciergeWriting(signal, messages, now);
  const until = writing ? signal?.until : undefined;
  useEffect(() => {
    if (until === undefined) return;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), until)), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  // The ids of the messages this tab sent here: a "saved" reply to one of them is this tab's doing.
  const sentIds = useRef(new Set<string>());
  const tracked = useRef(new Set<string>());
  useRealtimeEvent('ack', ({ message }) => {
    if (enabled && message.conversationId === conversationId) sentIds.current.add(message.id);
  });
  useEffect(() => {
    if (!enabled) return;
    for (const message of messages) {
      if (!isSavedReplyTo(message, sentIds.current) || tracked.current.has(message.id)) continue;
      tracked.current.add(message.id);
      void trackSavedRevision();
    }
    async function trackSavedRevision() {
      try {
        const dossier = await loadGeneralDossier(api, userId);
        queryClient.setQueryData(generalDossierQueryKey(userId), dossier);
        const revision = dossier.revisions[0];
        if (revision) track.dossierUpdated({ update_source: 'chat', update_type: revision.updateType });
      } catch (error) {
        console.warn('Could not read the dossier the concierge saved.', error);
      }
    }
  }, [enabled, messages, userId, queryClient]);

  return { writing: enabled && writing, choice: enabled ? conciergeChoice(messages, pendingCount) : null };
}
