import { act, fireEvent, render, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { IntroOverlay } from './intro-overlay';
import { INTRO_SHOWN_KEY } from './intro-session';
import { INTRO_VIDEO_MS, LOADER_LIMIT_MS, VIDEO_FALLBACK_MS } from './intro-timing';

function renderOverlay({ deepLink = false } = {}) {
  const onFinish = vi.fn();
  const result = render(
    <>
      <main id="main" tabIndex={-1}>
        <a href="/shop">Shop</a>
      </main>
      <IntroOverlay deepLink={deepLink} onFinish={onFinish} />
    </>,
  );
  const video = () => document.querySelector('video');
  return { ...result, onFinish, video };
}

const markedShown = () => window.sessionStorage.getItem(INTRO_SHOWN_KEY) === 'true';

describe('IntroOverlay', () => {
  it('plays the clip, with the Skip button focused', async () => {
    const { video } = renderOverlay();

    expect(screen.getByRole('dialog', { name: 'Veda Herbs intro' })).toBeInTheDocument();
    const skip = screen.getByRole('button', { name: 'Skip intro' });
    expect(skip).toHaveFocus();

    const clip = video()!;
    expect(clip).toHaveAttribute('src', '/media/intro-desktop.mp4');
    expect(clip).not.toHaveAttribute('poster');
    expect(clip).toHaveAttribute('autoplay');
    expect(clip).toHaveAttribute('playsinline');
    expect(clip).toHaveAttribute('preload', 'auto');
    expect(clip.muted).toBe(true);
  });

  it('uses the mobile clip at widths up to 768 px, and its poster only if the clip cannot play', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const { video } = renderOverlay();
    expect(video()).toHaveAttribute('src', '/media/intro-mobile.mp4');
    fireEvent.error(video()!);
    expect(video()).toHaveAttribute('poster', '/media/intro-mobile-poster.jpg');
  });

  it('Skip intro ends everything at once and marks the intro shown', async () => {
    const { onFinish } = renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(markedShown()).toBe(true);
  });

  it('Escape skips it too', async () => {
    const { onFinish } = renderOverlay();
    await userEvent.keyboard('{Escape}');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(markedShown()).toBe(true);
  });

  it('goes on to the loader when the clip ends; the loader finishes when its animation signals it', async () => {
    const { onFinish, video } = renderOverlay();
    const skip = screen.getByRole('button', { name: 'Skip intro' });
    await waitFor(() => expect(skip).toHaveFocus());
    fireEvent.ended(video()!);

    const loader = screen.getByTestId('intro-loader');
    expect(skip).toHaveFocus();
    // The leaf's own animation ending is not the signal.
    fireEvent.animationEnd(loader.querySelector('.intro-loader__leaf')!);
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.animationEnd(loader);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(markedShown()).toBe(true);
  });

  it('finishes the video 30 s after playback fails', () => {
    vi.useFakeTimers();
    const { onFinish, video } = renderOverlay();
    fireEvent.error(video()!);

    act(() => vi.advanceTimersByTime(VIDEO_FALLBACK_MS - 1));
    expect(video()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(video()).not.toBeInTheDocument();
    expect(screen.getByTestId('intro-loader')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('ends the loader after 16 s when it never signals', () => {
    vi.useFakeTimers();
    const { onFinish, video } = renderOverlay();
    fireEvent.ended(video()!);

    act(() => vi.advanceTimersByTime(LOADER_LIMIT_MS - 1));
    expect(onFinish).not.toHaveBeenCalled();
    expect(markedShown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(markedShown()).toBe(true);
  });

  it('holds a shopper on a deep link no longer than the clip, with no loader after it', () => {
    vi.useFakeTimers();
    const { onFinish, video } = renderOverlay({ deepLink: true });
    fireEvent.error(video()!);

    act(() => vi.advanceTimersByTime(INTRO_VIDEO_MS));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('intro-loader')).not.toBeInTheDocument();
  });

  it('on a deep link, the end of the clip is the end of the intro', () => {
    const { onFinish, video } = renderOverlay({ deepLink: true });
    fireEvent.ended(video()!);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('intro-loader')).not.toBeInTheDocument();
  });
});
