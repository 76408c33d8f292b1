import { vi } from 'vitest';
import { afterNextPaint } from './next-task';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('runs the callback in a task after the next frame, not in the frame itself', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by the function it returns, before the frame or after it', () => {
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    vi.advanceTimersToNextFrame();
    cancel();

    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
