import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportError } from '@/lib/report-error';
import { StatusMessage } from './status-message';

type SectionBoundaryProps = { children: ReactNode; fallback: string };

/** Keeps one broken section from blanking the page around it. */
export function SectionBoundary({ children, fallback }: SectionBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={<StatusMessage kind="error">{fallback}</StatusMessage>}
      onError={(error) => reportError(error, 'Section failed to render')}
    >
      {children}
    </ErrorBoundary>
  );
}
