import type { ReactNode } from 'react';

type StatusMessageProps = {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  className?: string;
};

/** The one way a section says it is loading, empty or failed. Errors are announced politely. */
export function StatusMessage({ kind, children, className }: StatusMessageProps) {
  return (
    <p
      className={`status-message status-message--${kind} ${className ?? ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? undefined : 'polite'}
    >
      {children}
    </p>
  );
}
