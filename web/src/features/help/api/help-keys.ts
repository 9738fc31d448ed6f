/** Query keys of the help chat. */
export const helpKeys = {
  all: ['help'] as const,
  visitor: (deviceId: string) => ['help', 'visitor', deviceId] as const,
  conversation: (userId: string) => ['help', 'conversation', userId] as const,
  messages: (conversationId: string) => ['help', 'messages', conversationId] as const,
  inbox: (view: string) => ['help', 'inbox', view] as const,
  thread: (id: string) => ['help', 'thread', id] as const,
};
