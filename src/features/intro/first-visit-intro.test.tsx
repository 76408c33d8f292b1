import { fireEvent, render, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FirstVisitIntro } from './first-visit-intro';
import { INTRO_SHOWN_KEY } from './intro-session';

function renderWithPage() {
  return render(
    <>
      <main id="main" tabIndex={-1}>
        <h1>Home</h1>
      </main>
      <FirstVisitIntro />
    </>,
  );
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('FirstVisitIntro', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/', 'the home page', true],
    ['/hi', 'the Hindi home page', true],
    ['/hi/shop', 'any other page (a deep link)', false],
  ])('after the clip on %s, %s waits with its loader: %s', async (path, _page, loader) => {
    window.history.replaceState(null, '', path);
    renderWithPage();
    await screen.findByRole('button', { name: 'Skip intro' });
    fireEvent.ended(document.querySelector('video')!);
    if (loader) expect(screen.getByTestId('intro-loader')).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows on the first visit of a session, then never again in that session', async () => {
    const first = renderWithPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip intro' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(INTRO_SHOWN_KEY)).toBe('true');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    first.unmount();

    // A reload in the same session.
    renderWithPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip intro' })).not.toBeInTheDocument();
  });

  it('keeps the page behind it inert, hidden and still, from its cover to its end', async () => {
    const { container } = renderWithPage();
    // The cream cover stands in while the overlay's code arrives: the page is held already.
    expect(container).toHaveAttribute('inert');
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');

    const skip = await screen.findByRole('button', { name: 'Skip intro' });
    await waitFor(() => expect(skip).toHaveFocus());
    expect(container).toHaveAttribute('inert');

    await userEvent.click(skip);
    expect(container).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('renders nothing when the session already saw it', () => {
    window.sessionStorage.setItem(INTRO_SHOWN_KEY, 'true');
    const { container } = renderWithPage();
    expect(container.querySelector('main')?.nextSibling).toBeNull();
    expect(document.querySelector('.intro')).toBeNull();
  });

  it('renders nothing, and marks nothing, when the shopper prefers reduced motion', () => {
    preferReducedMotion();
    renderWithPage();
    expect(document.querySelector('.intro')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip intro' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(INTRO_SHOWN_KEY)).toBeNull();
  });

  it('does not trust a stored value that is not a boolean', async () => {
    window.sessionStorage.setItem(INTRO_SHOWN_KEY, '"yes"');
    renderWithPage();
    expect(await screen.findByRole('button', { name: 'Skip intro' })).toBeInTheDocument();
  });
});
