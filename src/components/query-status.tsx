import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';
import { StatusMessage } from './status-message';

type QueryStatusProps<T> = {
  query: UseQueryResult<T>;
  /** The spec's text for an empty answer. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  loading?: string;
  /** The loading state stands where the page's main picture will be (see StatusMessage). */
  loadingPicture?: boolean;
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
  loadingPicture,
  context = 'Section',
  errorText,
  children,
}: QueryStatusProps<T>) {
  if (query.isPending) {
    return (
      <StatusMessage kind="loading" picture={loadingPicture}>
        {loading}
      </StatusMessage>
    );
  }
  if (query.isError) {
    const { error } = query;
    return <QueryError error={error} context={context} text={errorText?.(error)} />;
  }
  if (empty && isEmpty(query.data)) return <StatusMessage kind="empty">{empty}</StatusMessage>;
  return <>{children(query.data)}</>;
}
