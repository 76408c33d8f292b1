import { useEffect } from 'react';

/**
 * While `when` holds, leaving or reloading the page asks the shopper first (the browser's own
 * prompt): what would be lost cannot be kept anywhere else.
 */
export function useWarnBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
