import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { DossierDocument, DossierRevision, GeneralDossier, GeneralDossierRef } from '../shared/api/dossier.ts';
import type { HistoryPage, SendMessageResponse } from '../shared/api/conversations.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { afterAnalyticsFlush, installMovableClock } from './support/analytics.ts';
import { collectPageErrors, screenshot } from './support/browser.ts';
import { userIdOf } from './support/conversations.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({}, (app) => ({ server, browser } = app));

async function json<T>(response: Awaited<ReturnType<BrowserContext['request']['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the web app does on a first load: two concierge conversations, then the dossier that holds them. */
async function createDossier(context: BrowserContext, userId: string): Promise<GeneralDossierRef> {
  const text = await json<{ conversationId: string }>(
    await context.request.post('/api/conversations/', { data: { userId, kind: 'concierge_text' } }),
  );
  const voice = await json<{ conversationId: string }>(
    await context.request.post('/api/conversations/', { data: { userId, kind: 'concierge_voice' } }),
  );
  const ref = { textConversationId: text.conversationId, voiceConversationId: voice.conversationId };
  await json(await context.request.post(`/api/users/${userId}/generalDossier`, { data: ref }));
  return ref;
}

/** A complete dossier whose items cite a message the guest wrote, saved over the API as a manual revision. */
async function completeDossier(context: BrowserContext, userId: string, ref: GeneralDossierRef): Promise<{ sourceId: string }> {
  const said = await json<SendMessageResponse>(
    await context.request.post(`/api/conversations/${ref.textConversationId}/messages`, {
      data: { clientId: 'e2e-dossier-source-1', text: 'I build batteries for electric ferries and look for operators to run a pilot.' },
    }),
  );
  const sourceId = said.message.id;
  const document: DossierDocument = {
    headline: 'Battery engineer building electric ferries',
    about: 'I lead battery design at a small shipyard in Lisbon.',
    lookingFor: [
      { text: 'Ferry operators open to a pilot', sourceMessageIds: [sourceId] },
      { text: 'A co-founder with sales experience', sourceMessageIds: [sourceId] },
    ],
    canOffer: [{ text: 'Reviews of battery designs', sourceMessageIds: [sourceId] }],
    topics: [{ text: 'Maritime decarbonisation', sourceMessageIds: [sourceId] }],
  };
  await json(await context.request.put(`/api/users/${userId}/generalDossier/document`, { data: { document, updateSource: 'chat' } }));
  return { sourceId };
}

const storedEvents = async (userId: string) =>
  (
    await server.database.db
      .selectFrom('analytics_events')
      .select(['event_type', 'event_properties'])
      .where('user_id', '=', userId)
      .orderBy('event_time')
      .execute()
  ).map((event) => ({ type: event.event_type, properties: JSON.parse(String(event.event_properties)) as Record<string, unknown> }));

function lookingForField(page: Page, position: number) {
  return page.getByRole('textbox', { name: `Looking for ${position}`, exact: true });
}

describe('the dossier page', () => {
  it('opens from home, saves an edit as a manual revision with its diff, and "Tell me more" lands in the concierge chat', async () => {
    const context = await signedInContext(browser, server, '+12025550811', { name: 'Rita Costa', viewport: 'phone' });
    const userId = await userIdOf(context);
    const ref = await createDossier(context, userId);
    const { sourceId } = await completeDossier(context, userId, ref);
    await installMovableClock(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Home says where the dossier stands and leads to it.
    await page.goto('/p/home');
    await page.getByText('Battery engineer building electric ferries').waitFor();
    await page.getByText('2 things you look for · 1 you can offer · 1 topic').waitFor();
    await screenshot(page, '80-home-dossier', 'phone');
    await page.getByRole('link', { name: 'View your dossier' }).click();
    await page.waitForURL('**/p/dossier?from=home');
    await page.getByRole('heading', { name: 'Your dossier', level: 1 }).waitFor();
    await page.getByText('I lead battery design at a small shipyard in Lisbon.').waitFor();
    await screenshot(page, '81-dossier', 'phone');

    // Edit "Looking for" in place: a too-long item is refused with the shared limit's words, and nothing typed is lost.
    await page.getByRole('button', { name: 'Edit Looking for' }).click();
    await lookingForField(page, 2).fill('A co-founder with sales experience in shipping');
    await page.getByRole('button', { name: 'Add to Looking for' }).click();
    await lookingForField(page, 3).fill('x'.repeat(301));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('An item has at most 300 characters.').waitFor();
    await screenshot(page, '82-dossier-edit-invalid', 'phone');
    expect(await lookingForField(page, 2).inputValue()).toBe('A co-founder with sales experience in shipping');
    await lookingForField(page, 3).fill('Investors in maritime hardware');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Looking for' }).waitFor();
    await page.getByText('Investors in maritime hardware').waitFor();

    // Saved as a manual revision from home: the untouched item keeps its source, the edited and new ones have none.
    const saved = await json<GeneralDossier>(await context.request.get(`/api/users/${userId}/generalDossier`));
    expect(saved.revisions.map((revision) => [revision.updateType, revision.updateSource])).toEqual([
      ['manual', 'home'],
      ['manual', 'chat'],
    ]);
    expect(saved.document?.lookingFor).toEqual([
      { text: 'Ferry operators open to a pilot', sourceMessageIds: [sourceId] },
      { text: 'A co-founder with sales experience in shipping', sourceMessageIds: [] },
      { text: 'Investors in maritime hardware', sourceMessageIds: [] },
    ]);
    expect(saved.document?.canOffer).toEqual([{ text: 'Reviews of battery designs', sourceMessageIds: [sourceId] }]);

    // The history shows the new revision first; opened, it shows what changed, in words and not by colour alone.
    const history = page.getByRole('region', { name: 'History' });
    const newest = history.getByRole('button', { name: /^Edited by you · from your dossier page · / });
    await newest.click();
    expect(await newest.getAttribute('aria-expanded')).toBe('true');
    // Each change reads as its marker, then its text.
    await history
      .getByRole('listitem')
      .filter({ hasText: /^Added\s*Investors in maritime hardware$/ })
      .waitFor();
    await history
      .getByRole('listitem')
      .filter({ hasText: /^Removed\s*A co-founder with sales experience$/ })
      .waitFor();
    const revision = await json<DossierRevision>(
      await context.request.get(`/api/users/${userId}/generalDossier/revisions/${saved.revisions[0]!.id}`),
    );
    expect(revision.changes).toEqual(
      expect.arrayContaining([
        { section: 'lookingFor', change: 'removed', before: 'A co-founder with sales experience', after: null },
        { section: 'lookingFor', change: 'added', before: null, after: 'Investors in maritime hardware' },
      ]),
    );
    expect(await history.locator('ins', { hasText: 'Investors in maritime hardware' }).count()).toBe(1);
    expect(await history.locator('del', { hasText: /^A co-founder with sales experience$/ }).count()).toBe(1);
    await screenshot(page, '83-dossier-history', 'phone');

    // "Tell me more" is sent to the concierge as the guest's message, and the chat opens.
    await page.getByRole('button', { name: 'Tell me more' }).click();
    await page.waitForURL(`**/p/chat/${ref.textConversationId}`);
    await page.getByRole('region', { name: 'Messages' }).getByText('Tell me more', { exact: true }).first().waitFor();
    const chat = await json<HistoryPage>(await context.request.get(`/api/conversations/${ref.textConversationId}/messages`));
    expect(chat.messages.filter((message) => message.senderKind === 'user' && message.text === 'Tell me more')).toHaveLength(1);
    await screenshot(page, '87-dossier-tell-me-more-chat', 'phone');

    // Opening and updating are tracked with where they came from.
    await expect
      .poll(
        afterAnalyticsFlush(page, async () => (await storedEvents(userId)).map((event) => event.type)),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(expect.arrayContaining([eventTypes.dossierOpened, eventTypes.dossierUpdated]));
    const events = await storedEvents(userId);
    expect(events.find((event) => event.type === eventTypes.dossierOpened)?.properties).toMatchObject({ view_source: 'home' });
    expect(events.find((event) => event.type === eventTypes.dossierUpdated)?.properties).toMatchObject({
      update_type: 'manual',
      update_source: 'home',
    });
    expect(errors).toEqual([]);
  });

  it('reads well on a desktop, and a new guest is led to the concierge', async () => {
    const context = await signedInContext(browser, server, '+12025550812', { name: 'Sam Okafor', viewport: 'desktop' });
    const userId = await userIdOf(context);
    const ref = await createDossier(context, userId);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto('/p/dossier?from=chat');
    await page.getByRole('heading', { name: 'Your dossier is still empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the chat' }).getAttribute('href')).toBe(`/p/chat/${ref.textConversationId}`);
    await screenshot(page, '84-dossier-empty', 'desktop');

    await completeDossier(context, userId, ref);
    await page.reload();
    await page.getByText('Battery engineer building electric ferries').waitFor();
    await page
      .getByRole('region', { name: 'History' })
      .getByRole('button', { name: /^Edited by you · from chat · / })
      .click();
    await page.getByRole('region', { name: 'History' }).getByText('The first version:', { exact: false }).waitFor();
    await screenshot(page, '85-dossier', 'desktop');

    // "Ask the concierge to change…" sends the guest's words and opens the chat.
    await page.getByRole('button', { name: 'Ask the concierge to change…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask the concierge to change…' });
    await dialog.getByRole('button', { name: 'Send to the concierge' }).click();
    await dialog.getByText('Write what you would like to change.').waitFor();
    await dialog.getByRole('textbox', { name: 'What should change?' }).fill("I'm not looking for a co-founder any more.");
    await screenshot(page, '86-dossier-ask', 'desktop');
    await dialog.getByRole('button', { name: 'Send to the concierge' }).click();
    await page.waitForURL(`**/p/chat/${ref.textConversationId}`);
    await page.getByRole('region', { name: 'Messages' }).getByText("I'm not looking for a co-founder any more.", { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
