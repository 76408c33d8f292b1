import { useEffect, type RefObject } from 'react';

/**
 * Closes a panel after `ms` without interaction inside it, while `active`
 * (the mobile menu below 992 px closes after 5 s of inactivity).
 */
export function useAutoClose(
  active: boolean,
  ms: number,
  onClose: () => void,
  within: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(onClose, ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(onClose, ms);
    };
    const element = within.current;
    const events = [
      'pointermove',
      'pointerdown',
      'keydown',
      'focusin',
      'scroll',
      'touchstart',
    ] as const;
    events.forEach((name) => element?.addEventListener(name, restart, { passive: true }));
    return () => {
      clearTimeout(timer);
      events.forEach((name) => element?.removeEventListener(name, restart));
    };
  }, [active, ms, onClose, within]);
}
