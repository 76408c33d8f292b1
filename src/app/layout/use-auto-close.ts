import { useEffect, type RefObject } from 'react';

/**
 * Closes a panel after `ms` without interaction inside it, or on Escape there or on its
 * button, while `active` (the mobile menu below 992 px closes after 5 s of inactivity).
 * Focus inside the closing panel, which is hidden once closed, goes back to its button.
 */
export function useAutoClose(
  active: boolean,
  ms: number,
  onClose: () => void,
  within: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const element = within.current;
    const close = () => {
      if (element?.contains(document.activeElement)) button.current?.focus();
      onClose();
    };
    let timer = setTimeout(close, ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(close, ms);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const events = [
      'pointermove',
      'pointerdown',
      'keydown',
      'focusin',
      'scroll',
      'touchstart',
    ] as const;
    events.forEach((name) => element?.addEventListener(name, restart, { passive: true }));
    const escapeTargets = [element, button.current];
    escapeTargets.forEach((target) => target?.addEventListener('keydown', closeOnEscape));
    return () => {
      clearTimeout(timer);
      events.forEach((name) => element?.removeEventListener(name, restart));
      escapeTargets.forEach((target) => target?.removeEventListener('keydown', closeOnEscape));
    };
  }, [active, ms, onClose, within, button]);
}
