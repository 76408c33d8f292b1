import { english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { CategoryTabs } from './category-tabs';
import { CertificatesSection } from './certificates-section';
import { FaqSection } from './faq-section';
import { HeroSlider } from './hero-slider';
import { HomePage } from './home-page';
import { TestimonialsSection } from './testimonials-section';

const SLIDER_URL = '*/api/web/slider_get';

describe('categories tabs (spec sections 2 and 4)', () => {
  const routes = [
    { path: '/shop', element: <p>Shop page</p> },
    { path: '/medicine-by-disease', element: <p>Disease page</p> },
  ];

  it('are links, not in-page tabs', async () => {
    renderWithProviders(<CategoryTabs />);
    const nav = screen.getByRole('navigation', { name: 'Browse medicines' });
    expect(within(nav).getByRole('link', { name: 'Medicine By Name' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(within(nav).getByRole('link', { name: 'Medicine By Disease' })).toHaveAttribute(
      'href',
      '/medicine-by-disease',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('Medicine By Name goes to /shop', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<CategoryTabs />, { routes });
    await user.click(screen.getByRole('link', { name: 'Medicine By Name' }));
    expect(location().pathname).toBe('/shop');
    expect(screen.getByText('Shop page')).toBeInTheDocument();
  });

  it('Medicine By Disease goes to /medicine-by-disease', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<CategoryTabs />, { routes });
    await user.click(screen.getByRole('link', { name: 'Medicine By Disease' }));
    expect(location().pathname).toBe('/medicine-by-disease');
  });

  it('shows the disease combos as a carousel whose cards open the combo', async () => {
    renderWithProviders(<CategoryTabs />);
    const carousel = await screen.findByRole('region', { name: 'Medicines by disease' });
    const first = [...db.data.combos].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    expect(within(carousel).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/combo-details/${first.slug}`,
    );
  });
});

describe('categories section texts (spec section 8)', () => {
  it("a failed call: 'Failed to load categories. Please try again later.'", async () => {
    server.use(http.get('*/api/web/combo_list_get', () => HttpResponse.error()));
    renderWithProviders(<CategoryTabs />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      english._(messages.categoriesFailed),
    );
  });

  it("a refusal with a message: the server's message", async () => {
    server.use(
      http.get('*/api/web/combo_list_get', () =>
        HttpResponse.json({ status: false, message: 'Combos are being updated' }, { status: 503 }),
      ),
    );
    renderWithProviders(<CategoryTabs />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Combos are being updated');
  });

  it("an empty list: 'No categories found.'", async () => {
    server.use(
      http.get('*/api/web/combo_list_get', () => HttpResponse.json({ status: true, data: [] })),
    );
    renderWithProviders(<CategoryTabs />);
    expect(await screen.findByText(english._(messages.noCategories))).toBeInTheDocument();
  });
});

describe('hero slider texts (spec section 8)', () => {
  it("answered with status false and no message: 'No slider data available'", async () => {
    server.use(http.get(SLIDER_URL, () => HttpResponse.json({ status: false })));
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByText(english._(messages.noSliderData))).toBeInTheDocument();
  });

  it.each([
    ['status false', 200],
    ['an HTTP error', 400],
  ])("answered with %s and a message: the server's message", async (_, status) => {
    server.use(
      http.get(SLIDER_URL, () =>
        HttpResponse.json({ status: false, message: 'Slider is off' }, { status }),
      ),
    );
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByText('Slider is off')).toBeInTheDocument();
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['an HTTP error', () => HttpResponse.json({ status: false }, { status: 500 })],
    ['malformed JSON', () => new HttpResponse('{"status": true, "data": [', { status: 200 })],
    ['a wrong shape', () => HttpResponse.json({ status: true, data: [{ title: 4 }] })],
  ])('%s: the failure text', async (_, respond) => {
    server.use(http.get(SLIDER_URL, respond));
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByText(english._(messages.sliderFailed))).toBeInTheDocument();
  });

  it("an empty list: 'No slides available'", async () => {
    server.use(http.get(SLIDER_URL, () => HttpResponse.json({ status: true, data: [] })));
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByText(english._(messages.noSlides))).toBeInTheDocument();
  });
});

describe('certificates', () => {
  it.each([
    ['a network error', () => HttpResponse.error()],
    ['an HTTP error', () => HttpResponse.json({ status: false }, { status: 500 })],
    ['status false', () => HttpResponse.json({ status: false })],
  ])('%s reads as no certificates, not a generic failure', async (_, respond) => {
    server.use(http.get('*/api/web/certificate_get', respond));
    renderWithProviders(<CertificatesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(english._(messages.noCertificates));
  });

  it("shows the server's message when it gives one", async () => {
    server.use(
      http.get('*/api/web/certificate_get', () =>
        HttpResponse.json(
          { status: false, message: 'Certificates are being renewed' },
          { status: 503 },
        ),
      ),
    );
    renderWithProviders(<CertificatesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificates are being renewed');
  });
});

describe('errors are logged (spec section 8)', () => {
  it('a failing section reports its failure once, with console.warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    server.use(http.get(SLIDER_URL, () => HttpResponse.error()));
    renderWithProviders(<HeroSlider />);
    await screen.findByText(english._(messages.sliderFailed));
    // Reported by an effect, which may run a moment after the text is drawn.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(
      '[Hero slider]',
      expect.objectContaining({ call: 'GET /api/web/slider_get' }),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('every failing home section is reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/web/:call', () => HttpResponse.json({ status: false }, { status: 500 })),
    );
    renderWithProviders(<HomePage />);
    await screen.findByText('Error loading testimonials');
    await screen.findByText(english._(messages.noCertificates));
    await waitFor(() => {
      const contexts = warn.mock.calls.map(([context]) => context);
      for (const section of [
        '[Hero slider]',
        '[Categories]',
        '[Newly Launched]',
        '[Best Selling]',
        '[FAQ]',
        '[Certificates]',
        '[Testimonials]',
      ]) {
        expect(contexts).toContain(section);
      }
    });
  });
});

describe('testimonials (spec section 8)', () => {
  it("says 'Failed to load testimonials' for a refusal and 'Error loading testimonials' for a failed call", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/web/testimonial_get', () => HttpResponse.json({ status: false }), {
        once: true,
      }),
    );
    const { unmount } = renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('Failed to load testimonials')).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/web/testimonial_get', () => new HttpResponse(null, { status: 502 })),
    );
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('Error loading testimonials')).toBeInTheDocument();
  });
});

describe('FAQ images (spec section 2, Home)', () => {
  it('shows the images of the comma-separated list', async () => {
    const urls = [1, 2, 3, 4, 5].map((n) => `/images/faq/faq-${n}.svg`);
    db.data.pages.home_page = { faqs: { faq_multiple_image: ` ${urls.join(' , ')},` } };
    const { container } = renderWithProviders(<FaqSection />);
    await screen.findAllByRole('button', { expanded: false });
    const images = [...container.querySelectorAll('.faq-home__images img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(urls.map((url) => expect.stringContaining(url))),
    );
    expect(images).toHaveLength(5);
  });

  it('shows no more than six, however long the list', async () => {
    const urls = Array.from({ length: 40 }, (_, n) => `/images/faq/faq-${n}.svg`);
    db.data.pages.home_page = { faqs: { faq_multiple_image: urls.join(',') } };
    const { container } = renderWithProviders(<FaqSection />);
    await screen.findAllByRole('button', { expanded: false });
    expect(container.querySelectorAll('.faq-home__images img')).toHaveLength(6);
  });
});

describe('newly launched (spec section 9)', () => {
  it('asks for page 1 with limit 50', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/web/product_list_get', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ status: true, data: [] });
      }),
    );
    renderWithProviders(<HomePage />);
    await screen.findByText(english._(messages.noNewlyLaunched));
    const newlyLaunched = asked.find(
      (params) => params.get('collection_id') === 'newly-launched-products',
    );
    expect(newlyLaunched?.get('page')).toBe('1');
    expect(newlyLaunched?.get('limit')).toBe('50');
  });
});
