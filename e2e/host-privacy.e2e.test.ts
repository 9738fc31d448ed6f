import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { startAppServer } from './support/app-server.ts';
import { collectPageErrors, describePageOnFailure, launchBrowser, screenshotBoth } from './support/browser.ts';
import { createEvent } from './support/events.ts';
import { signedInContext } from './support/signed-in-context.ts';

const adminPhone = '+12025550809';
const hostPhone = '+12025550801';
const cohostPhone = '+12025550802';
const sharingGuestPhone = '+12025550803';
const privateGuestPhone = '+12025550804';

let server: TestServer;
let browser: Browser;
let host: BrowserContext;
let eventId: string;

beforeAll(async () => {
  server = await startAppServer({ ADMIN_PHONES: adminPhone });
  browser = await launchBrowser();
  host = await signedInContext(browser, server, hostPhone, { name: 'Rita Host', viewport: 'phone' });
  expect((await host.request.post('/api/creator-requests', { data: { message: 'Dinners in Lisbon.' } })).status()).toBe(201);
  const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
  const pending = (await (await admin.request.get('/api/admin/creator-requests?status=pending')).json()) as { requests: { id: string }[] };
  expect((await admin.request.post(`/api/admin/creator-requests/${pending.requests[0]!.id}/approve`)).ok()).toBe(true);
  await admin.close();
  eventId = (
    await createEvent(server, host, {
      name: 'Harbour supper',
      timeZone: 'Europe/Lisbon',
      place: 'Cais do Sodré, Lisbon',
      daysAhead: 12,
      startHourUtc: 19,
      hours: 3,
    })
  ).id;
});
afterAll(async () => {
  await host?.close();
  await browser?.close();
  await server?.close();
});

describe('what hosts learn about people', () => {
  it('a host invites a co-host by number; the invitee sees it on their home page and accepts; only then do they co-host', async () => {
    const page = await host.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'host-privacy-invite');
    await page.goto(`/p/events/${eventId}`);
    await page.getByRole('textbox', { name: 'Invite a co-host by phone number' }).fill(cohostPhone);
    await page.getByRole('button', { name: 'Invite co-host' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${cohostPhone}.` })
      .waitFor();
    const invitations = page.getByRole('list', { name: 'Co-host invitations' });
    // The number as typed, waiting: no name or picture behind it.
    await invitations.getByText(cohostPhone).waitFor();
    expect(await page.getByRole('region', { name: 'Co-hosts' }).getByText('Cora Cohost').count()).toBe(0);
    await screenshotBoth(page, 'host-privacy-cohost-invited', invitations);

    const cohost = await signedInContext(browser, server, cohostPhone, { name: 'Cora Cohost', viewport: 'phone' });
    const cohostPage = await cohost.newPage();
    const cohostErrors = collectPageErrors(cohostPage);
    describePageOnFailure(cohostPage, 'host-privacy-accept');
    // Before accepting, the event is not theirs.
    expect((await cohost.request.get(`/api/events/${eventId}/participants`)).status()).toBe(404);
    await cohostPage.goto('/p/home');
    const card = cohostPage.getByRole('article', { name: 'Co-host Harbour supper' });
    await card.getByText('Rita Host invited you to co-host Harbour supper').waitFor();
    await screenshotBoth(cohostPage, 'host-privacy-invitation-home', card);
    await card.getByRole('button', { name: 'Accept' }).click();
    await cohostPage.waitForURL(`**/p/events/${eventId}`);
    await cohostPage.getByRole('heading', { name: 'Participants' }).waitFor();

    await page.reload();
    await page.getByRole('region', { name: 'Co-hosts' }).getByText('Cora Cohost').waitFor();
    expect(await page.getByRole('list', { name: 'Co-host invitations' }).count()).toBe(0);

    expect(errors).toEqual([]);
    expect(cohostErrors).toEqual([]);
    await page.close();
    await cohost.close();
  });

  it('the hosts see the phone and email of a guest who chose to share them, and not of one who did not, until they change their mind', async () => {
    // One guest ticks the choice on the join card; it is off until they do.
    const sharing = await signedInContext(browser, server, sharingGuestPhone, { name: 'Sara Shares', viewport: 'phone' });
    await sharing.request.patch('/api/users/me', { data: { email: 'sara@example.com' } });
    const joinPage = await sharing.newPage();
    const joinErrors = collectPageErrors(joinPage);
    describePageOnFailure(joinPage, 'host-privacy-join');
    await joinPage.goto(`/p/joinEvent/${eventId}`);
    const choice = joinPage.getByRole('checkbox', { name: 'Let the hosts see my phone number and email' });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(false);
    await choice.check();
    await screenshotBoth(joinPage, 'host-privacy-join-card', choice);
    expect(await choice.isChecked()).toBe(true);
    await joinPage.getByRole('button', { name: 'Join event' }).click();
    await joinPage.waitForURL(`**/p/events/${eventId}`);
    expect(joinErrors).toEqual([]);

    // The other joins without sharing.
    const privateGuest = await signedInContext(browser, server, privateGuestPhone, { name: 'Pia Private', viewport: 'phone' });
    await privateGuest.request.patch('/api/users/me', { data: { email: 'pia@example.com' } });
    const joinedPage = await privateGuest.newPage();
    const privateErrors = collectPageErrors(joinedPage);
    await joinedPage.goto(`/p/joinEvent/${eventId}`);
    await joinedPage.getByRole('button', { name: 'Join event' }).click();
    await joinedPage.waitForURL(`**/p/events/${eventId}`);

    const page = await host.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'host-privacy-participants');
    await page.goto(`/p/events/${eventId}`);
    const list = page.getByRole('list', { name: 'Participants' });
    const saraRow = list.getByRole('listitem').filter({ hasText: 'Sara Shares' });
    const piaRow = list.getByRole('listitem').filter({ hasText: 'Pia Private' });
    await saraRow.getByText(`${sharingGuestPhone} · sara@example.com`).waitFor();
    await piaRow.getByText('Contact details not shared with hosts').waitFor();
    expect(await piaRow.getByText(privateGuestPhone).count()).toBe(0);
    expect(await page.getByText('pia@example.com').count()).toBe(0);
    await screenshotBoth(page, 'host-privacy-participants', piaRow.getByText('Contact details not shared with hosts'));

    // Pia changes her mind on the event's page; the host sees her details after a refresh.
    const mine = joinedPage.getByRole('region', { name: 'What the hosts see' });
    const piaChoice = mine.getByRole('checkbox', { name: 'Let the hosts see my phone number and email' });
    expect(await piaChoice.isChecked()).toBe(false);
    // The box shows the saved choice, so it ticks once the save starts (Playwright's check() reads it right after the click).
    await piaChoice.click();
    await mine.getByText('Saved.').waitFor();
    expect(await piaChoice.isChecked()).toBe(true);
    await screenshotBoth(joinedPage, 'host-privacy-member-choice', mine.getByRole('checkbox', { checked: true }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await piaRow.getByText(`${privateGuestPhone} · pia@example.com`).waitFor();

    expect(errors).toEqual([]);
    expect(privateErrors).toEqual([]);
    await Promise.all([page.close(), sharing.close(), privateGuest.close()]);
  });
});
