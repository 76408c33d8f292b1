import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useHoldFirstScreen } from '@/lib/first-screen';
import { QueryError } from './query-error';
import { StatusMessage } from './status-message';

type QueryStatusProps<T> = {
  query: UseQueryResult<T>;
  /** The spec's text for an empty answer. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  loading?: string;
  /** Names the section in the error log. */
  context?: string;
  /** The text for a failed call, when the section's spec text is not the error's own message. */
  errorText?: (error: Error) => string;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way a section shows its data: loading, the call's error message (the server's,
 * or the spec's fallback; the failure is logged), the empty text, or the content.
 */
export function QueryStatus<T>({
  query,
  empty,
  isEmpty = isEmptyList,
  loading = 'Loading...',
  context = 'Section',
  errorText,
  children,
}: QueryStatusProps<T>) {
  // The answer is drawn at transition priority: on a slow phone, a section full of cards then
  // renders in slices between which the browser can paint and answer taps, instead of in one
  // long task. Meanwhile the section keeps showing what it showed before.
  const shown = useDeferredValue(query);
  useHoldFirstScreen(shown.status !== query.status);
  if (shown.isPending) return <StatusMessage kind="loading">{loading}</StatusMessage>;
  if (shown.isError) {
    const { error } = shown;
    return <QueryError error={error} context={context} text={errorText?.(error)} />;
  }
  if (empty && isEmpty(shown.data)) return <StatusMessage kind="empty">{empty}</StatusMessage>;
  return <>{children(shown.data)}</>;
}
