import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { MatchesResponse, ProspectsResponse } from '../../shared/api/matching.ts';
import type { CurrentUser } from '../../shared/api/users.ts';
import type { TestServer } from '../../server/testing/test-server.ts';
import { collectPageErrors, type ViewportName } from './browser.ts';
import { createEvent } from './events.ts';
import { signedInContext, userWithDossier } from './signed-in-context.ts';

export type Person = { context: BrowserContext; page: Page; errors: string[]; user: CurrentUser; name: string };

/**
 * A guest signed in, with an email, a LinkedIn, a dossier written by hand (the concierge has its
 * own test) and joined to the event; their page has loaded home once.
 */
export async function guestWithDossier(
  { browser, server }: { browser: Browser; server: TestServer },
  {
    name,
    phone,
    viewport,
    eventId,
    dossier,
  }: { name: string; phone: string; viewport: ViewportName; eventId: string; dossier: DossierDocument },
): Promise<Person> {
  const context = await signedInContext(browser, server, phone, { name, viewport });
  const slug = name.toLowerCase().replace(/\W+/g, '.');
  await context.request.patch('/api/users/me', {
    data: { email: `${slug}@example.com`, linkedin: `linkedin.com/in/${slug.replace('.', '-')}` },
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // The app gives a new user their dossier's conversations on first load.
  await page.goto('/p/home');
  const user = await userWithDossier(context);
  const saved = await context.request.put(`/api/users/${user.id}/generalDossier/document`, {
    data: { document: dossier, updateSource: 'home' },
  });
  expect(saved.ok()).toBe(true);
  expect((await context.request.post(`/api/events/${eventId}/join`, { data: {} })).ok()).toBe(true);
  return { context, page, errors, user, name };
}

export async function prospectsOf(person: Person, eventId: string): Promise<ProspectsResponse> {
  return (await (await person.context.request.get(`/api/events/${eventId}/prospects`)).json()) as ProspectsResponse;
}

/** Waits until the event's recompute has run for this guest and proposes `names`. */
export async function waitForProspects(person: Person, eventId: string, names: string[]) {
  await expect
    .poll(
      async () => {
        const list = await prospectsOf(person, eventId);
        return list.status === 'ready' ? list.prospects.map((prospect) => prospect.user.name).sort() : null;
      },
      { timeout: 20_000 },
    )
    .toEqual([...names].sort());
}

export async function sayInterested(person: Person, eventId: string, prospectName: string) {
  const prospect = (await prospectsOf(person, eventId)).prospects.find((each) => each.user.name === prospectName)!;
  const answered = await person.context.request.put(`/api/events/${eventId}/prospects/${prospect.id}/interest`, {
    data: { interest: 'INTERESTED', actionSource: 'connection_intelligence' },
  });
  expect(answered.ok()).toBe(true);
}

const item = (text: string) => ({ text, sourceMessageIds: [] });

/** Two guests who need each other: an investor in ocean tech and a marine robotics founder raising a seed round. */
export const investorAndFounder = {
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
} satisfies Record<string, DossierDocument>;

/**
 * Noa (on a phone) and Theo (on a desktop) of `investorAndFounder`, joined to a new evening event
 * in Lisbon three days ahead (17:00 to 20:00 UTC, UTC+0 in winter), interested in each other and
 * so matched; with the id of their chat.
 */
export async function matchedInvestorAndFounder(
  app: { browser: Browser; server: TestServer },
  host: BrowserContext,
  phones: { noa: string; theo: string },
) {
  const event = await createEvent(app.server, host, {
    name: 'Harbour Night',
    timeZone: 'Europe/Lisbon',
    place: 'Doca, Lisbon',
    daysAhead: 3,
    startHourUtc: 17,
    hours: 3,
  });
  const eventId = event.id;
  const noa = await guestWithDossier(app, {
    name: 'Noa Angel',
    phone: phones.noa,
    viewport: 'phone',
    eventId,
    dossier: investorAndFounder['Noa Angel'],
  });
  const theo = await guestWithDossier(app, {
    name: 'Theo Builder',
    phone: phones.theo,
    viewport: 'desktop',
    eventId,
    dossier: investorAndFounder['Theo Builder'],
  });
  await waitForProspects(noa, eventId, ['Theo Builder']);
  await waitForProspects(theo, eventId, ['Noa Angel']);
  await sayInterested(noa, eventId, 'Theo Builder');
  await sayInterested(theo, eventId, 'Noa Angel');
  const matches = (await (await noa.context.request.get(`/api/events/${eventId}/matches`)).json()) as MatchesResponse;
  return { event, noa, theo, conversationId: matches.matches[0]!.conversationId };
}
