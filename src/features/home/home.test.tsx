import { screen, waitFor, within } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import type { CountdownProduct } from '@/api/schemas';
import { renderWithProviders } from '@tests/render-with-providers';
import { pickCountdownProduct, timeLeft } from './countdown';
import { CountdownPromo } from './countdown-promo';
import { HomePage } from './home-page';

const promo = (date: string): CountdownProduct => ({
  name: date,
  short_description: '',
  price: 100,
  sale_price: null,
  slug: date,
  default_image: '',
  count_down_date: date,
});

describe('countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('pads every unit to two digits', () => {
    expect(timeLeft('2026-11-25T13:04:05Z', now)).toEqual({
      days: '03',
      hours: '03',
      minutes: '04',
      seconds: '05',
    });
  });

  it('shows all zeros once the date has passed, or when it is not a date', () => {
    const zeros = { days: '00', hours: '00', minutes: '00', seconds: '00' };
    expect(timeLeft('2026-11-21T10:00:00Z', now)).toEqual(zeros);
    expect(timeLeft('soon', now)).toEqual(zeros);
  });

  it('picks the first promo still ahead, else the first', () => {
    const past = promo('2026-11-01T00:00:00Z');
    const ahead = promo('2026-12-01T00:00:00Z');
    expect(pickCountdownProduct([past, ahead], now)).toBe(ahead);
    expect(pickCountdownProduct([past], now)).toBe(past);
    expect(pickCountdownProduct([], now)).toBeNull();
  });
});

describe('HomePage', () => {
  it('loads every section from the API', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Newly Launched' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Best Selling' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Shop Now/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product-details\//),
    );
    expect(
      await screen.findByRole('region', { name: 'Customer testimonials' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { expanded: false })).not.toHaveLength(0);
  });

  it('ticks the countdown every second', async () => {
    renderWithProviders(<CountdownPromo />);
    const list = await screen.findByLabelText('Offer ends in');
    const seconds = () => within(list).getAllByRole('definition')[3].textContent;
    const before = seconds();
    expect(before).toMatch(/^\d\d$/);
    await waitFor(() => expect(seconds()).not.toBe(before), { timeout: 2500 });
  });

  it('shows each section’s own message when its call fails, and the rest still loads', async () => {
    server.use(
      http.get('*/api/web/slider_get', () => HttpResponse.json({ status: false }, { status: 500 })),
      http.get('*/api/web/testimonial_get', () => HttpResponse.error()),
      http.get('*/api/web/certificate_get', () => HttpResponse.json({ status: true, data: [] })),
      http.get('*/api/web/product_list_get', ({ request }) =>
        new URL(request.url).searchParams.get('collection_id') === 'best-selling-products'
          ? HttpResponse.json({ status: true, data: [] })
          : HttpResponse.json({ status: true, data: null }),
      ),
    );
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByText('Failed to load slider data. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Error loading testimonials')).toBeInTheDocument();
    expect(await screen.findByText('No certificates available at the moment.')).toBeInTheDocument();
    expect(
      await screen.findByText('No best selling products available at the moment.'),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to fetch products')).not.toHaveLength(0);
    expect(await screen.findByRole('link', { name: /Shop Now/ })).toBeInTheDocument();
  });
});
