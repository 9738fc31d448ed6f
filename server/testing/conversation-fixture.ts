import { signIn, TestClient } from './test-client.ts';

/** The phones the fixture signs in; tests that add people pick others. */
export const fixturePhones = { ana: '+12025550123', ben: '+12025550124', stranger: '+12025550125' } as const;

/** An admin makes two users a direct conversation, as a match will later; returns its id. */
export async function createDirectConversation(admin: TestClient, userId: string, withUserId: string): Promise<string> {
  const created = await admin.post('/api/conversations/', { userId, kind: 'direct', withUserId });
  if (created.status !== 200) throw new Error(`creating a conversation answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.conversationId as string;
}

/**
 * What most conversation tests start from, signed in on `baseUrl`: an admin, Ana and Ben in a
 * direct conversation the admin made, and a stranger who is in no conversation.
 */
export async function directConversationFixture(baseUrl: string, adminPhone: string) {
  const [admin, ana, ben, stranger] = [0, 1, 2, 3].map(() => new TestClient(baseUrl)) as [TestClient, TestClient, TestClient, TestClient];
  await signIn(admin, adminPhone);
  const anaId = (await signIn(ana, fixturePhones.ana)).user.id;
  const benId = (await signIn(ben, fixturePhones.ben)).user.id;
  await signIn(stranger, fixturePhones.stranger);
  const conversationId = await createDirectConversation(admin, anaId, benId);
  return { admin, ana, anaId, ben, benId, stranger, conversationId };
}
