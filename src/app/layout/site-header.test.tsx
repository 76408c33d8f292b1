import { act, screen, within } from '@tests/testing-library';
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

  it('lets keyboard and touch users pause the scrolling offers', async () => {
    renderWithProviders(<SiteHeader />);
    const offers = screen.getByRole('region', { name: 'Offers' });
    const pause = within(offers).getByRole('button', { name: 'Pause offers' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
  });

  describe('on a phone', () => {
    beforeEach(() => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (media) =>
          ({
            media,
            matches: media === '(max-width: 991px)',
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
    });

    async function openMenu() {
      renderWithProviders(<SiteHeader />);
      await screen.findByRole('button', { name: /^Cart, / });
      const menuButton = screen.getByRole('button', { name: 'Open menu' });
      await userEvent.click(menuButton);
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      return { menuButton, shopLink: within(nav).getByRole('link', { name: 'Shop' }) };
    }

    it('closes the idle menu after 5 s, handing focus inside it back to the menu button', async () => {
      const { menuButton, shopLink } = await openMenu();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      // Focusing the link restarts the 5 s on the faked clock.
      act(() => shopLink.focus());
      act(() => vi.advanceTimersByTime(4900));
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');

      act(() => vi.advanceTimersByTime(100));
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
    });

    it('closes on Escape, from the menu or its button, focus back on the button', async () => {
      const { menuButton, shopLink } = await openMenu();
      act(() => shopLink.focus());
      await userEvent.keyboard('{Escape}');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();

      await userEvent.click(menuButton);
      await userEvent.keyboard('{Escape}');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
    });
  });
});
