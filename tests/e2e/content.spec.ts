import type { Page } from '@playwright/test';
import { expect, scrollThroughPage, test } from './fixtures';

const ENQUIRY_SENT = 'Your message has been sent successfully!';
const ENQUIRY_FAILED = 'Failed to send message. Please try again later.';

const enquiry = {
  Name: 'Asha Verma',
  Email: 'asha@example.in',
  'Phone number': '9876543210',
  Subject: 'Dosage question',
  Message: 'How many Triphala tablets should I take a day?',
};

function enquiryForm(page: Page) {
  return page.getByRole('form', { name: 'Send us a message' });
}

async function fillEnquiry(page: Page) {
  const form = enquiryForm(page);
  for (const [label, value] of Object.entries(enquiry)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

const uniqueEmail = () =>
  `reader-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.in`;

test.describe('contact page and enquiries', () => {
  test('shows the contact details and sends an enquiry', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+91 98765 43210' }).first()).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(
      page.getByRole('link', { name: 'wholesale@vedaherbs.in' }).first(),
    ).toHaveAttribute('href', 'mailto:wholesale@vedaherbs.in');

    const form = enquiryForm(page);
    const phone = form.getByLabel('Phone number');
    // Digits only, as they are typed (spec section 5).
    await phone.pressSequentially('+91 98765');
    await expect(phone).toHaveValue('9198765');
    await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();

    await fillEnquiry(page);
    await expect(form.getByText('Phone number must be 10 digits')).toBeHidden();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(ENQUIRY_SENT)).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    // The success message clears after 5 seconds.
    await expect(form.getByText(ENQUIRY_SENT)).toBeHidden({ timeout: 8000 });
  });

  test('requires every field', async ({ page }) => {
    await page.goto('/contact');
    const form = enquiryForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('keeps what was typed when sending fails', async ({ page }) => {
    await page.route('**/api/web/createEnquiry', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: false }),
      }),
    );
    await page.goto('/contact');
    await fillEnquiry(page);
    const form = enquiryForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText(ENQUIRY_FAILED);
    for (const [label, value] of Object.entries(enquiry)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }
  });
});

test.describe('newsletter', () => {
  test('shows each of the spec messages', async ({ page }) => {
    await page.goto('/faq');
    // The footer and its form load as the end of the page comes near.
    await scrollThroughPage(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expect(footer.getByText('Please enter a valid email.')).toBeVisible();

    const address = uniqueEmail();
    await email.fill(address);
    await subscribe.click();
    await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');

    // The server's own message when it says no.
    await email.fill(address);
    await subscribe.click();
    await expect(footer.getByText('This email is already subscribed.')).toBeVisible();

    await page.route('**/api/web/createEnquiryCall', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: false }),
      }),
    );
    await email.fill(uniqueEmail());
    await subscribe.click();
    await expect(footer.getByText('Subscription failed. Try again.')).toBeVisible();

    await page.unroute('**/api/web/createEnquiryCall');
    await page.route('**/api/web/createEnquiryCall', (route) => route.abort('connectionrefused'));
    await subscribe.click();
    await expect(footer.getByText('An error occurred. Please try again later.')).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('opens one answer at a time, by mouse and keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions.first()).toBeVisible();
    const first = page.getByRole('button', {
      name: 'Are your products safe to take with allopathic medicine?',
    });
    const second = page.getByRole('button', { name: 'How long does it take to see results?' });

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', {
        name: 'Are your products safe to take with allopathic medicine?',
      }),
    ).toBeVisible();

    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);

    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('blogs', () => {
  test('goes from the list to an article and back', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayurveda Journal' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim();
    await cards
      .first()
      .getByRole('link', { name: /^Read more/ })
      .click();

    await expect(page).toHaveURL(/\/blog-details\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title.slice(0, 20)));

    await page.getByRole('link', { name: /Back to all blogs/ }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('shows a not-found state for an unknown article', async ({ page }) => {
    await page.goto('/blog-details/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  });
});

test.describe('policy pages', () => {
  for (const [path, title, section] of [
    ['/privacy-policy', 'Privacy Policy', 'Information We Collect'],
    ['/terms-conditions', 'Terms & Conditions', 'Products and Health Information'],
    ['/refund-policy', 'Refund Policy', 'Eligibility for Returns'],
  ] as const) {
    test(`${title} shows the policy from site settings`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main .prose li').first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Our policies' }).getByRole('link', { name: title }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }
});

test.describe('about and written pages', () => {
  test('about shows its sections and the final figures under reduced motion', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About Veda Herbs' })).toBeVisible();
    const figures = page.getByTestId('counter-value');
    await expect(figures).toHaveText(['180+', '3', '100%', '11']);
    for (const name of ['No Harmful Ingredients', 'Certified Quality', 'Award-Winning']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    // Slides are built as they come on screen: move to the video where one slide shows at a time.
    const awards = page.getByRole('region', { name: 'Awards', exact: true });
    // The carousel starts sliding once the shopper scrolls near it.
    await awards.scrollIntoViewIfNeeded();
    const video = awards.locator('.slick-active video, .carousel__cell video');
    for (let step = 0; step < 3 && (await video.count()) === 0; step += 1) {
      await awards.getByRole('button', { name: 'Next' }).click();
    }
    await expect(video).toHaveCount(1);
    await expect(
      page
        .getByRole('region', { name: 'Certificates' })
        .getByRole('img', { name: 'Certificate 1' })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Shop Now', exact: true }),
    ).toHaveAttribute('href', '/shop');
  });

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('about counters count up when scrolled into view', async ({ page }) => {
      // Motion is on here; the first-visit intro is not what this test is about.
      await page.addInitScript(() => window.sessionStorage.setItem('intro-shown', 'true'));
      await page.goto('/about');
      const figures = page.getByTestId('counter-value');
      await expect(figures.first()).toBeAttached();
      await figures.first().scrollIntoViewIfNeeded();
      await expect(figures).toHaveText(['180+', '3', '100%', '11'], { timeout: 5000 });
    });
  });

  for (const [path, title] of [
    ['/history-ayurveda', 'History of Ayurveda'],
    ['/product-description', 'How Our Products Are Made'],
  ] as const) {
    test(`${path} is a written page with a working contents list`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      expect(await contents.count()).toBeGreaterThanOrEqual(4);
      const last = contents.last();
      const target = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }
});
