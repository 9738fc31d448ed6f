import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { ConciergeSubject } from '../shared/api/concierge.ts';
import type { HistoryPage, Message } from '../shared/api/conversations.ts';
import type { GeneralDossier } from '../shared/api/dossier.ts';
import type { MatchesResponse, ProspectsResponse } from '../shared/api/matching.ts';
import type { CurrentUser } from '../shared/api/users.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, screenshotBoth, screenshotWindow, type ViewportName } from './support/browser.ts';
import { afterAnalyticsFlush, installMovableClock, trackedEvents } from './support/analytics.ts';
import { createEvent } from './support/events.ts';
import { currentUser, signedInContext, userWithDossier } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025551509';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

type Guest = {
  name: string;
  phone: string;
  email: string;
  linkedin: string;
  viewport: ViewportName;
  /** What the guest types to the concierge for each subject. */
  answers: Record<ConciergeSubject, string>;
};

/** A founder raising a seed round and an angel investor looking for one: each is what the other looks for. */
const dana: Guest = {
  name: 'Dana Levi',
  phone: '+12025551501',
  email: 'dana@voltcell.example',
  linkedin: 'https://www.linkedin.com/in/dana-levi',
  viewport: 'phone',
  answers: {
    identity: "I'm Dana Levi, founder of Voltcell, a startup building battery storage for solar farms.",
    event_goals: 'At the breakfast I want to raise our seed round and meet investors.',
    looking_for: "I'm looking for seed funding from angel investors who back climate hardware.",
    can_offer: 'I can offer advice on battery chemistry and grid storage.',
    topics: 'Battery storage, solar energy and climate tech.',
  },
};
const eli: Guest = {
  name: 'Eli Ben-David',
  phone: '+12025551502',
  email: 'eli@angels.example',
  linkedin: 'https://www.linkedin.com/in/eli-ben-david',
  viewport: 'desktop',
  answers: {
    identity: "I'm Eli Ben-David, an angel investor in early-stage climate tech startups.",
    event_goals: 'I want to find founders raising a seed round.',
    looking_for: "I'm looking for founders of battery storage startups raising their seed round.",
    can_offer: 'I can offer seed funding and advice on fundraising.',
    topics: 'Climate tech, energy storage and early-stage investing.',
  },
};
/** Someone who shares a topic with both, and needs neither. */
const tom: Guest = {
  name: 'Tom Baker',
  phone: '+12025551503',
  email: 'tom@bakery.example',
  linkedin: 'https://www.linkedin.com/in/tom-baker',
  viewport: 'phone',
  answers: {
    identity: "I'm Tom Baker, a pastry chef opening a bakery in Jaffa.",
    event_goals: 'I want to meet coffee roasters and find a good supplier of flour.',
    looking_for: "I'm looking for flour suppliers and a coffee roaster.",
    can_offer: 'I can offer baking classes and catering for events.',
    topics: 'Sourdough bread, coffee and climate tech.',
  },
};

type SignedIn = { guest: Guest; context: BrowserContext; page: Page; errors: string[]; user: CurrentUser };

/** Signed in with contact details, joined through the event's link, on the event page. */
async function joinAsGuest(guest: Guest, event: { id: string; name: string }): Promise<SignedIn> {
  const context = await signedInContext(browser, server, guest.phone, { name: guest.name, viewport: guest.viewport });
  await context.request.patch('/api/users/me', { data: { email: guest.email, linkedin: guest.linkedin } });
  await installMovableClock(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/p/joinEvent/${event.id}`);
  await page.getByRole('button', { name: 'Join event' }).click();
  await page.waitForURL(`**/p/events/${event.id}`);
  await userWithDossier(context);
  return { guest, context, page, errors, user: await currentUser(context) };
}

async function conciergeMessages(context: BrowserContext, conversationId: string): Promise<Message[]> {
  const page = (await (await context.request.get(`/api/conversations/${conversationId}/messages?limit=200`)).json()) as HistoryPage;
  return page.messages.filter((message) => message.senderKind === 'concierge');
}

/** Waits for the concierge's next message after the `seen` it had written, and for the chat to show it. */
async function nextConciergeMessage({ page, context }: SignedIn, conversationId: string, seen: number): Promise<Message> {
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
  await page
    .getByRole('region', { name: 'Messages' })
    .getByText((newest.text ?? '').split('\n')[0]!.slice(0, 60))
    .last()
    .waitFor();
  return newest;
}

/** The guest answers the concierge in the chat on screen until it has written their dossier. */
async function talkToConcierge(signedIn: SignedIn) {
  const { page, context, guest, user } = signedIn;
  const conversationId = user.generalDossier!.textConversationId;
  await page.waitForURL(`**/p/chat/${conversationId}`);
  let newest = await nextConciergeMessage(signedIn, conversationId, 0);
  let seen = 1;
  for (let turn = 0; newest.concierge?.step !== 'summary'; turn++) {
    expect(turn).toBeLessThan(15);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(guest.answers[newest.concierge?.subject ?? 'identity']);
    await box.press('Enter');
    newest = await nextConciergeMessage(signedIn, conversationId, seen);
    seen += 1;
  }
  await page
    .getByRole('region', { name: 'Your dossier, as the concierge summed it up' })
    .last()
    .getByRole('button', { name: 'Looks right' })
    .click();
  await expect
    .poll(async () => ((await (await context.request.get(`/api/users/${user.id}/generalDossier`)).json()) as GeneralDossier).status)
    .toBe('complete');
}

/** Words as a reason quotes them: lower case, punctuation and quote marks aside. */
const words = (text: string) => text.toLowerCase().match(/[a-z0-9-]+/g) ?? [];

/**
 * Whether the reason quotes one of the guest's answers: four words in a row of an answer, as
 * they said them (a reason may turn "I" into "you" or "they" around a quote, not inside one).
 */
function quotesAnswers(reason: string, guest: Guest): boolean {
  const said = ` ${words(reason).join(' ')} `;
  return Object.values(guest.answers).some((answer) => {
    const answerWords = words(answer);
    return answerWords.some(
      (_, index) => index + 4 <= answerWords.length && said.includes(` ${answerWords.slice(index, index + 4).join(' ')} `),
    );
  });
}

const prospectCard = (page: Page, name: string) => page.getByRole('article', { name });
const firstProspectName = (page: Page) => page.getByRole('article').first().getByRole('heading').textContent();

function connectionIntelligence(signedIn: SignedIn, eventId: string) {
  return `/p/users/${signedIn.user.id}/events/${eventId}/connection-intelligence`;
}

async function prospectsOf(signedIn: SignedIn, eventId: string): Promise<ProspectsResponse> {
  return (await (await signedIn.context.request.get(`/api/events/${eventId}/prospects`)).json()) as ProspectsResponse;
}

describe('matchmaking', () => {
  it('three guests talk to the concierge; the two who need each other are suggested first, say yes, match and chat', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    const event = await createEvent(server, admin, {
      name: 'Climate Founders Breakfast',
      description: 'Coffee and introductions.',
      timeZone: 'Asia/Jerusalem',
      place: 'Port of Jaffa',
      daysAhead: 7,
      startHourUtc: 8,
      hours: 2,
    });

    // Dana joins by the link, opens her people to meet from the event page: first, the concierge.
    const danaIn = await joinAsGuest(dana, event);
    await danaIn.page.getByRole('region', { name: 'People to meet' }).getByRole('link', { name: 'People to meet' }).click();
    await danaIn.page.waitForURL(`**${connectionIntelligence(danaIn, event.id)}`);
    const finishDossier = danaIn.page.getByRole('link', { name: 'Finish your dossier' });
    await screenshotBoth(danaIn.page, '80-matching-no-dossier', finishDossier);
    await finishDossier.click();
    await talkToConcierge(danaIn);

    // Eli and Tom join and talk to the concierge too.
    const eliIn = await joinAsGuest(eli, event);
    await eliIn.page.goto(`/p/chat/${eliIn.user.generalDossier!.textConversationId}`);
    await talkToConcierge(eliIn);
    const tomIn = await joinAsGuest(tom, event);
    await tomIn.page.goto(`/p/chat/${tomIn.user.generalDossier!.textConversationId}`);
    await talkToConcierge(tomIn);

    // Each of the two sees the other first, with a reason in the words they both used.
    await danaIn.page.goto(connectionIntelligence(danaIn, event.id));
    await prospectCard(danaIn.page, eli.name).waitFor();
    await expect.poll(() => firstProspectName(danaIn.page)).toBe(eli.name);
    // The page can show the list while Tom's arrival has it computed again: read it once that is done.
    let danaList = await prospectsOf(danaIn, event.id);
    await expect
      .poll(async () => {
        danaList = await prospectsOf(danaIn, event.id);
        return danaList.status;
      })
      .toBe('ready');
    expect(danaList.prospects.map((prospect) => prospect.user.name)).toEqual([eli.name, tom.name]);
    const reasonForDana = danaList.prospects[0]!.reason;
    expect(quotesAnswers(reasonForDana, eli)).toBe(true);
    expect(quotesAnswers(reasonForDana, dana)).toBe(true);
    await prospectCard(danaIn.page, eli.name).getByText(reasonForDana).waitFor();
    await screenshotBoth(danaIn.page, '81-matching-prospects', prospectCard(danaIn.page, eli.name));

    await eliIn.page.goto(connectionIntelligence(eliIn, event.id));
    await prospectCard(eliIn.page, dana.name).waitFor();
    await expect.poll(() => firstProspectName(eliIn.page)).toBe(dana.name);
    const eliList = await prospectsOf(eliIn, event.id);
    expect(eliList.prospects.map((prospect) => prospect.user.name)).toEqual([dana.name, tom.name]);
    const reasonForEli = eliList.prospects[0]!.reason;
    expect(quotesAnswers(reasonForEli, dana)).toBe(true);
    expect(quotesAnswers(reasonForEli, eli)).toBe(true);
    await prospectCard(eliIn.page, dana.name).getByText(reasonForEli).waitFor();

    // Dana says yes: nothing happens until Eli does.
    await prospectCard(danaIn.page, eli.name).getByRole('button', { name: 'Interested', exact: true }).click();
    await prospectCard(danaIn.page, eli.name).getByText("You said yes. If Eli says yes too, you're matched and can chat.").waitFor();
    await expect(
      prospectCard(danaIn.page, eli.name)
        .getByRole('button', { name: 'Undo' })
        .evaluate((button) => button === document.activeElement),
    ).resolves.toBe(true);

    // Eli says yes: it's a match, on his screen and, in real time, on hers.
    await prospectCard(eliIn.page, dana.name).getByRole('button', { name: 'Interested', exact: true }).click();
    const eliDialog = eliIn.page.getByRole('dialog', { name: "It's a match!" });
    await eliDialog.waitFor();
    await screenshotWindow(eliIn.page, '82-matching-its-a-match', 'desktop');
    const danaDialog = danaIn.page.getByRole('dialog', { name: "It's a match!" });
    await danaDialog.waitFor();
    await screenshotWindow(danaIn.page, '82-matching-its-a-match', 'phone');
    const match = ((await (await eliIn.context.request.get(`/api/events/${event.id}/matches`)).json()) as MatchesResponse).matches[0]!;
    expect(match.user.name).toBe(dana.name);

    // "Say hello" leads both to their chat, where they talk live.
    await eliDialog.getByRole('link', { name: 'Say hello' }).click();
    await eliIn.page.waitForURL(`**/p/chat/${match.conversationId}`);
    await danaDialog.getByRole('link', { name: 'Say hello' }).click();
    await danaIn.page.waitForURL(`**/p/chat/${match.conversationId}`);
    const eliBox = eliIn.page.getByRole('textbox', { name: 'Message' });
    await eliBox.fill('Hi Dana, tell me about your seed round?');
    await eliBox.press('Enter');
    await danaIn.page.getByRole('region', { name: 'Messages' }).getByText('Hi Dana, tell me about your seed round?').waitFor();
    const danaBox = danaIn.page.getByRole('textbox', { name: 'Message' });
    await danaBox.fill('Gladly! Coffee at 9?');
    await danaBox.press('Enter');
    await eliIn.page.getByRole('region', { name: 'Messages' }).getByText('Gladly! Coffee at 9?').waitFor();

    // From the chat, "Matches" shows Eli with what he shares (email and LinkedIn by default, not his phone).
    // On a phone the header keeps the name and folds its actions behind "More".
    await danaIn.page.getByRole('button', { name: `More about ${eli.name}` }).click();
    await screenshotWindow(danaIn.page, '83-matching-chat-more', 'phone');
    await danaIn.page.getByRole('dialog', { name: eli.name }).getByRole('link', { name: 'Matches', exact: true }).click();
    await danaIn.page.waitForURL(
      (url) => url.pathname === `/p/events/${event.id}/prospectMatches` && url.searchParams.get('from') === 'chat',
    );
    const eliMatch = prospectCard(danaIn.page, eli.name);
    await eliMatch.getByRole('link', { name: eli.email }).waitFor();
    await eliMatch.getByRole('link', { name: eli.linkedin }).waitFor();
    expect(await eliMatch.getByText(eli.phone).count()).toBe(0);
    await screenshotBoth(danaIn.page, '84-matching-matches', eliMatch.getByRole('link', { name: eli.email }));

    // Eli opens his matches from the event page: tracked as opened from a page.
    await eliIn.page.goto(`/p/events/${event.id}`);
    await eliIn.page.getByRole('region', { name: 'People to meet' }).getByRole('link', { name: 'Your matches' }).click();
    await eliIn.page.waitForURL((url) => url.pathname === `/p/events/${event.id}/prospectMatches` && url.search === '');
    await prospectCard(eliIn.page, dana.name).getByRole('link', { name: dana.email }).waitFor();

    // Tom, the third, is told nothing of either's contact details, on screen or over the wire.
    await tomIn.page.goto(connectionIntelligence(tomIn, event.id));
    await prospectCard(tomIn.page, dana.name).waitFor();
    await prospectCard(tomIn.page, eli.name).waitFor();
    const tomSees = JSON.stringify(await prospectsOf(tomIn, event.id));
    const tomPage = (await tomIn.page.textContent('main')) ?? '';
    for (const secret of [dana.email, dana.phone, dana.linkedin, eli.email, eli.phone, eli.linkedin]) {
      expect(tomSees).not.toContain(secret);
      expect(tomPage).not.toContain(secret);
    }
    await screenshotBoth(tomIn.page, '85-matching-third-guest', prospectCard(tomIn.page, eli.name));

    // The answers and the matches screen were tracked.
    await expect
      .poll(
        afterAnalyticsFlush(danaIn.page, () => trackedEvents(server, danaIn.user.id, eventTypes.prospectInterestMarked)),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual([
        expect.objectContaining({
          prospect_id: danaList.prospects[0]!.id,
          reason: reasonForDana,
          action_source: 'connection_intelligence',
          interest: 'INTERESTED',
        }),
      ]);
    // Once per load of the page: from the chat, then the screenshots' two reloads keep its address.
    await expect
      .poll(
        afterAnalyticsFlush(danaIn.page, async () => (await trackedEvents(server, danaIn.user.id, eventTypes.matchesOpened)).length),
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    for (const opened of await trackedEvents(server, danaIn.user.id, eventTypes.matchesOpened)) {
      expect(opened).toMatchObject({ opened_from: 'chat', event_id: event.id, event_name: event.name });
    }
    await expect
      .poll(
        afterAnalyticsFlush(eliIn.page, () => trackedEvents(server, eliIn.user.id, eventTypes.matchesOpened)),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual([expect.objectContaining({ opened_from: 'page', event_id: event.id, event_name: event.name })]);

    for (const signedIn of [danaIn, eliIn, tomIn]) expect(signedIn.errors).toEqual([]);
    for (const signedIn of [danaIn, eliIn, tomIn]) await signedIn.context.close();
    await admin.close();
  }, 300_000);
});
