import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HistoryPage, Message } from '../shared/api/conversations.ts';
import type { DossierDocument } from '../shared/api/dossier.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, describePageOnFailure, screenshotBoth } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({}, (app) => ({ server, browser } = app));

async function messagesOf(context: BrowserContext, conversationId: string): Promise<Message[]> {
  return ((await (await context.request.get(`/api/conversations/${conversationId}/messages?limit=200`)).json()) as HistoryPage).messages;
}

/** A guest past the onboarding steps, at the concierge step as "Start with chat" leaves them; their page has loaded home once. */
async function guestAtConciergeStep(phone: string, name: string) {
  const context = await signedInContext(browser, server, phone, { name, viewport: 'phone' });
  expect((await context.request.put('/api/users/me/onboarding', { data: { step: 'concierge' } })).ok()).toBe(true);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  describePageOnFailure(page, `home-redirect-${name}`);
  // The app gives a new user their dossier's conversations on first load.
  await page.goto('/p/home');
  await expect.poll(async () => (await currentUser(context)).generalDossier).not.toBeNull();
  return { context, page, errors, user: await currentUser(context) };
}

describe('/ for a signed-in user', () => {
  it('goes to /home, where an unfinished interview is the first card and continues the same interview', async () => {
    const { context, page, errors, user } = await guestAtConciergeStep('+12025550871', 'Noa Klein');
    const { textConversationId } = user.generalDossier!;

    // One answer typed, and the concierge's next question: the interview is under way, not finished.
    await expect.poll(async () => (await messagesOf(context, textConversationId)).length).toBeGreaterThan(0);
    const sent = await context.request.post(`/api/conversations/${textConversationId}/messages`, {
      data: { clientId: randomUUID(), text: "I'm Noa Klein, I run a small coffee roastery in Denver and supply cafés across Colorado." },
    });
    expect(sent.status()).toBe(201);
    await expect
      .poll(async () => (await messagesOf(context, textConversationId)).at(-1)?.senderKind, { timeout: 30_000 })
      .toBe('concierge');
    const before = await messagesOf(context, textConversationId);
    const question = before.at(-1)!;
    expect(question.concierge?.subject).not.toBe('identity');

    await page.goto('/p/');
    await page.waitForURL((url) => url.pathname === '/p/home');
    const card = page.getByRole('region', { name: 'Finish your interview' });
    await card.getByRole('link', { name: 'Continue the interview' }).waitFor();
    // The card leads the page: the first section after the welcome.
    expect(await page.getByRole('main').locator('section').first().getAttribute('aria-labelledby')).toBe('home-dossier-title');
    await screenshotBoth(page, '96-home-interview-card', card.getByRole('link', { name: 'Continue the interview' }));

    await card.getByRole('link', { name: 'Continue the interview' }).click();
    await page.waitForURL((url) => url.pathname === `/p/chat/${textConversationId}`);
    const messagesRegion = page.getByRole('region', { name: 'Messages' });
    await messagesRegion.getByText(question.text!.slice(0, 40)).first().waitFor();
    // The same interview, where it was: nothing greeted or asked again.
    expect((await messagesOf(context, textConversationId)).map((message) => message.id)).toEqual(before.map((message) => message.id));

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('goes to /home once the dossier is written, where the card shows the dossier instead of the interview', async () => {
    const { context, page, errors, user } = await guestAtConciergeStep('+12025550872', 'Eli Brandt');
    const document: DossierDocument = {
      headline: 'Coffee roaster supplying cafés in Colorado',
      about: 'I run a small roastery in Denver.',
      lookingFor: [{ text: 'Cafés that want a local roaster', sourceMessageIds: [] }],
      canOffer: [],
      topics: [],
    };
    expect(
      (await context.request.put(`/api/users/${user.id}/generalDossier/document`, { data: { document, updateSource: 'home' } })).ok(),
    ).toBe(true);

    await page.goto('/p/');
    await page.waitForURL((url) => url.pathname === '/p/home');
    const card = page.getByRole('region', { name: 'Your dossier' });
    await card.getByText(document.headline).waitFor();
    expect(await page.getByRole('region', { name: 'Finish your interview' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
