import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { generalDossierQueryKey, loadGeneralDossier } from '../../../platform/session/general-dossier.ts';
import { continueConciergeInText } from '../api/concierge-text.ts';
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
 * (tracked once the concierge says it saved, with the type of revision it wrote). In the guest's
 * own text chat (`voiceConversationId` given), the interview continues where a call left it: the
 * server is asked on opening, and again whenever the concierge speaks on the call, to continue it
 * here (it posts a line only when the call went further than this chat, or when the call's newest
 * answers could not be made out: the line then says so, rather than leave this chat at a question
 * the guest already tried to answer).
 */
export function useConciergeChat({
  enabled,
  conversationId,
  voiceConversationId,
  userId,
  messages,
  pendingCount,
}: {
  enabled: boolean;
  conversationId: string;
  /** The voice conversation of the same interview, when this is the guest's own text chat. */
  voiceConversationId: string | null;
  userId: string;
  messages: readonly Message[];
  pendingCount: number;
}): ConciergeChat {
  const queryClient = useQueryClient();
  const [signal, setSignal] = useState<WritingSignal | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const continuesCall = enabled && voiceConversationId !== null;
  const continueHere = useCallback(() => {
    continueConciergeInText(conversationId).catch((error: unknown) =>
      console.warn('Could not ask the concierge to continue the interview here.', error),
    );
  }, [conversationId]);
  useEffect(() => {
    if (continuesCall) continueHere();
  }, [continuesCall, continueHere]);
  useRealtimeEvent('message', ({ message }) => {
    if (continuesCall && message.conversationId === voiceConversationId && message.senderKind === 'concierge') continueHere();
  });
  useRealtimeEvent('concierge.writing', (event) => {
    // A reply on the call is written for this chat too: it continues here once it is in.
    const here = event.conversationId === conversationId || (continuesCall && event.conversationId === voiceConversationId);
    if (!enabled || !here) return;
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
