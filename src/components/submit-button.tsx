import type { MouseEvent, ReactNode } from 'react';

type SubmitButtonProps = { busy: boolean; className?: string; children: ReactNode };

/**
 * A form's submit button that, while `busy`, ignores presses (and Enter in the form's fields,
 * which presses it) yet keeps focus: a button that disables itself under the keyboard drops
 * focus to the page, and the shopper must find their way back to the form.
 */
export function SubmitButton({ busy, className = 'button', children }: SubmitButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <button type="submit" className={className} aria-disabled={busy} onClick={ignoreWhileBusy}>
      {children}
    </button>
  );
}
