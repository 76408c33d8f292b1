import type { ReactNode } from 'react';

type StatusMessageProps = {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  className?: string;
  /** Stands where the page's main picture will be, in its shape, so nothing moves when it comes. */
  picture?: boolean;
};

/** The one way a section says it is loading, empty or failed. Errors are announced politely. */
export function StatusMessage({ kind, children, className, picture }: StatusMessageProps) {
  return (
    <p
      className={`status-message status-message--${kind} ${className ?? ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? undefined : 'polite'}
      data-main-picture={picture ? '' : undefined}
    >
      {children}
    </p>
  );
}
