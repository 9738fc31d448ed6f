import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { describePageOnFailure, downloadedText, screenshot } from './support/browser.ts';
import { matchedInvestorAndFounder } from './support/matched-guests.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025551709';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** "Mon 30 Nov": a day as the meeting notification names it, on the event's clock. */
const dayOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(instant);

describe('meetings between matches', () => {
  it('a proposal is a card in the chat for both, answered there (decline, another time, accept), told by a notification that opens it', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    const { noa, theo, conversationId } = await matchedInvestorAndFounder({ browser, server }, admin, {
      noa: '+12025551701',
      theo: '+12025551702',
    });
    describePageOnFailure(noa.page, 'meetings-noa');
    describePageOnFailure(theo.page, 'meetings-theo');
    const eventStart = server.clock.now() + 3 * 24 * 3600_000;
    const eventDay = new Date(eventStart).toISOString().slice(0, 10);
    const day = dayOf(Date.parse(`${eventDay}T17:30:00Z`), 'Europe/Lisbon');

    // Theo has the chat open on a desktop; Noa opens it on a phone, where Meet is in the header itself.
    await theo.page.goto(`/p/chat/${conversationId}`);
    await theo.page.getByRole('heading', { name: 'Noa Angel', level: 1 }).waitFor();
    await noa.page.goto(`/p/chat/${conversationId}`);
    const noaMeet = noa.page.getByRole('main').getByRole('button', { name: 'Meet', exact: true });
    await noaMeet.waitFor();
    expect(await noaMeet.isVisible()).toBe(true);
    // The name still shows in full beside it.
    const title = noa.page.getByRole('heading', { name: 'Theo Builder', level: 1 });
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(noa.page, '101-chat-header-meet', 'phone');
    await noaMeet.click();
    const noaDialog = noa.page.getByRole('dialog', { name: 'Meet Theo Builder' });
    const time = noaDialog.getByLabel('Time (Lisbon time)');
    await time.fill(`${eventDay}T16:30`);
    await noaDialog.getByRole('button', { name: 'Propose this time' }).click();
    await noaDialog
      .getByText(/^Choose a time during Harbour Night/)
      .first()
      .waitFor();
    await screenshot(noa.page, '103-meet-form-error', 'phone');
    await time.fill(`${eventDay}T17:30`);
    await noaDialog.getByRole('textbox', { name: 'Where' }).fill('By the big anchor');
    await noaDialog.getByRole('button', { name: 'Propose this time' }).click();
    await noaDialog.getByText('Waiting for Theo Builder to answer').waitFor();
    await noaDialog.getByRole('button', { name: 'Close' }).click();

    // Noa's chat shows her proposal as a card; Theo's shows it live, with the answers.
    const noaCard = (heading: string) => noa.page.getByRole('article', { name: `Meeting: ${heading}` });
    const theoCard = (heading: string) => theo.page.getByRole('article', { name: `Meeting: ${heading}` });
    await noaCard('You proposed to meet').getByText('Waiting for Theo Builder to answer').waitFor();
    const proposal = theoCard('Noa Angel proposed to meet');
    await proposal.getByText(/17:30–18:00 Lisbon time$/).waitFor();
    await proposal.getByText('By the big anchor · Harbour Night').waitFor();
    for (const answer of ['Accept', 'Decline', 'Suggest another time']) await proposal.getByRole('button', { name: answer }).waitFor();
    expect(await noaCard('You proposed to meet').getByRole('button').count()).toBe(0);
    // A screen reader hears it come, as a message; not the one who proposed.
    const heard = (person: typeof noa) => person.page.getByRole('log', { name: 'Incoming messages' });
    await heard(theo)
      .getByText(/^Noa Angel proposed to meet: .*17:30–18:00 Lisbon time$/)
      .waitFor({ state: 'attached' });
    expect(
      await heard(noa)
        .getByText(/proposed to meet/)
        .count(),
    ).toBe(0);
    await screenshot(theo.page, '104-chat-meeting-card', 'desktop');
    await screenshot(noa.page, '104-chat-meeting-card', 'phone');

    // The bell says what it is, and opening it brings Theo to the chat with the card.
    await theo.page.goto('/p/home');
    await theo.page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
    const notification = theo.page.getByRole('link', {
      name: new RegExp(`Noa Angel proposed a meeting on ${day}, 17:30 at By the big anchor`),
    });
    await notification.waitFor();
    await screenshot(theo.page, '104-meeting-notification', 'desktop');
    expect(await notification.textContent()).not.toMatch(/attach/i);
    await notification.click();
    await expect.poll(() => new URL(theo.page.url()).pathname).toBe(`/p/chat/${conversationId}`);
    await proposal.getByRole('button', { name: 'Suggest another time' }).waitFor();

    // Theo suggests another time; Noa sees it live and declines it; both see the outcome.
    await proposal.getByRole('button', { name: 'Suggest another time' }).click();
    const suggest = theo.page.getByRole('dialog', { name: 'Suggest another time' });
    await suggest.getByLabel('Time (Lisbon time)').fill(`${eventDay}T18:00`);
    await screenshot(theo.page, '105-suggest-another-time', 'desktop');
    await suggest.getByRole('button', { name: 'Suggest this time' }).click();
    await theoCard('You suggested another time').getByText('Waiting for Noa Angel to answer').waitFor();
    const suggested = noaCard('Theo Builder suggested another time');
    await suggested.getByText(/18:00–18:30 Lisbon time$/).waitFor();
    await heard(noa)
      .getByText(/^Theo Builder suggested another time: /)
      .waitFor({ state: 'attached' });
    await screenshot(noa.page, '106-another-time-suggested', 'phone');
    await suggested.getByRole('button', { name: 'Decline' }).click();
    await noaCard('You declined this time').waitFor();
    await theoCard('Noa Angel declined this time').waitFor();

    // A new proposal from Theo, accepted by Noa from the card: both see it agreed.
    await theo.page.getByRole('button', { name: 'Meet', exact: true }).click();
    const theoDialog = theo.page.getByRole('dialog', { name: 'Meet Noa Angel' });
    await theoDialog.getByLabel('Time (Lisbon time)').fill(`${eventDay}T18:30`);
    await theoDialog.getByRole('textbox', { name: 'Where' }).fill('Near the bar');
    await theoDialog.getByRole('button', { name: 'Propose this time' }).click();
    await theoDialog.getByText('Waiting for Noa Angel to answer').waitFor();
    await theoDialog.getByRole('button', { name: 'Close' }).click();
    const second = noaCard('Theo Builder proposed to meet');
    await second.getByText('Near the bar · Harbour Night').waitFor();
    await second.getByRole('button', { name: 'Accept' }).click();
    await noaCard('You accepted').getByText("You're meeting Theo Builder").waitFor();
    const agreed = theoCard('Noa Angel accepted');
    await agreed.getByText("You're meeting Noa Angel").waitFor();
    await screenshot(theo.page, '107-meeting-accepted', 'desktop');
    await screenshot(noa.page, '107-meeting-accepted', 'phone');

    // The invite from the card: the time, and where (the spot they chose, then the venue).
    const download = theo.page.waitForEvent('download');
    await agreed.getByRole('link', { name: 'Add to calendar' }).click();
    const ics = await downloadedText(await download);
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(`${eventDay}T18:30:00.000Z`);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(`${eventDay}T19:00:00.000Z`);
    expect(vevent.summary).toBe('Meet Noa Angel · Harbour Night');
    expect(vevent.location).toBe('Near the bar, Doca, Lisbon');
    expect([...noa.errors, ...theo.errors]).toEqual([]);
    await Promise.all([noa.context.close(), theo.context.close(), admin.close()]);
  });
});
