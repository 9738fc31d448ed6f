import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { ConciergeSubject } from '../shared/api/concierge.ts';
import type { ConversationSummary, HistoryPage, Message } from '../shared/api/conversations.ts';
import type { DossierDocument, GeneralDossier } from '../shared/api/dossier.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { afterAnalyticsFlush, installMovableClock } from './support/analytics.ts';
import { readCode } from './support/app-server.ts';
import { collectPageErrors, newContext, screenshot, viewports } from './support/browser.ts';
import { signedInContext, userWithDossier } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550609';
const guestPhone = '+12025550601';
const correctingPhone = '+12025550602';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** What the guest types for each subject: rich enough that the concierge needs no follow-up. */
const answers: Record<ConciergeSubject, string> = {
  identity: "I'm Dana Levi, co-founder and CEO of Tidewater, a startup building electric ferries in Tel Aviv.",
  event_goals: 'At the breakfast I want to meet climate investors and find a harbour that would pilot our ferries.',
  looking_for: "I'm looking for seed investors in climate tech and naval engineers who know marine battery systems.",
  can_offer: 'I can offer advice on raising money for hardware and introductions to port authorities in Israel.',
  topics: 'Electric shipping, battery safety, climate finance and hiring hardware engineers.',
};

async function createEvent(admin: BrowserContext): Promise<{ id: string; name: string }> {
  const start = new Date(server.clock.now() + 7 * 24 * 3600_000);
  start.setUTCHours(8, 0, 0, 0);
  const created = await admin.request.post('/api/events', {
    data: {
      name: 'Climate Founders Breakfast',
      description: 'Coffee and introductions.',
      timeZone: 'Asia/Jerusalem',
      place: 'Port of Jaffa',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

async function conciergeMessages(context: BrowserContext, conversationId: string): Promise<Message[]> {
  const page = (await (await context.request.get(`/api/conversations/${conversationId}/messages?limit=200`)).json()) as HistoryPage;
  return page.messages.filter((message) => message.senderKind === 'concierge');
}

/** Waits for the concierge's next message after the `seen` it had written, and for the chat to show it. */
async function nextConciergeMessage(page: Page, context: BrowserContext, conversationId: string, seen: number): Promise<Message> {
  let messages: Message[] = [];
  await expect
    .poll(
      async () => {
        messages = await conciergeMessages(context, conversationId);
        return messages.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(seen);
  const newest = messages.at(-1)!;
  await messageIn(page, newest).waitFor();
  return newest;
}

/**
 * Both sizes; the desktop one from a load at that size (a resized window keeps the phone's scroll
 * position), then back. In a chat, after the guest has seen everything, so it opens at the newest
 * message rather than at "New messages".
 */
async function screenshotBoth(page: Page, name: string, shown: Locator, chat?: { context: BrowserContext; conversationId: string }) {
  await screenshot(page, name, 'phone');
  if (chat) {
    await expect
      .poll(async () => {
        const summary = (await (await chat.context.request.get(`/api/conversations/${chat.conversationId}`)).json()) as ConversationSummary;
        return summary.members[0]?.lastReadSequence === summary.lastSequence;
      })
      .toBe(true);
  }
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[viewport]);
    await page.reload();
    await shown.waitFor();
    if (viewport === 'desktop') await screenshot(page, name, 'desktop');
  }
}

function messageIn(page: Page, message: Message) {
  return page
    .getByRole('region', { name: 'Messages' })
    .getByText((message.text ?? '').split('\n')[0]!.slice(0, 60))
    .last();
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

const storedEvents = (userId: string) =>
  server.database.db.selectFrom('analytics_events').select(['event_type', 'event_properties']).where('user_id', '=', userId).execute();

describe('the concierge chat', () => {
  it('a new guest joins by link, starts with chat, answers the interview, confirms the summary and reads the dossier', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const event = await createEvent(admin);

    // Join by link, sign in and onboard; "Start with chat" joins the event and opens the concierge.
    const guest = await newContext(browser, 'phone', server.baseUrl);
    await installMovableClock(guest);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/p/joinEvent/${event.id}`);
    await page.getByRole('heading', { name: event.name }).waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(guestPhone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, guestPhone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Dana Levi');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Start with chat' }).click();

    const me = (await (await guest.request.get('/api/users/me')).json()) as { id: string; generalDossier: { textConversationId: string } };
    const conversationId = me.generalDossier.textConversationId;
    await page.waitForURL((url) => url.pathname === `/p/chat/${conversationId}`);
    const chat = { context: guest, conversationId };
    expect(((await (await guest.request.get(`/api/events/${event.id}`)).json()) as { viewer: { isMember: boolean } }).viewer.isMember).toBe(
      true,
    );

    // The concierge says it is an AI, in the header and on its messages.
    await page.getByRole('heading', { name: 'Concierge · AI' }).waitFor();
    const greeting = await nextConciergeMessage(page, guest, conversationId, 0);
    expect(greeting.concierge?.step).toBe('greeting');
    expect(greeting.text).toMatch(/\bAI\b/);
    await page.getByRole('region', { name: 'Messages' }).getByText('Concierge · AI').first().waitFor();
    await screenshotBoth(page, '70-concierge-greeting', messageIn(page, greeting), chat);

    // The interview: typed answers, one quick answer (by keyboard) and one Skip.
    let seen = 1;
    let newest = greeting;
    let usedQuickAnswer = false;
    let skipped = false;
    for (let turn = 0; newest.concierge?.step !== 'summary'; turn++) {
      expect(turn).toBeLessThan(15);
      const { subject, quickAnswers, canSkip } = newest.concierge!;
      const quickAnswerBar = page.getByRole('group', { name: 'Quick answers' });
      if (!usedQuickAnswer && quickAnswers.length > 0) {
        await screenshotBoth(page, '71-concierge-quick-answers', quickAnswerBar, chat);
        const button = quickAnswerBar.getByRole('button', { name: quickAnswers[0], exact: true });
        await button.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('region', { name: 'Messages' }).getByText(quickAnswers[0]!, { exact: true }).waitFor();
        usedQuickAnswer = true;
      } else if (!skipped && canSkip && subject !== 'identity' && seen > 1) {
        await quickAnswerBar.getByRole('button', { name: 'Skip', exact: true }).click();
        await page.getByRole('region', { name: 'Messages' }).getByText('Skip', { exact: true }).waitFor();
        skipped = true;
      } else {
        await send(page, answers[subject ?? 'identity']);
      }
      newest = await nextConciergeMessage(page, guest, conversationId, seen);
      seen += 1;
    }
    expect(usedQuickAnswer).toBe(true);
    expect(skipped).toBe(true);

    // The summary is a card to confirm or correct.
    const proposal = newest.concierge!.proposal!;
    const card = page.getByRole('region', { name: 'Your dossier, as the concierge summed it up' }).last();
    await card.waitFor();
    if (proposal.headline) await card.getByText(proposal.headline, { exact: true }).waitFor();
    await screenshotBoth(page, '72-concierge-summary', card.getByRole('button', { name: 'Looks right' }), chat);
    await card.getByRole('button', { name: 'Looks right' }).click();

    // Confirmed: the concierge says it saved the dossier, and the buttons are gone.
    const saved = await nextConciergeMessage(page, guest, conversationId, seen);
    expect(saved.concierge?.step).toBe('saved');
    expect(await card.getByRole('button', { name: 'Looks right' }).count()).toBe(0);
    const dossier = (await (await guest.request.get(`/api/users/${me.id}/generalDossier`)).json()) as GeneralDossier;
    expect(dossier.status).toBe('complete');
    expect(dossier.revisions[0]).toMatchObject({ updateType: 'first_time', updateSource: 'chat' });
    await screenshotBoth(page, '73-concierge-saved', messageIn(page, saved), chat);

    // The update is tracked once, as the chat's first-time revision, and so are the messages to the concierge.
    await expect
      .poll(
        afterAnalyticsFlush(page, async () => (await storedEvents(me.id)).map((stored) => stored.event_type)),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(expect.arrayContaining([eventTypes.dossierUpdated, eventTypes.conciergeMessageSent]));
    const updates = (await storedEvents(me.id)).filter((stored) => stored.event_type === eventTypes.dossierUpdated);
    expect(updates.map((stored) => JSON.parse(stored.event_properties ?? '{}'))).toEqual([
      expect.objectContaining({ update_source: 'chat', update_type: 'first_time' }),
    ]);

    // "Your dossier" opens it, as opened from the chat.
    await page.getByRole('link', { name: 'Your dossier' }).click();
    await page.waitForURL((url) => url.pathname === '/p/dossier' && url.searchParams.get('from') === 'chat');
    if (dossier.document?.headline) await page.getByText(dossier.document.headline).first().waitFor();
    await screenshotBoth(page, '74-dossier-from-chat', page.getByRole('heading', { name: 'Your dossier', exact: true }));

    expect(errors).toEqual([]);
    await guest.close();
    await admin.close();
  });
});

describe('a correction to the summary', () => {
  /** The document before `proposal` with one change of every kind the card shows: headline, moved, reworded, added, removed. */
  function everyKindBefore(proposal: DossierDocument): DossierDocument {
    const [moved, ...lookingFor] = proposal.lookingFor;
    const [offer, ...canOffer] = proposal.canOffer;
    const words = offer!.text.split(' ');
    const shorter = words.length >= 4 ? words.slice(0, -2).join(' ') : `${offer!.text} and more`;
    return {
      ...proposal,
      headline: 'Designer in Tel Aviv',
      lookingFor,
      canOffer: [{ ...offer!, text: shorter }, ...canOffer, moved!],
      topics: [...proposal.topics.filter((topic) => !/sailing/i.test(topic.text)), { text: 'Chess', sourceMessageIds: [] }],
    };
  }

  it('shows the guest what a change in their own words does to the summary, before it is saved', async () => {
    const guest = await signedInContext(browser, server, correctingPhone, { name: 'Noa Tal', viewport: 'phone' });
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    // Opening the app creates the dossier with its two conversations, and the concierge greets.
    await page.goto('/p/home');
    const me = await userWithDossier(guest);
    const conversationId = me.generalDossier!.textConversationId;
    const chat = { context: guest, conversationId };
    await page.goto(`/p/chat/${conversationId}`);

    let seen = 0;
    let newest = await nextConciergeMessage(page, guest, conversationId, seen++);
    const asked = new Set<ConciergeSubject>();
    for (let turn = 0; newest.concierge?.step !== 'summary'; turn++) {
      expect(turn).toBeLessThan(15);
      const subject = newest.concierge?.subject ?? 'identity';
      await send(page, asked.has(subject) ? 'Skip' : answers[subject]);
      asked.add(subject);
      newest = await nextConciergeMessage(page, guest, conversationId, seen++);
    }
    const first = newest;

    // A correction in a sentence, in the guest's own words: the next summary shows what it changes, and only that.
    await send(page, "Hiring hardware engineers isn't a topic, it's who I'm looking for. Also add sailing to my topics.");
    const changed = await nextConciergeMessage(page, guest, conversationId, seen++);
    expect(changed.concierge?.step).toBe('summary');
    expect(changed.concierge?.changedFrom).toEqual(first.concierge?.proposal);
    const card = page.getByRole('region', { name: 'Your dossier, as the concierge summed it up' }).last();
    await card.getByText('1 added, 1 moved. Nothing is saved until you say it looks right.').waitFor();
    await card
      .getByRole('listitem')
      .filter({ hasText: /^Added\s*sailing$/i })
      .waitFor();
    await card
      .getByRole('listitem')
      .filter({ hasText: /^Moved from Topics\s*hiring hardware engineers$/i })
      .waitFor();
    expect(await card.getByText(/Removed|Reworded/).count()).toBe(0);
    // The earlier summary can no longer be confirmed: only the newest can.
    expect(await page.getByRole('button', { name: 'Looks right' }).count()).toBe(1);
    await screenshotBoth(page, '75-concierge-summary-change', card.getByRole('button', { name: 'Looks right' }), chat);

    // Every kind of change at once (the card as drawn for a stored correction): each says what it is in words.
    const proposal = changed.concierge!.proposal!;
    const before = everyKindBefore(proposal);
    await server.database.db
      .updateTable('messages')
      .set({ concierge: JSON.stringify({ ...changed.concierge, changedFrom: before }) })
      .where('id', '=', changed.id)
      .execute();
    await page.reload();
    const every = page.getByRole('region', { name: 'Your dossier, as the concierge summed it up' }).last();
    await every.getByText('Headline changed, 1 added, 1 removed, 1 moved, 1 reworded.', { exact: false }).waitFor();
    await every.getByText('Headline changed', { exact: true }).waitFor();
    await every
      .getByRole('listitem')
      .filter({ hasText: `Moved from Can offer${proposal.lookingFor[0]!.text}` })
      .waitFor();
    await every
      .getByRole('listitem')
      .filter({ hasText: /^Removed\s*Chess$/ })
      .waitFor();
    await every
      .getByRole('listitem')
      .filter({ hasText: /^Reworded/ })
      .waitFor();
    expect(await every.locator('del').filter({ hasText: 'Chess' }).count()).toBe(1);
    await screenshotBoth(page, '76-concierge-summary-every-change', every.getByRole('button', { name: 'Looks right' }), chat);

    // Two whole sections the wrong way round, said in a sentence: every item of each goes to the other, and the card says so.
    await send(page, "Hmm, what I'm looking for and what I can offer are the wrong way round, swap them please.");
    const swapped = await nextConciergeMessage(page, guest, conversationId, seen++);
    expect(swapped.concierge?.step).toBe('summary');
    const texts = (items: readonly { text: string }[] | undefined) => items?.map((item) => item.text);
    expect(texts(swapped.concierge?.proposal?.lookingFor)).toEqual(texts(proposal.canOffer));
    expect(texts(swapped.concierge?.proposal?.canOffer)).toEqual(texts(proposal.lookingFor));
    expect(texts(swapped.concierge?.proposal?.topics)).toEqual(texts(proposal.topics));
    const swapCard = page.getByRole('region', { name: 'Your dossier, as the concierge summed it up' }).last();
    const movedCount = proposal.lookingFor.length + proposal.canOffer.length;
    await swapCard.getByText(`${movedCount} moved. Nothing is saved until you say it looks right.`).waitFor();
    expect(await swapCard.getByText(/Removed|Reworded|Added/).count()).toBe(0);
    await screenshotBoth(page, '77-concierge-summary-swap', swapCard.getByRole('button', { name: 'Looks right' }), chat);

    // Confirmed in the guest's own words, the change is saved as shown.
    await send(page, "That's accurate, thanks!");
    const saved = await nextConciergeMessage(page, guest, conversationId, seen);
    expect(saved.concierge?.step).toBe('saved');
    const dossier = (await (await guest.request.get(`/api/users/${me.id}/generalDossier`)).json()) as GeneralDossier;
    expect(dossier.document?.topics.map((topic) => topic.text.toLowerCase())).toContain('sailing');
    expect(texts(dossier.document?.lookingFor)).toEqual(texts(proposal.canOffer));
    expect(errors).toEqual([]);
    await guest.close();
  });
});
