import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const INTRO_KEY = 'intro-shown';

const introOf = (page: Page) => page.getByRole('dialog', { name: 'Veda Herbs intro' });
const introShownInSession = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), INTRO_KEY);

test.describe('first-visit intro', () => {
  // The suite runs with reduced motion, which skips the intro; these journeys opt back in.
  test.use({ reducedMotion: 'no-preference' });

  test('shows over the loading app on the first visit; Skip intro opens the page', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const intro = introOf(page);
    await expect(intro).toBeVisible();
    const skip = intro.getByRole('button', { name: 'Skip intro' });
    await expect(skip).toBeFocused();
    const clip = testInfo.project.name === 'mobile' ? 'intro-mobile' : 'intro-desktop';
    await expect(intro.locator('video')).toHaveAttribute('src', `/media/${clip}.mp4`);
    // The clip opens on the overlay's cream: its poster is fetched only if the clip cannot play.
    await expect(intro.locator('video')).not.toHaveAttribute('poster');
    // The app is already mounted underneath, out of reach until the intro is over.
    await expect(page.locator('#main')).toHaveAttribute('inert', '');
    await expect(page.locator('#main')).toHaveAttribute('aria-hidden', 'true');

    await skip.click();
    await expect(intro).toBeHidden();
    await expect(page.locator('#main')).not.toHaveAttribute('inert');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
    expect(await introShownInSession(page)).toBe('true');
  });

  test('is not shown again in the same session', async ({ page }) => {
    await page.goto('/');
    await expect(introOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(introOf(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(introOf(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip intro' })).toHaveCount(0);
  });

  test('plays the clip to its end, then the loader, then leaves the page ready', async ({
    page,
  }) => {
    await page.goto('/');
    const video = introOf(page).locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.5);
    await expect(page.getByTestId('intro-loader')).toBeVisible({ timeout: 10_000 });
    await expect(introOf(page)).toBeHidden({ timeout: 5_000 });
    await expect(page.locator('#main')).toBeFocused();
    expect(await introShownInSession(page)).toBe('true');
  });

  test('a deep link is usable right after Skip intro', async ({ page }) => {
    await page.goto('/shop');
    await expect(introOf(page)).toBeVisible();
    await introOf(page).getByRole('button', { name: 'Skip intro' }).click();
    await expect(introOf(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const firstProduct = page.getByRole('article').first().getByRole('link').first();
    const name = (await firstProduct.textContent())!.trim();
    await firstProduct.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a deep link never waits longer than the clip itself (no loader after it)', async ({
    page,
  }) => {
    // The clip could not even load: the shopper still gets the page once the clip's length is up.
    await page.route('**/media/*.mp4', (route) => route.abort());
    await page.goto('/shop');
    await expect(introOf(page)).toBeVisible();
    await expect(introOf(page).locator('video')).toHaveAttribute('poster', /-poster\.jpg$/);
    // Counted from the intro's appearance, so a slow page load on a busy machine does not count.
    // The clip lasts 6 s; without the deep-link limit the intro would wait 30 s for it.
    const shownAt = Date.now();
    await expect(introOf(page)).toBeHidden({ timeout: 9_000 });
    expect(Date.now() - shownAt).toBeLessThan(8_000);
    await expect(page.getByTestId('intro-loader')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  });
});

test.describe('first-visit intro with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is skipped entirely: no overlay, no intro code or media downloaded', async ({ page }) => {
    const introRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/|intro-overlay/.test(request.url())) introRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(introOf(page)).toHaveCount(0);
    await expect(page.locator('#main')).not.toHaveAttribute('inert');
    expect(introRequests).toEqual([]);
    expect(await introShownInSession(page)).toBeNull();
  });
});
