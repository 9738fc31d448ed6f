import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { DossierDocument } from '../shared/api/dossier.ts';
import type { MatchesResponse } from '../shared/api/matching.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, screenshot, screenshotBoth, screenshotWindow, type ViewportName } from './support/browser.ts';
import { afterAnalyticsFlush, installMovableClock, trackedEvents } from './support/analytics.ts';
import { createEvent } from './support/events.ts';
import { guestWithDossier as joinedGuest, prospectsOf, sayInterested, waitForProspects, type Person } from './support/matched-guests.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025551609';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

const item = (text: string) => ({ text, sourceMessageIds: [] });

/** Three guests who all care about climate tech; Ana invests in what Ben builds, Cleo designs. */
const dossiers: Record<string, DossierDocument> = {
  'Ana Lima': {
    headline: 'Angel investor in climate tech',
    about: 'I back early hardware companies.',
    lookingFor: [item('founders of battery startups raising a seed round')],
    canOffer: [item('seed funding for climate hardware')],
    topics: [item('climate tech')],
  },
  'Ben Okafor': {
    headline: 'Founder of Gridline, a battery startup',
    about: 'We build batteries for the grid.',
    lookingFor: [item('seed funding for our battery startup')],
    canOffer: [item('advice on battery chemistry')],
    topics: [item('climate tech')],
  },
  'Cleo Park': {
    headline: 'Product designer',
    about: 'I design hardware products.',
    lookingFor: [item('a climate startup that needs a product designer')],
    canOffer: [item('product design for hardware startups')],
    topics: [item('climate tech')],
  },
};

/** An evening in London, three days from now. */
const eveningEvent = (name: string) => ({
  name,
  timeZone: 'Europe/London',
  place: 'Shoreditch, London',
  daysAhead: 3,
  startHourUtc: 17,
  hours: 3,
});

/** A guest of the test's server, signed in, with their dossier, joined to the event. */
const guestWithDossier = (name: string, phone: string, viewport: ViewportName, eventId: string) =>
  joinedGuest({ browser, server }, { name, phone, viewport, eventId, dossier: dossiers[name]! });

const card = (page: Page, name: string) => page.getByRole('article', { name });
const connectionIntelligence = (person: Person, eventId: string) => `/p/users/${person.user.id}/events/${eventId}/connection-intelligence`;

describe('matchmaking for hosts, and its other states', () => {
  it('a host introduces two guests; answers are taken back; new matches, the lists and home show; people are hidden and blocked', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    const event = await createEvent(server, admin, eveningEvent('Hardware Night'));
    const ana = await guestWithDossier('Ana Lima', '+12025551601', 'phone', event.id);
    const ben = await guestWithDossier('Ben Okafor', '+12025551602', 'desktop', event.id);
    const cleo = await guestWithDossier('Cleo Park', '+12025551603', 'phone', event.id);
    await waitForProspects(ana, event.id, ['Ben Okafor', 'Cleo Park']);
    await waitForProspects(cleo, event.id, ['Ana Lima', 'Ben Okafor']);

    // The host goes from the event to its matches and introduces Ana and Cleo.
    const hostPage = await admin.newPage();
    const hostErrors = collectPageErrors(hostPage);
    await hostPage.goto(`/p/events/${event.id}`);
    await hostPage.getByRole('link', { name: 'Matches and introductions' }).click();
    await hostPage.getByRole('heading', { name: 'Introduce two guests' }).waitFor();
    await hostPage.getByRole('combobox', { name: 'First guest' }).selectOption({ label: 'Ana Lima' });
    await hostPage.getByRole('combobox', { name: 'Second guest' }).selectOption({ label: 'Cleo Park' });
    await hostPage.getByRole('textbox', { name: 'Why they should meet' }).fill('Ana funds hardware, Cleo designs it.');
    await hostPage.getByRole('button', { name: 'Introduce them' }).click();
    await hostPage.getByText('Ana Lima and Cleo Park will each see the other').waitFor();
    // Starting the next introduction clears the last one's confirmation.
    await hostPage.getByRole('combobox', { name: 'First guest' }).selectOption({ label: 'Ben Okafor' });
    expect(await hostPage.getByText('Ana Lima and Cleo Park will each see the other').count()).toBe(0);
    const introductions = hostPage.getByRole('region', { name: 'Introductions (1)' });
    await introductions.getByText('Ana Lima and Cleo Park').waitFor();
    await introductions.getByText(/No match yet$/).waitFor();
    await introductions.getByText('“Ana funds hardware, Cleo designs it.”').waitFor();

    // Cleo sees Ana marked as the host's introduction; she passes with a reason, then takes it back.
    await installMovableClock(cleo.context);
    await cleo.page.goto(connectionIntelligence(cleo, event.id));
    const anaForCleo = card(cleo.page, 'Ana Lima');
    await anaForCleo.getByText('Introduced by Ada Host').waitFor();
    await anaForCleo.getByRole('button', { name: 'Not interested' }).click();
    await anaForCleo.getByRole('group', { name: /Why not\?/ }).waitFor();
    // The page scrolled to the reasons; from the top, the full-page picture keeps the sticky header at the top.
    await cleo.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(cleo.page, '86-matching-why-not', 'phone');
    await anaForCleo.getByRole('button', { name: 'Already know them' }).click();
    await anaForCleo.getByText("You passed on Ana Lima. They won't know.").waitFor();
    expect((await prospectsOf(cleo, event.id)).prospects.find((each) => each.user.name === 'Ana Lima')?.interest).toBe('NOT_INTERESTED');
    await anaForCleo.getByRole('button', { name: 'Undo' }).click();
    await anaForCleo.getByRole('button', { name: 'Interested', exact: true }).waitFor();
    const anaProspect = (await prospectsOf(cleo, event.id)).prospects.find((each) => each.user.name === 'Ana Lima')!;
    expect(anaProspect.interest).toBeNull();
    // Both were tracked: the pass where she gave it, then its undo.
    await expect
      .poll(
        afterAnalyticsFlush(cleo.page, () => trackedEvents(server, cleo.user.id, eventTypes.prospectInterestMarked)),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual([
        expect.objectContaining({
          prospect_id: anaProspect.id,
          action_source: 'connection_intelligence',
          interest: 'NOT_INTERESTED',
          event_id: event.id,
        }),
        expect.objectContaining({ prospect_id: anaProspect.id, action_source: 'undo', interest: 'UNKNOWN', event_id: event.id }),
      ]);

    // Ana and Ben say yes to each other (the screens have their own test): the host sees the match.
    await sayInterested(ana, event.id, 'Ben Okafor');
    await sayInterested(ben, event.id, 'Ana Lima');
    await hostPage.reload();
    await hostPage.getByRole('region', { name: 'Matches (1)' }).getByText('Ana Lima and Ben Okafor').waitFor();
    await screenshotBoth(hostPage, '87-matching-host', hostPage.getByRole('region', { name: 'Matches (1)' }));

    // Ana's event page leads to her new matches: Ben, once; the visit is recorded, so a second look finds nothing new.
    await ana.page.goto(`/p/events/${event.id}`);
    const newMatchLink = ana.page.getByRole('region', { name: 'People to meet' }).getByRole('link', { name: '1 new match' });
    await newMatchLink.waitFor();
    await screenshot(ana.page, '97-matching-event-new-match', 'phone');
    await newMatchLink.click();
    await ana.page.waitForURL(`**/p/events/${event.id}/newMatches`);
    await card(ana.page, 'Ben Okafor').getByText('New match').waitFor();
    await screenshot(ana.page, '88-matching-new-matches', 'phone');
    await ana.page.reload();
    await ana.page.getByRole('heading', { name: 'Nothing new since your last visit' }).waitFor();
    await screenshot(ana.page, '89-matching-nothing-new', 'phone');
    // Ben's home leads to his.
    await ben.page.goto('/p/home');
    await ben.page.getByRole('link', { name: '1 new match' }).waitFor();
    await screenshot(ben.page, '97-matching-home-new-match', 'desktop');
    await ben.page.getByRole('link', { name: '1 new match' }).click();
    await ben.page.waitForURL(`**/p/events/${event.id}/newMatches`);
    await card(ben.page, 'Ana Lima').getByText('New match').waitFor();
    await screenshot(ben.page, '88-matching-new-matches', 'desktop');

    // Ben stops sharing his email with his matches: Ana sees his LinkedIn only.
    await ben.page.goto(`/p/events/${event.id}/prospectMatches`);
    await ben.page.getByRole('checkbox', { name: /Email/ }).uncheck();
    await ben.page.getByText('Saved.').waitFor();
    await ana.page.goto(`/p/events/${event.id}/prospectMatches`);
    const benForAna = card(ana.page, 'Ben Okafor');
    await benForAna.getByRole('link', { name: /linkedin\.com\/in\/ben-okafor/ }).waitFor();
    expect(await benForAna.getByText('ben.okafor@example.com').count()).toBe(0);

    // Ana's lists: across events, on home and on the event page.
    await ana.page.goto('/p/prospects');
    const eventGroup = ana.page.getByRole('region', { name: 'Hardware Night' });
    await eventGroup.getByText('1 person to meet · 1 waiting for your answer · 1 match').waitFor();
    // Ana has seen her match: nothing new is announced any more.
    expect(await eventGroup.getByRole('link', { name: /new match/ }).count()).toBe(0);
    await screenshotBoth(ana.page, '90-matching-all-prospects', eventGroup);
    await ana.page.goto('/p/home');
    await ana.page.getByText('1 person to meet and 1 match at your event').waitFor();
    await screenshotBoth(ana.page, '91-matching-home', ana.page.getByRole('link', { name: 'Your prospects' }));
    await ana.page.goto(`/p/events/${event.id}`);
    await ana.page.getByRole('region', { name: 'People to meet' }).getByRole('link', { name: 'People to meet' }).click();
    await ana.page.waitForURL(`**${connectionIntelligence(ana, event.id)}`);
    await card(ana.page, 'Ben Okafor').getByText("You and Ben both said yes: you're matched.").waitFor();
    // Someone she is matched with can be blocked (which ends the match), not merely hidden.
    await card(ana.page, 'Ben Okafor').getByRole('button', { name: 'Block Ben Okafor' }).waitFor();
    expect(await card(ana.page, 'Cleo Park').getByRole('button', { name: 'Hide or block Cleo Park' }).count()).toBe(1);

    // Someone else's address shows nothing of theirs; an event Ana is not in, nothing either.
    await ana.page.goto(connectionIntelligence(ben, event.id));
    await ana.page.getByRole('heading', { name: 'This page belongs to someone else' }).waitFor();
    const otherEvent = await createEvent(server, admin, eveningEvent('Founders Picnic'));
    await ana.page.goto(`/p/events/${otherEvent.id}/prospectMatches`);
    await ana.page.getByRole('heading', { name: "This event isn't one of yours" }).waitFor();

    // Alone at an event: nobody to suggest yet.
    expect((await ana.context.request.post(`/api/events/${otherEvent.id}/join`, { data: {} })).ok()).toBe(true);
    await ana.page.goto(connectionIntelligence(ana, otherEvent.id));
    const nobodyYet = ana.page.getByRole('heading', { name: "Nobody to suggest yet — we'll add people as they join" });
    await nobodyYet.waitFor();
    await screenshotBoth(ana.page, '92-matching-nobody-yet', nobodyYet);

    // Cleo hides Ben from her prospect card, and can let him back from her prospects page.
    await cleo.page.goto(connectionIntelligence(cleo, event.id));
    await card(cleo.page, 'Ben Okafor').getByRole('button', { name: 'Hide or block Ben Okafor' }).click();
    const hideDialog = cleo.page.getByRole('dialog', { name: 'Hide or block Ben Okafor?' });
    await screenshotWindow(cleo.page, '93-matching-hide-or-block', 'phone');
    await hideDialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await card(cleo.page, 'Ben Okafor').waitFor({ state: 'detached' });
    // Focus moves on to the card that is left, and the list says who left and where to undo it.
    await expect.poll(() => card(cleo.page, 'Ana Lima').evaluate((article) => article === document.activeElement)).toBe(true);
    await cleo.page.getByRole('status').filter({ hasText: 'Ben Okafor hidden. Undo from your prospects page.' }).waitFor();
    await cleo.page.goto('/p/prospects');
    await cleo.page.getByRole('button', { name: 'Unhide Ben Okafor' }).click();
    await cleo.page.getByText('Nobody is hidden or blocked now.').waitFor();
    // Focus stays in the list, on its heading, and what happened is said.
    const hiddenHeading = cleo.page.getByRole('heading', { name: 'Hidden and blocked' });
    await expect(hiddenHeading.evaluate((heading) => heading === document.activeElement)).resolves.toBe(true);
    await cleo.page.getByRole('status').filter({ hasText: 'Ben Okafor unhidden: they can be suggested to you again.' }).waitFor();
    // And he is among her people to meet again.
    await cleo.page.goto(connectionIntelligence(cleo, event.id));
    await card(cleo.page, 'Ben Okafor').waitFor({ timeout: 20_000 });

    // In their chat, Ana blocks Ben: neither can write to the other any more; she can take it back.
    const match = ((await (await ana.context.request.get(`/api/events/${event.id}/matches`)).json()) as MatchesResponse).matches[0]!;
    await ana.page.goto(`/p/chat/${match.conversationId}`);
    await ana.page.getByRole('button', { name: 'Call Ben Okafor' }).waitFor();
    await ana.page.getByRole('button', { name: 'More about Ben Okafor' }).click();
    const more = ana.page.getByRole('dialog', { name: 'Ben Okafor' });
    await more.getByRole('link', { name: 'Matches', exact: true }).waitFor();
    await more.getByRole('button', { name: 'Block Ben Okafor' }).click();
    const blockDialog = ana.page.getByRole('dialog', { name: 'Block Ben Okafor?' });
    await screenshotWindow(ana.page, '94-matching-block-in-chat', 'phone');
    await blockDialog.getByRole('button', { name: 'Block', exact: true }).click();
    await blockDialog.waitFor({ state: 'hidden' });
    // Her chat no longer offers to write or call.
    await ana.page.getByText('You blocked Ben Okafor. Unblock them to write or call again.').waitFor();
    expect(await ana.page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    expect(await ana.page.getByRole('button', { name: 'Call Ben Okafor' }).count()).toBe(0);
    await screenshotWindow(ana.page, '96-matching-chat-blocked', 'phone');

    // Ben, who is not told, writes: the message is refused and his chat says they can't message each other.
    await ben.page.goto(`/p/chat/${match.conversationId}`);
    const benBox = ben.page.getByRole('textbox', { name: 'Message' });
    await benBox.fill('Hello?');
    await benBox.press('Enter');
    await ben.page.getByText('You can’t message each other').waitFor();
    expect(await benBox.count()).toBe(0);
    await screenshotWindow(ben.page, '96-matching-chat-blocked', 'desktop');

    await ana.page.getByRole('button', { name: 'More about Ben Okafor' }).click();
    // While Ben is blocked their match is gone: the chat no longer leads to it.
    await expect.poll(() => more.getByRole('link', { name: 'Matches', exact: true }).count()).toBe(0);
    await more.getByRole('button', { name: 'Unblock Ben Okafor' }).click();
    await more.getByRole('button', { name: 'Block Ben Okafor' }).waitFor();
    await screenshotWindow(ana.page, '95-matching-chat-header', 'phone');
    await ana.page.keyboard.press('Escape');

    // Unblocked, they write again: Ben's refused message goes through on retry, and Ana answers.
    await ben.page.getByRole('button', { name: 'Retry' }).click();
    await ana.page.getByRole('region', { name: 'Messages' }).getByText('Hello?').waitFor();
    const anaBox = ana.page.getByRole('textbox', { name: 'Message' });
    await anaBox.fill('Sorry, wrong button. Hello!');
    await anaBox.press('Enter');
    await ben.page.getByRole('region', { name: 'Messages' }).getByText('Sorry, wrong button. Hello!').waitFor();

    // On a desktop the header has room for both buttons.
    await ben.page.getByRole('button', { name: 'Block Ana Lima' }).waitFor();
    await screenshotWindow(ben.page, '95-matching-chat-header', 'desktop');

    for (const errors of [ana.errors, ben.errors, cleo.errors, hostErrors]) expect(errors).toEqual([]);
    for (const person of [ana, ben, cleo]) await person.context.close();
    await admin.close();
  }, 180_000);

  it("keeps a guest's list live, shows it computing and failed (with a retry), and refuses a host's page to a guest", async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    const event = await createEvent(server, admin, eveningEvent('Battery Breakfast'));
    const ana = await guestWithDossier('Ana Lima', '+12025551611', 'phone', event.id);
    await waitForProspects(ana, event.id, []);

    // Alone at the event, Ana waits on her page; a marker tells whether the page reloads.
    await ana.page.goto(connectionIntelligence(ana, event.id));
    await ana.page.getByRole('heading', { name: "Nobody to suggest yet — we'll add people as they join" }).waitFor();
    await ana.page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    // Ben joins with his dossier: once the list is computed, he shows up on her page as it is.
    const ben = await guestWithDossier('Ben Okafor', '+12025551612', 'desktop', event.id);
    await card(ana.page, 'Ben Okafor').waitFor({ timeout: 20_000 });
    expect(await ana.page.evaluate(() => 'stillThisPage' in window)).toBe(true);

    // While a list is computed, the page says so (the answer is staged: a real one is over too soon to see).
    const prospectsPath = `**/api/events/${event.id}/prospects`;
    await ana.page.route(prospectsPath, (route) => route.fulfill({ json: { status: 'computing', prospects: [] } }));
    await ana.page.reload();
    await ana.page.getByText('Finding people for you…').waitFor();
    await screenshot(ana.page, '98-matching-computing', 'phone');

    // A list that fails to load offers to try again, which then shows it.
    await ana.page.unroute(prospectsPath);
    await ana.page.route(prospectsPath, (route) =>
      route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Something went wrong. Try again.' } }),
    );
    await ana.page.reload();
    const failed = ana.page.getByRole('alert').filter({ hasText: 'The people to meet could not be loaded' });
    await failed.getByText('Something went wrong. Try again.').waitFor();
    await screenshot(ana.page, '99-matching-load-failed', 'phone');
    await ana.page.unroute(prospectsPath);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await card(ana.page, 'Ben Okafor').waitFor();

    // The host's page of the event is not a guest's: it says so.
    await ana.page.goto(`/p/users/${ana.user.id}/events/${event.id}/hostMatches`);
    await ana.page.getByRole('heading', { name: "Only the event's hosts see this" }).waitFor();

    for (const errors of [ana.errors, ben.errors]) expect(errors).toEqual([]);
    for (const person of [ana, ben]) await person.context.close();
    await admin.close();
  }, 120_000);
});
