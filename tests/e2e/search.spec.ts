import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolationsNow, test } from './fixtures';

const searchBox = (page: Page) => page.getByRole('combobox', { name: /search remedies/i });

test.describe('header search: find a remedy by what ails you', () => {
  test("'sugar' suggests the diabetes disease, its combo and products with prices", async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('sugar');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(
      listbox
        .getByRole('group', { name: 'Diseases' })
        .getByRole('option', { name: 'Diabetes Care', exact: true }),
    ).toBeVisible();
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toContainText('₹');
    expect(await products.count()).toBeLessThanOrEqual(5);
    await expect(page.getByText('Showing results for diabetes', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // The popup is not clipped: its last option is inside the viewport.
    await expect(listbox.getByRole('option').last()).toBeInViewport();
  });

  test('ArrowDown and Enter open the first product; the box clears and closes', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('joint pain');
    const first = page.getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(first).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product-details\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter with typed text searches the shop; Escape closes, then clears', async ({ page }) => {
    await page.goto('/about');
    const box = searchBox(page);
    await box.fill('zzqx');
    await expect(page.getByText('No matches for "zzqx"').last()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('zzqx');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    await box.fill('Churna');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=Churna$/);
    await expect(page.getByRole('article').first()).toContainText(/churna/i);
  });

  test("Enter on a symptom reaches the shop, which offers the condition's category", async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('kabz');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=kabz$/);
    await expect(page.getByText(/Looking for remedies for digestion\?/)).toBeVisible();
    await page
      .getByRole('link', { name: /^See Digestive/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shop\?category=[\w-]+$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('recent searches are offered when the empty box is focused', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('hair fall');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=hair/);
    await box.click();
    const recent = page.getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option', { name: 'hair fall' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('axe finds no serious issue with the suggestions open', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const box = searchBox(page);
    await box.fill('sugar');
    await expect(page.getByRole('option', { name: 'Diabetes Care', exact: true })).toBeVisible();
    await box.press('ArrowDown');
    await expectNoSeriousViolationsNow(page, 'suggestions open');
  });
});
