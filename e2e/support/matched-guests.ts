import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { ProspectsResponse } from '../../shared/api/matching.ts';
import type { CurrentUser } from '../../shared/api/users.ts';
import type { TestServer } from '../../server/testing/test-server.ts';
import { collectPageErrors, type ViewportName } from './browser.ts';
import { currentUser, signedInContext } from './signed-in-context.ts';

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
  await expect.poll(async () => (await currentUser(context)).generalDossier).not.toBeNull();
  const user = await currentUser(context);
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
