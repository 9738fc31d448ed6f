import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { readCode } from './support/app-server.ts';
import { collectPageErrors, newContext, screenshot, screenshotBoth } from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550309';
const creatorPhone = '+12025550301';
const linkGuestPhone = '+12025550302';
const inviteePhone = '+12025550303';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** A new guest through the sign-in flow of a join page, from the phone step to the intro video. */
async function signUpOnJoinPage(page: Page, phoneNumber: string, name: string | null) {
  const phoneBox = page.getByRole('textbox', { name: 'Phone number' });
  if ((await phoneBox.inputValue()).replace(/\D/g, '').endsWith(phoneNumber.slice(-10)) === false) await phoneBox.fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phoneNumber));
  await page.getByRole('button', { name: 'Verify' }).click();
  const nameBox = page.getByRole('textbox', { name: 'Name' });
  await nameBox.waitFor();
  if (name !== null) await nameBox.fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Start with chat' }).click();
}

const inAWeek = () => {
  const start = new Date(server.clock.now() + 7 * 24 * 3600_000);
  start.setUTCHours(17, 0, 0, 0);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3 * 3600_000).toISOString() };
};

describe('hosting and joining an event', () => {
  it('a creator request is approved, an event created, and two new guests join by link and by personal link', async () => {
    // The would-be creator asks, through the UI, to host events.
    const creator = await signedInContext(browser, server, creatorPhone, { name: 'Maya Host', viewport: 'phone' });
    const creatorPage = await creator.newPage();
    const creatorErrors = collectPageErrors(creatorPage);
    await creatorPage.goto('/p/home');
    await creatorPage.getByText('No events yet').waitFor();
    await screenshot(creatorPage, '40-home-empty', 'phone');
    await askToBecomeCreator(creatorPage);

    // An admin approves it.
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'desktop' });
    const adminPage = await admin.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto('/p/admin/creatorRequests');
    await adminPage.getByRole('button', { name: 'Approve Maya Host' }).waitFor();
    await screenshot(adminPage, '41-admin-creator-requests', 'desktop');
    await adminPage.getByRole('button', { name: 'Approve Maya Host' }).click();
    await adminPage.getByRole('heading', { name: 'Decided (1)' }).waitFor();
    await adminPage.getByText('Approved', { exact: true }).waitFor();

    // The creator learns it on home.
    await creatorPage.goto('/p/home');
    await creatorPage.getByText('You can host events now').waitFor();
    await screenshot(creatorPage, '42-home-request-approved', 'phone');

    // The creator creates the event (over the API: the form has its own test).
    const created = await creator.request.post('/api/events', {
      data: {
        name: 'Founders Dinner',
        description: 'Dinner and introductions.',
        timeZone: 'Europe/Paris',
        place: 'Le Comptoir, Paris',
        ...inAWeek(),
      },
    });
    expect(created.status()).toBe(201);
    const event = (await created.json()) as { id: string };

    // A new guest joins by the event link through the sign-in flow; "Start with chat" opens the concierge.
    const guest = await newContext(browser, 'phone', server.baseUrl);
    const guestPage = await guest.newPage();
    const guestErrors = collectPageErrors(guestPage);
    await guestPage.goto(`/p/joinEvent/${event.id}`);
    await guestPage.getByRole('heading', { name: 'Founders Dinner' }).waitFor();
    await guestPage.getByText('Hosted by Maya Host').waitFor();
    await screenshot(guestPage, '43-join-page', 'phone');
    await signUpOnJoinPage(guestPage, linkGuestPhone, 'Gil Guest');
    await guestPage.waitForURL('**/p/chat/*');
    expect((await (await guest.request.get(`/api/events/${event.id}`)).json()).viewer.isMember).toBe(true);

    // Opening the link again, signed in, goes straight to the event; nothing changes.
    await guestPage.goto(`/p/join-event/${event.id}`);
    await guestPage.waitForURL(`**/p/events/${event.id}`);

    // The host invites someone; the personal link names them and pre-fills their name, never their
    // number or email (whoever holds the link sees the page).
    const invited = await creator.request.post(`/api/events/${event.id}/invitations`, {
      data: { name: 'Lior Ben', phoneNumber: inviteePhone, email: 'lior@example.com' },
    });
    expect(invited.status()).toBe(201);
    const invitation = (await invited.json()) as { link: string };
    const invitee = await newContext(browser, 'desktop', server.baseUrl);
    const inviteePage = await invitee.newPage();
    const inviteeErrors = collectPageErrors(inviteePage);
    await inviteePage.goto(new URL(invitation.link).pathname);
    await inviteePage.waitForURL(/memberHash=/);
    await inviteePage.getByText('An invitation for Lior Ben').waitFor();
    const phoneField = inviteePage.getByRole('textbox', { name: 'Phone number' });
    expect(await phoneField.inputValue()).toBe('');
    await screenshot(inviteePage, '44-join-page-member-hash', 'desktop');
    await phoneField.fill(inviteePhone);
    await inviteePage.getByRole('button', { name: 'Send code' }).click();
    await inviteePage.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, inviteePhone));
    await inviteePage.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => inviteePage.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Lior Ben');
    expect(await inviteePage.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
    await inviteePage.getByRole('button', { name: 'Continue' }).click();
    await inviteePage.getByRole('button', { name: 'Skip' }).click();
    await inviteePage.getByRole('button', { name: 'Start with chat' }).click();
    await inviteePage.waitForURL('**/p/chat/*');

    // The host sees both appear (the admin table lists them with their state).
    const participants = await (await creator.request.get(`/api/events/${event.id}/participants`)).json();
    expect(participants.counts).toMatchObject({ joined: 2, invited: 0 });
    await adminPage.goto(`/p/events/${event.id}/table`);
    await adminPage.getByRole('row', { name: /Gil Guest/ }).waitFor();
    await adminPage.getByRole('row', { name: /Lior Ben/ }).waitFor();
    await screenshot(adminPage, '45-admin-event-table', 'desktop');
    await adminPage.getByRole('button', { name: 'Name' }).click();
    await adminPage.waitForURL(/order=desc/);
    await expect.poll(async () => (await adminPage.getByRole('row').nth(1).textContent()) ?? '').toContain('Lior Ben');
    await adminPage.getByRole('combobox', { name: 'State' }).selectOption('invited');
    await adminPage.getByText('Nobody matches these filters.').waitFor();
    const csvLink = adminPage.getByRole('link', { name: 'Export CSV' });
    expect(await csvLink.getAttribute('href')).toContain('format=csv');

    await adminPage.goto(`/p/admin/events/${event.id}`);
    await adminPage.getByRole('heading', { name: 'Founders Dinner' }).waitFor();
    await adminPage.getByRole('link', { name: 'Maya Host' }).waitFor();
    await screenshot(adminPage, '46-admin-event', 'desktop');

    // The guest's home lists the event as attending; the creator's as hosting.
    await guestPage.goto('/p/home');
    await guestPage.getByRole('link', { name: /Founders Dinner/ }).waitFor();
    await guestPage.getByText('Attending').waitFor();
    await screenshot(guestPage, '47-home-with-events', 'phone');
    await creatorPage.goto('/p/home');
    await creatorPage.getByText('Hosting').waitFor();

    // A signed-in user who is not in the event sees it and a "Join event" button.
    await adminPage.goto(`/p/joinEvent/${event.id}`);
    await adminPage.getByRole('button', { name: 'Join event' }).waitFor();
    await screenshot(adminPage, '48-join-page-signed-in', 'desktop');

    for (const errors of [creatorErrors, adminErrors, guestErrors, inviteeErrors]) expect(errors).toEqual([]);
    await Promise.all([creator.close(), admin.close(), guest.close(), invitee.close()]);
  });

  it('explains an unusable personal link and an unknown event', async () => {
    const creator = await signedInContext(browser, server, '+12025550304', { name: 'Rafi Host' });
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    // An admin creates events without asking.
    const created = await admin.request.post('/api/events', {
      data: { name: 'Demo Day', timeZone: 'America/New_York', onlineUrl: 'https://meet.example.com/demo', capacity: 1, ...inAWeek() },
    });
    expect(created.status()).toBe(201);
    const event = (await created.json()) as { id: string };
    const invited = await admin.request.post(`/api/events/${event.id}/invitations`, {
      data: { name: 'Tom Lee', email: 'tom@example.com' },
    });
    const invitation = (await invited.json()) as { id: string; link: string };
    await admin.request.delete(`/api/events/${event.id}/invitations/${invitation.id}`);

    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await newContext(browser, viewport, server.baseUrl);
      const page = await context.newPage();
      await page.goto(new URL(invitation.link).pathname);
      await page.getByText('This personal link cannot be used').waitFor();
      await page.getByText(/withdrawn/).waitFor();
      await page.getByRole('heading', { name: 'Demo Day' }).waitFor();
      expect(await page.getByText("You're invited").count()).toBe(0);
      // Signing in still works (it ends at home instead of joining).
      await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
      await screenshot(page, '49-join-page-revoked-link', viewport);

      await page.goto('/p/joinEvent/not-an-id');
      await page.getByText('This event link does not work').waitFor();
      await context.close();
    }

    // Signed in, a link that does not work says so and leads home, with nothing left spinning.
    const signedIn = await creator.newPage();
    for (const path of ['/p/joinEvent/not-an-id', '/p/joinEvent/01900000-0000-7000-8000-000000000000']) {
      await signedIn.goto(path);
      await signedIn.getByRole('heading', { name: 'This event link does not work', level: 1 }).waitFor();
      await signedIn.getByRole('link', { name: 'Go to home' }).waitFor();
      expect(await signedIn.getByText("Checking whether you're already in…").count()).toBe(0);
    }
    await screenshotBoth(signedIn, '49c-join-page-bad-link-signed-in', signedIn.getByRole('link', { name: 'Go to home' }));
    await signedIn.getByRole('link', { name: 'Go to home' }).click();
    await signedIn.waitForURL('**/p/home');

    // A full event says so before sign-in, and refuses a new member with the server's sentence.
    const first = await signedInContext(browser, server, '+12025550305', { name: 'Uma First' });
    expect((await first.request.post(`/api/events/${event.id}/join`, { data: {} })).ok()).toBe(true);
    const page = await creator.newPage();
    await page.goto(`/p/joinEvent/${event.id}`);
    await page.getByText('This event is full').waitFor();
    expect(await page.getByRole('button', { name: 'Join event' }).count()).toBe(0);

    // An event that is over says so instead of inviting, before and after sign-in.
    const day = 24 * 60 * 60 * 1000;
    const past = await admin.request.post('/api/events', {
      data: {
        name: 'Last Year Meetup',
        timeZone: 'UTC',
        place: 'Berlin',
        startsAt: new Date(Date.now() - 2 * day).toISOString(),
        endsAt: new Date(Date.now() - day).toISOString(),
      },
    });
    const pastEvent = (await past.json()) as { id: string };
    const visitor = await newContext(browser, 'phone', server.baseUrl);
    const pastPage = await visitor.newPage();
    await pastPage.goto(`/p/joinEvent/${pastEvent.id}`);
    await pastPage.getByText('This event is over').waitFor();
    expect(await pastPage.getByText("You're invited").count()).toBe(0);
    await screenshot(pastPage, '49b-join-page-past-event', 'phone');
    await page.goto(`/p/joinEvent/${pastEvent.id}`);
    await page.getByText('This event is over').waitFor();
    expect(await page.getByRole('button', { name: 'Join event' }).count()).toBe(0);
    await Promise.all([creator.close(), admin.close(), first.close(), visitor.close()]);
  });
});

describe('screens at both sizes', () => {
  it('renders the join page, home and the admin pages on a phone and a desktop', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const created = await admin.request.post('/api/events', {
      data: {
        name: 'Spring Summit 2027: founders, investors and operators',
        timeZone: 'Europe/London',
        place: 'The Barbican Centre, Silk Street, London',
        ...inAWeek(),
      },
    });
    const event = (await created.json()) as { id: string };
    const invited = await admin.request.post(`/api/events/${event.id}/invitations`, {
      data: { name: 'Noor Haddad', phoneNumber: '+12025550306' },
    });
    const invitation = (await invited.json()) as { link: string };
    for (const viewport of ['phone', 'desktop'] as const) {
      const guest = await newContext(browser, viewport, server.baseUrl);
      const page = await guest.newPage();
      await page.goto(`/p/joinEvent/${event.id}`);
      await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
      await screenshot(page, '50-join-page', viewport);
      await page.goto(new URL(invitation.link).pathname);
      await page.getByText('An invitation for Noor Haddad').waitFor();
      await screenshot(page, '51-join-page-member-hash', viewport);
      await guest.close();

      const adminContext = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport });
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/p/admin/creatorRequests');
      await adminPage.getByRole('heading', { name: /Waiting for a decision/ }).waitFor();
      await screenshot(adminPage, '52-admin-creator-requests', viewport);
      await adminPage.goto(`/p/admin/events/${event.id}`);
      await adminPage.getByRole('link', { name: 'Participant table' }).waitFor();
      await screenshot(adminPage, '53-admin-event', viewport);
      await adminPage.goto(`/p/events/${event.id}/table`);
      await adminPage.getByRole('row', { name: /Noor Haddad/ }).waitFor();
      // The table fits the screen: no sideways scrolling of the page.
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await screenshot(adminPage, '54-admin-event-table', viewport);
      await adminPage.goto('/p/home');
      await adminPage.getByRole('link', { name: /Spring Summit/ }).waitFor();
      await screenshot(adminPage, '55-home-with-events', viewport);
      await adminContext.close();
    }
    await admin.close();
  });
});

/**
 * The creator request through `/events/new`, which tells a user who may not create events why,
 * and lets them ask.
 */
async function askToBecomeCreator(page: Page) {
  await page.goto('/p/events/new');
  const message = page.getByRole('textbox', { name: 'What events would you like to host?' });
  await message.fill('Monthly founders dinners in Paris.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await page.getByRole('heading', { name: 'Your request is waiting' }).waitFor();
}
