import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProspectsResponse } from '../shared/api/matching.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { dossierDocument, giveDossier, join, signedInGuests } from '../server/matching/testing/matching-fixture.ts';
import { collectPageErrors, screenshotBoth, type ViewportName } from './support/browser.ts';
import { createEvent } from './support/events.ts';
import { currentUser, signedInContext, userWithDossier } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025551609';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** A café that needs its books done and a bookkeeper who needs lunches: they need each other, in words they do not share. */
const guests = {
  cafe: {
    name: 'Chidi Okoro',
    phone: '+12025551611',
    viewport: 'phone' as ViewportName,
    dossier: dossierDocument({
      headline: 'Café owner',
      lookingFor: ['Someone to sort out our accounts before the tax deadline'],
      canOffer: ['Catering for office meetings'],
    }),
  },
  bookkeeper: {
    name: 'Beatriz Souza',
    phone: '+12025551612',
    viewport: 'desktop' as ViewportName,
    dossier: dossierDocument({
      headline: 'Bookkeeper for small firms',
      lookingFor: ['Food for my staff lunches'],
      canOffer: ['Monthly bookkeeping and VAT returns'],
    }),
  },
  harpist: {
    name: 'Hal Moreno',
    phone: '+12025551614',
    viewport: 'phone' as ViewportName,
    dossier: dossierDocument({
      headline: 'Concert harpist',
      lookingFor: ['Someone to restore an antique harp'],
      canOffer: ['Harp lessons'],
    }),
  },
  photographer: {
    name: 'Pia Lind',
    phone: '+12025551613',
    viewport: 'desktop' as ViewportName,
    dossier: dossierDocument({
      headline: 'Wedding photographer',
      lookingFor: ['A second shooter for summer weddings'],
      canOffer: ['Portraits and event photos'],
    }),
  },
};
type Joined = { context: BrowserContext; page: Page; errors: string[]; userId: string };

/** Joined through the event's link, with the dossier saved as if written on its page. */
async function joinWithDossier(guest: (typeof guests)[keyof typeof guests], eventId: string): Promise<Joined> {
  const context = await signedInContext(browser, server, guest.phone, { name: guest.name, viewport: guest.viewport });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/p/joinEvent/${eventId}`);
  await page.getByRole('button', { name: 'Join event' }).click();
  await page.waitForURL(`**/p/events/${eventId}`);
  await userWithDossier(context);
  const { id } = await currentUser(context);
  const saved = await context.request.put(`/api/users/${id}/generalDossier/document`, {
    data: { document: guest.dossier, updateSource: 'home' },
  });
  expect(saved.status()).toBe(200);
  return { context, page, errors, userId: id };
}

const prospectCard = (page: Page, name: string) => page.getByRole('article', { name });
const firstProspectName = (page: Page) => page.getByRole('article').first().getByRole('heading').textContent();

async function readyProspects({ context }: Joined, eventId: string): Promise<ProspectsResponse> {
  let list: ProspectsResponse | undefined;
  await expect
    .poll(async () => {
      list = (await (await context.request.get(`/api/events/${eventId}/prospects`)).json()) as ProspectsResponse;
      return list.status;
    })
    .toBe('ready');
  return list!;
}

describe('matching on meaning', () => {
  it('shows two guests who need each other, in words they do not share, first to each other, with a short reason', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Hana Host' });
    const event = await createEvent(server, admin, {
      name: 'Small Business Breakfast',
      description: 'Coffee and introductions.',
      timeZone: 'Europe/London',
      place: 'The Corn Exchange',
      daysAhead: 7,
      startHourUtc: 8,
      hours: 2,
    });
    const cafe = await joinWithDossier(guests.cafe, event.id);
    const bookkeeper = await joinWithDossier(guests.bookkeeper, event.id);
    await joinWithDossier(guests.photographer, event.id);

    for (const [viewer, partner] of [
      [cafe, guests.bookkeeper],
      [bookkeeper, guests.cafe],
    ] as const) {
      const list = await readyProspects(viewer, event.id);
      expect(list.prospects[0]?.user.name).toBe(partner.name);
      const reason = list.prospects[0]!.reason;
      expect(reason.length).toBeLessThanOrEqual(240);
      await viewer.page.goto(`/p/users/${viewer.userId}/events/${event.id}/connection-intelligence`);
      await expect.poll(() => firstProspectName(viewer.page)).toBe(partner.name);
      await prospectCard(viewer.page, partner.name).getByText(reason).waitFor();
    }
    // The reason says what each gives the other, in their own words, although the words differ.
    const { reason } = (await readyProspects(cafe, event.id)).prospects[0]!;
    expect(reason).toContain('monthly bookkeeping and VAT returns');
    expect(reason).toContain('someone to sort out your accounts before the tax deadline');
    await screenshotBoth(cafe.page, '89-matching-meaning', prospectCard(cafe.page, guests.bookkeeper.name));
    expect([...cafe.errors, ...bookkeeper.errors]).toEqual([]);
  });

  it('tells a guest nobody fits, at an event of twenty, that there is no strong match, and shows the closest people as loose fits', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Hana Host' });
    const event = await createEvent(server, admin, {
      name: 'Trades Breakfast',
      description: 'Coffee and introductions.',
      timeZone: 'Europe/London',
      place: 'The Corn Exchange',
      daysAhead: 7,
      startHourUtc: 8,
      hours: 2,
    });
    const trades = [
      { headline: 'Wedding photographer', lookingFor: ['A second shooter for summer weddings'], canOffer: ['Portraits and event photos'] },
      { headline: 'Plumber', lookingFor: ['An apprentice plumber'], canOffer: ['Boiler repairs'] },
      { headline: 'Yoga teacher', lookingFor: ['A studio to rent on weekday mornings'], canOffer: ['Yoga classes for office teams'] },
    ];
    const others = await signedInGuests(
      server,
      Array.from({ length: 19 }, (_, index) => `Guest ${index + 1}`),
    );
    for (const [index, guest] of others.entries()) {
      await join(guest, event.id);
      await giveDossier(guest, dossierDocument(trades[index % trades.length]!));
    }
    const harpist = await joinWithDossier(guests.harpist, event.id);
    const list = await readyProspects(harpist, event.id);
    expect(list.prospects.length).toBeGreaterThan(0);
    expect(list.prospects.every((prospect) => prospect.fit === 'modest')).toBe(true);

    await harpist.page.goto(`/p/users/${harpist.userId}/events/${event.id}/connection-intelligence`);
    const notice = harpist.page.getByRole('status').filter({ hasText: 'No strong match here yet' });
    await notice.waitFor();
    await expect.poll(() => harpist.page.getByRole('article').count()).toBe(list.prospects.length);
    expect(await harpist.page.getByRole('article').getByText('Loose fit', { exact: true }).count()).toBe(list.prospects.length);
    await screenshotBoth(harpist.page, '90-matching-no-strong-match', notice);
    expect(harpist.errors).toEqual([]);
  });
});
