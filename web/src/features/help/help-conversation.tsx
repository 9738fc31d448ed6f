import { useState } from 'react';
import { useLocation } from 'react-router';
import { helpDeviceId } from './api/device-id.ts';
import { useHelpConversation, useSendHelpMessage } from './api/help-conversation.ts';
import { useReadMarking } from '../conversations/api/use-read-marking.ts';
import { useLiveHelp } from './api/live-help.ts';
import { useSendVisitorMessage, useVisitorThread } from './api/visitor-thread.ts';
import { HelpChat } from './help-chat.tsx';

const newClientId = () => crypto.randomUUID();

/** The help panel's conversation: the signed-in person's help conversation, or a signed-out visitor's thread. */
export default function HelpConversation({ userId, live }: { userId: string | null; live: boolean }) {
  return userId ? <SignedInHelp userId={userId} live={live} /> : <VisitorHelp />;
}

function SignedInHelp({ userId, live }: { userId: string; live: boolean }) {
  const { pathname } = useLocation();
  const { conversationId, messages } = useHelpConversation(userId, !live);
  const sendMessage = useSendHelpMessage(conversationId);
  return (
    <>
      {live && <LiveHelp conversationId={conversationId} newestSequence={messages.data?.at(-1)?.sequence ?? 0} />}
      <HelpChat
        messages={messages.data ?? []}
        loading={messages.isPending}
        askPhone={false}
        visitor={false}
        send={(text) => sendMessage.mutateAsync({ clientId: newClientId(), text, path: pathname })}
      />
    </>
  );
}

/**
 * Only where the tab's socket is open: it brings the team's replies (`useLiveHelp`), and the read
 * mark moves to the newest message the open chat shows, so the unread counts fall.
 */
function LiveHelp({ conversationId, newestSequence }: { conversationId: string | undefined; newestSequence: number }) {
  useLiveHelp(conversationId);
  useReadMarking({
    conversationId: conversationId ?? '',
    enabled: conversationId !== undefined,
    newestSequence,
    readMark: 0,
    newestOnScreen: true,
  });
  return null;
}

function VisitorHelp() {
  const { pathname } = useLocation();
  const [deviceId] = useState(helpDeviceId);
  const thread = useVisitorThread(deviceId, true);
  const sendMessage = useSendVisitorMessage(deviceId);
  return (
    <HelpChat
      messages={thread.data?.messages ?? []}
      loading={thread.isPending}
      askPhone={!thread.data?.phoneNumber}
      visitor
      send={(text, phoneNumber) =>
        sendMessage.mutateAsync({ clientId: newClientId(), text, path: pathname, ...(phoneNumber ? { phoneNumber } : {}) })
      }
    />
  );
}
