import { screen, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { faqs } from '@/mocks/seed/content';
import { renderWithProviders } from '@tests/render-with-providers';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('lists every question, all closed at first', async () => {
    renderWithProviders(<FaqPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(faqs.length);
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    const first = await screen.findByRole('button', { name: faqs[0]!.title });
    const second = screen.getByRole('button', { name: faqs[1]!.title });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: faqs[0]!.title });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText(/consult your doctor/)).toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([second]);
    expect(screen.getByRole('region', { name: faqs[1]!.title })).toBeVisible();
    expect(screen.queryByRole('region', { name: faqs[0]!.title })).not.toBeInTheDocument();

    await user.click(second);
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
  });

  it('opens and closes with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    const first = await screen.findByRole('button', { name: faqs[0]!.title });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: faqs[1]!.title })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: faqs[1]!.title })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the contact page', async () => {
    renderWithProviders(<FaqPage />);
    expect(await screen.findByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('says so when the questions cannot be loaded', async () => {
    server.use(
      http.get('*/api/web/faq_get', () =>
        HttpResponse.json({ status: false, message: 'FAQ offline' }),
      ),
    );
    renderWithProviders(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('FAQ offline');
  });
});
