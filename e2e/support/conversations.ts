import type { BrowserContext } from 'playwright-core';

/** The id of the user a browser context is signed in as. */
export async function userIdOf(context: BrowserContext): Promise<string> {
  const me = await context.request.get('/api/users/me');
  if (!me.ok()) throw new Error(`GET /api/users/me answered ${me.status()}`);
  return ((await me.json()) as { id: string }).id;
}

/** An admin makes two users a direct conversation, as a match will later; returns its id. */
export async function createDirectConversation(admin: BrowserContext, userId: string, withUserId: string): Promise<string> {
  const created = await admin.request.post('/api/conversations/', { data: { userId, kind: 'direct', withUserId } });
  if (!created.ok()) throw new Error(`creating a conversation answered ${created.status()}: ${await created.text()}`);
  return ((await created.json()) as { conversationId: string }).conversationId;
}
