import type { MouseEvent, ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';

type SubmitButtonProps = { busy: boolean; className?: string; children: ReactNode };

/**
 * A form's submit button that, while `busy`, ignores presses (and Enter in the form's fields,
 * which presses it) yet keeps focus: a button that disables itself under the keyboard drops
 * focus to the page, and the shopper must find their way back to the form.
 *
 * In a prerendered page's HTML it is disabled until the app has taken the page over: the form
 * is never sent natively, neither by a tap nor by Enter in one of its fields.
 */
export function SubmitButton({ busy, className = 'button', children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const ignoreWhileBusy = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className={className}
      disabled={!hydrated}
      aria-disabled={busy}
      onClick={ignoreWhileBusy}
    >
      {children}
    </button>
  );
}
