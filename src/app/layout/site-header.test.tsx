import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render-with-providers';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('holds the search combobox beside the navigation and the actions', async () => {
    renderWithProviders(<SiteHeader />);
    const search = screen.getByRole('search');
    expect(screen.getByRole('combobox', { name: /search remedies/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(search.compareDocumentPosition(screen.getByRole('navigation', { name: 'Main' }))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(await screen.findByRole('button', { name: /^Cart, / })).toBeInTheDocument();
  });

  it('slides the offers away while scrolling down, and is back in place on the next page', async () => {
    const { container } = renderWithProviders(<SiteHeader />);
    const header = container.querySelector('header')!;
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        window.dispatchEvent(new Event('scroll'));
      });
    try {
      scrollTo(400);
      expect(header).toHaveClass('site-header--condensed');
      // Another page: the header is whole in the same render, before any scroll is noticed.
      await userEvent.click(screen.getByRole('link', { name: 'Shop' }));
      expect(header).not.toHaveClass('site-header--condensed');
    } finally {
      scrollTo(0);
    }
  });
});
