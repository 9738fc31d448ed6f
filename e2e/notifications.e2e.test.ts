import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../shared/api/dossier.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../server/testing/smtp-test-server.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { startAppServer } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { createEvent } from './support/events.ts';
import { guestWithDossier, sayInterested, waitForProspects } from './support/matched-guests.ts';
import { newId } from '../server/db/ids.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';

const adminPhone = '+12025551809';

let smtp: SmtpTestServer;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startAppServer({ ADMIN_PHONES: adminPhone, SMTP_URL: smtp.url, MAIL_FROM: 'Tandem <hello@tandem.example>' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

const item = (text: string) => ({ text, sourceMessageIds: [] });
const dossiers: Record<string, DossierDocument> = {
  'Mira Grower': {
    headline: 'Founder of Rootline, a vertical farming startup',
    about: 'We grow greens in city basements.',
    lookingFor: [item('seed funding for our vertical farming startup')],
    canOffer: [item('advice on indoor farming')],
    topics: [item('agritech')],
  },
  'Olu Capital': {
    headline: 'Angel investor in agritech',
    about: 'I back early farming hardware.',
    lookingFor: [item('founders of vertical farming startups raising a seed round')],
    canOffer: [item('seed funding for agritech')],
    topics: [item('agritech')],
  },
};

describe('notifications', () => {
  it('emails a guest away from the app when matched, and the bell shows the match in the app', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    const event = await createEvent(server, admin, {
      name: 'Green Night',
      timeZone: 'Europe/Lisbon',
      place: 'LX Factory, Lisbon',
      daysAhead: 3,
      startHourUtc: 17,
      hours: 3,
    });
    const mira = await guestWithDossier(
      { browser, server },
      { name: 'Mira Grower', phone: '+12025551801', viewport: 'phone', eventId: event.id, dossier: dossiers['Mira Grower']! },
    );
    const olu = await guestWithDossier(
      { browser, server },
      { name: 'Olu Capital', phone: '+12025551802', viewport: 'desktop', eventId: event.id, dossier: dossiers['Olu Capital']! },
    );
    // Mira wants emails, and leaves the app.
    expect((await mira.context.request.patch('/api/users/me', { data: { notificationPreferences: ['EMAIL'] } })).ok()).toBe(true);
    await mira.page.close();

    await waitForProspects(mira, event.id, ['Olu Capital']);
    await waitForProspects(olu, event.id, ['Mira Grower']);
    await sayInterested(mira, event.id, 'Olu Capital');
    await sayInterested(olu, event.id, 'Mira Grower');

    // The email, as the SMTP server received it (Olu keeps the default, texts only).
    const toMira = () => smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'mira.grower@example.com');
    await expect.poll(() => toMira().length).toBe(1);
    const email = toMira()[0]!;
    expect(email.subject).toBe('You have a new match');
    expect(email.text).toContain('You and Olu Capital are both interested in meeting.');
    expect(email.text).toContain(`/p/events/${event.id}/newMatches`);

    // Olu, in the app all along, sees the bell count up live.
    const oluBell = olu.page.getByRole('button', { name: 'Notifications: 1 unread' });
    await expect.poll(() => oluBell.isVisible()).toBe(true);
    await oluBell.click();
    await expect.poll(() => olu.page.getByRole('link', { name: /You have a new match/ }).isVisible()).toBe(true);
    await screenshot(olu.page, 'notifications-panel', 'desktop');
    // Escape closes the panel and gives the focus back to the bell.
    await olu.page.keyboard.press('Escape');
    await expect.poll(() => olu.page.getByRole('link', { name: /You have a new match/ }).isVisible()).toBe(false);
    expect(await oluBell.evaluate((element) => element === document.activeElement)).toBe(true);

    // Mira comes back: the bell has the match; by keyboard she opens it and follows the link.
    const page = await mira.context.newPage();
    await page.goto('/p/home');
    const miraBell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    await expect.poll(() => miraBell.isVisible()).toBe(true);
    await miraBell.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: /You have a new match/ });
    await expect.poll(() => link.isVisible()).toBe(true);
    await screenshot(page, 'notifications-panel', 'phone');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/p/events/${event.id}/newMatches`);
    await expect.poll(() => page.getByRole('button', { name: 'Notifications' }).isVisible()).toBe(true);
    expect([...mira.errors, ...olu.errors]).toEqual([]);
  });

  it('lists the newest notifications and shows older ones a page at a time', async () => {
    const context = await signedInContext(browser, server, '+12025551877', { name: 'Pia Pages', viewport: 'phone' });
    const { id: userId } = await currentUser(context);
    // 25 past notifications, one a minute, oldest first (ids sort by creation, as the API pages them).
    const start = Date.now() - 60 * 60_000;
    await server.database.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 25 }, (_, at) => ({
          id: newId(),
          user_id: userId,
          kind: 'message' as const,
          title: `Message ${at + 1} from Sam`,
          body: 'Sam wrote to you.',
          link_path: '/p/home',
          dedupe_key: `pages-${at}`,
          ics: null,
          created_at: start + at * 60_000,
          read_at: null,
        })),
      )
      .execute();
    const page = await context.newPage();
    await page.goto('/p/home');
    await page.getByRole('button', { name: 'Notifications: 25 unread' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: /Message 25 from Sam/ }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(20);
    await panel.getByRole('button', { name: 'Show older' }).click();
    await panel.getByRole('link', { name: /Message 1 from Sam/ }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(25);
    expect(await panel.getByRole('button', { name: 'Show older' }).count()).toBe(0);
    await screenshot(page, 'notifications-older', 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'notifications-older', 'desktop');
    await context.close();
  });
});
