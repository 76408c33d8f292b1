import { renderHook } from '@tests/testing-library';
import { useWarnBeforeUnload } from './use-warn-before-unload';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useWarnBeforeUnload', () => {
  it('asks before the page goes only while it holds', () => {
    const { rerender, unmount } = renderHook(({ when }) => useWarnBeforeUnload(when), {
      initialProps: { when: false },
    });
    expect(leave()).toBe(false);
    rerender({ when: true });
    expect(leave()).toBe(true);
    rerender({ when: false });
    expect(leave()).toBe(false);
    rerender({ when: true });
    unmount();
    expect(leave()).toBe(false);
  });
});
