import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../shared/api/dossier.ts';
import type { MatchesResponse } from '../shared/api/matching.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { startAppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { createEvent } from './support/events.ts';
import { guestWithDossier, sayInterested, waitForProspects } from './support/matched-guests.ts';
import { signedInContext } from './support/signed-in-context.ts';

const adminPhone = '+12025551709';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ ADMIN_PHONES: adminPhone });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const item = (text: string) => ({ text, sourceMessageIds: [] });
const dossiers: Record<string, DossierDocument> = {
  'Noa Angel': {
    headline: 'Angel investor in ocean tech',
    about: 'I back early marine hardware.',
    lookingFor: [item('founders of marine robotics startups raising a seed round')],
    canOffer: [item('seed funding for marine robotics')],
    topics: [item('ocean tech')],
  },
  'Theo Builder': {
    headline: 'Founder of Tidebot, a marine robotics startup',
    about: 'We build robots that clean harbours.',
    lookingFor: [item('seed funding for our marine robotics startup')],
    canOffer: [item('advice on underwater robotics')],
    topics: [item('ocean tech')],
  },
};

describe('meetings between matches', () => {
  it('one proposes a time at the event, the other accepts it live, and both get the invite for their calendar', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    // Three days ahead, 17:00 to 20:00 UTC, in Lisbon (UTC+0 in winter).
    const event = await createEvent(server, admin, {
      name: 'Harbour Night',
      timeZone: 'Europe/Lisbon',
      place: 'Doca, Lisbon',
      daysAhead: 3,
      startHourUtc: 17,
      hours: 3,
    });
    const noa = await guestWithDossier(
      { browser, server },
      { name: 'Noa Angel', phone: '+12025551701', viewport: 'phone', eventId: event.id, dossier: dossiers['Noa Angel']! },
    );
    const theo = await guestWithDossier(
      { browser, server },
      { name: 'Theo Builder', phone: '+12025551702', viewport: 'desktop', eventId: event.id, dossier: dossiers['Theo Builder']! },
    );
    await waitForProspects(noa, event.id, ['Theo Builder']);
    await waitForProspects(theo, event.id, ['Noa Angel']);
    await sayInterested(noa, event.id, 'Theo Builder');
    await sayInterested(theo, event.id, 'Noa Angel');
    const matches = (await (await noa.context.request.get(`/api/events/${event.id}/matches`)).json()) as MatchesResponse;
    const conversationId = matches.matches[0]!.conversationId;

    // Noa, on a phone, proposes from the chat's "More" sheet.
    await noa.page.goto(`/p/chat/${conversationId}`);
    await noa.page.getByRole('button', { name: 'More about Theo Builder' }).click();
    await noa.page.getByRole('button', { name: 'Meet' }).click();
    const noaDialog = noa.page.getByRole('dialog', { name: 'Meet Theo Builder' });
    const time = noaDialog.getByLabel('Time (Lisbon time)');
    const eventDay = new Date(server.clock.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
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
    await screenshot(noa.page, '104-meet-proposed', 'phone');

    // Theo, on a desktop, finds it from the chat header and accepts.
    await theo.page.goto(`/p/chat/${conversationId}`);
    await theo.page.getByRole('button', { name: 'Meet', exact: true }).click();
    const theoDialog = theo.page.getByRole('dialog', { name: 'Meet Noa Angel' });
    await theoDialog.getByText('Noa Angel proposed a time').waitFor();
    await theoDialog.getByText(/17:30–18:00 Lisbon time$/).waitFor();
    await screenshot(theo.page, '105-meet-answer', 'desktop');
    await theoDialog.getByRole('button', { name: 'Accept' }).click();
    await theoDialog.getByText("You're meeting Noa Angel").waitFor();

    // Noa sees it live, without reloading.
    await noaDialog.getByText("You're meeting Theo Builder").waitFor();
    await screenshot(noa.page, '106-meet-accepted', 'phone');

    const download = theo.page.waitForEvent('download');
    await theoDialog.getByRole('link', { name: 'Add to calendar' }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(`${eventDay}T17:30:00.000Z`);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(`${eventDay}T18:00:00.000Z`);
    expect(vevent.summary).toBe('Meet Noa Angel · Harbour Night');
    expect(vevent.location).toBe('By the big anchor');
    expect([...noa.errors, ...theo.errors]).toEqual([]);
    await Promise.all([noa.context.close(), theo.context.close(), admin.close()]);
  });
});
