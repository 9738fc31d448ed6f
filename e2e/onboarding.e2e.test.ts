import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { readCode } from './support/app-server.ts';
import { collectPageErrors, newContext, screenshot, type ViewportName } from './support/browser.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({}, (app) => ({ server, browser } = app));

/** The onboarding step the server holds for the context's user. */
async function onboardingStep(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/users/me/onboarding')).json()) as { step: string }).step;
}

async function conciergeChatPath(context: BrowserContext): Promise<string> {
  const me = (await (await context.request.get('/api/users/me')).json()) as { generalDossier: { textConversationId: string } };
  return `/p/chat/${me.generalDossier.textConversationId}`;
}

async function enterPhoneAndCode(page: Page, phoneNumber: string, shot?: { viewport: ViewportName }) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
  if (shot) await screenshot(page, '01-login-phone', shot.viewport);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeBox = page.getByRole('textbox', { name: 'Verification code' });
  await codeBox.waitFor();
  if (shot) await screenshot(page, '02-login-code', shot.viewport);
  await codeBox.fill(await readCode(server, phoneNumber));
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe.each([
  ['phone', '+12025550161', true],
  ['desktop', '+12025550162', false],
] as const)('a new guest on a %s', (viewport, phoneNumber, addsPicture) => {
  it('signs in, onboards through every step and lands in the concierge chat; a return visit goes home, which continues the interview', async () => {
    const context = await newContext(browser, viewport, server.baseUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto('/p/');
    await enterPhoneAndCode(page, phoneNumber, { viewport });

    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    await screenshot(page, '03-login-details', viewport);
    await page.getByRole('textbox', { name: 'Name' }).fill('Dana Levi');
    await page.getByRole('textbox', { name: 'Email' }).fill('not an email');
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/in/dana-levi');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Enter a valid email address.').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    const skip = page.getByRole('button', { name: 'Skip' });
    await skip.waitFor();
    await screenshot(page, '04-login-picture', viewport);
    if (addsPicture) {
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c96' } })
        .jpeg()
        .toBuffer();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose a photo' }).click();
      await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
      await page.getByRole('button', { name: 'Use this photo' }).waitFor();
      await screenshot(page, '05-login-picture-crop', viewport);
      await page.getByRole('button', { name: 'Use this photo' }).click();
    } else {
      await skip.click();
    }

    await page.getByRole('button', { name: 'Start with chat' }).waitFor();
    await screenshot(page, '06-login-video-intro', viewport);
    const video = page.locator('video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.querySelector('track')?.getAttribute('kind'))).toBe('captions');
    await page.getByRole('button', { name: 'Start with chat' }).click();

    const chatPath = await conciergeChatPath(context);
    await page.waitForURL((url) => url.pathname === chatPath);
    await page.getByRole('heading', { name: 'Concierge · AI' }).waitFor();
    expect(await onboardingStep(context)).toBe('concierge');

    await page.goto('/p/home');
    await page.getByRole('main').getByText('Dana').first().waitFor();
    await screenshot(page, '07-home', viewport);

    const me = await (await context.request.get('/api/users/me')).json();
    expect(me).toMatchObject({ name: 'Dana Levi', email: 'dana@example.com', linkedin: 'https://linkedin.com/in/dana-levi' });
    expect(me.generalDossier).toEqual({ textConversationId: expect.any(String), voiceConversationId: expect.any(String) });
    expect(me.picture_id === null).toBe(!addsPicture);

    // Log out by keyboard: the control is reachable with Tab and works with Enter.
    const logout = page.getByRole('button', { name: 'Log out' });
    await logout.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    expect((await context.request.get('/api/users/me')).status()).toBe(401);

    // The number is offered again on this device, and a returning user skips the steps done: home,
    // where the interview the concierge has yet to finish is a card that continues it.
    server.clock.advance(31_000);
    await expect.poll(() => page.getByRole('textbox', { name: 'Phone number' }).inputValue()).toContain('555');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phoneNumber));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/p/home');
    await page
      .getByRole('region', { name: 'Your interview with the concierge' })
      .getByRole('link', { name: 'Tell the concierge about yourself' })
      .click();
    await page.waitForURL((url) => url.pathname === chatPath);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('onboarding that resumes', () => {
  it('picks up at the picture and video steps after a reload and on a new sign-in, then at home', async () => {
    const phoneNumber = '+12025550165';
    const context = await newContext(browser, 'phone', server.baseUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/');
    await enterPhoneAndCode(page, phoneNumber);
    await page.getByRole('textbox', { name: 'Name' }).fill('Rina Paz');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Add a profile picture' }).waitFor();
    await expect.poll(() => onboardingStep(context)).toBe('picture');
    await page.reload();
    await page.getByRole('heading', { name: 'Add a profile picture' }).waitFor();
    await screenshot(page, '09-login-picture-resumed', 'phone');
    await page.getByRole('button', { name: 'Skip' }).click();

    await page.getByRole('heading', { name: 'How Tandem works' }).waitFor();
    await expect.poll(() => onboardingStep(context)).toBe('video');
    await page.reload();
    await page.getByRole('button', { name: 'Start with chat' }).waitFor();

    // Signing in on another device resumes at the same step.
    const laptop = await newContext(browser, 'desktop', server.baseUrl);
    const laptopPage = await laptop.newPage();
    const laptopErrors = collectPageErrors(laptopPage);
    server.clock.advance(31_000);
    await laptopPage.goto('/p/');
    await enterPhoneAndCode(laptopPage, phoneNumber);
    await laptopPage.getByRole('button', { name: 'Start with chat' }).waitFor();
    await screenshot(laptopPage, '09-login-video-resumed', 'desktop');
    await laptopPage.getByRole('button', { name: 'Start with chat' }).click();
    const chatPath = await conciergeChatPath(laptop);
    await laptopPage.waitForURL((url) => url.pathname === chatPath);
    expect(await onboardingStep(laptop)).toBe('concierge');

    // Onboarding is over, the interview is not: opening Tandem again goes home, whose card continues it.
    await page.goto('/p/');
    await page.waitForURL((url) => url.pathname === '/p/home');
    await page
      .getByRole('region', { name: 'Your interview with the concierge' })
      .getByRole('link', { name: 'Tell the concierge about yourself' })
      .click();
    await page.waitForURL((url) => url.pathname === chatPath);
    await page.getByRole('heading', { name: 'Concierge · AI' }).waitFor();

    expect(errors).toEqual([]);
    expect(laptopErrors).toEqual([]);
    await laptop.close();
    await context.close();
  });
});

describe('the code step', () => {
  it('shows a clear error for a wrong code, counts down the resend, and lets the number be changed', async () => {
    const context = await newContext(browser, 'phone', server.baseUrl);
    const page = await context.newPage();
    const phoneNumber = '+12025550163';
    await page.goto('/p/');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await readCode(server, phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/not right\. Check the newest text/).waitFor();
    await screenshot(page, '08-login-code-wrong', 'phone');

    const resend = page.getByRole('button', { name: /Resend code/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/\d+/);

    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    await context.close();
  });

  it('accepts a pasted code with spaces', async () => {
    const context = await newContext(browser, 'desktop', server.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const phoneNumber = '+12025550164';
    await page.goto('/p/');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await readCode(server, phoneNumber);
    const box = page.getByRole('textbox', { name: 'Verification code' });
    await box.focus();
    await page.evaluate(async (text) => navigator.clipboard.writeText(text), `${code.slice(0, 3)} ${code.slice(3)}`);
    await page.keyboard.press('Control+V');
    await page.waitForURL(/\/p\/(home)?$/, { timeout: 10_000 }).catch(() => undefined);
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    await context.close();
  });
});
