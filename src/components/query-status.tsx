import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
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
  /** The loaded section's frame around the loading state, so that it stands where it will be. */
  loadingFrame?: (loading: ReactNode) => ReactNode;
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
 *
 * TanStack Query hands a component its answer through useSyncExternalStore, which React renders
 * at once, in one task however long the section. The section draws a deferred copy instead,
 * which React renders in its interruptible pass, yielding to the browser between slices, so a
 * long list of cards arriving never holds a phone's main thread in one go.
 */
export function QueryStatus<T>({
  query: latest,
  empty,
  isEmpty = isEmptyList,
  loading,
  loadingPicture,
  loadingFrame = (loading) => loading,
  context = 'Section',
  errorText,
  children,
}: QueryStatusProps<T>) {
  const { t } = useLingui();
  const query = useDeferredValue(latest);
  if (query.isPending) {
    return loadingFrame(
      <StatusMessage kind="loading" picture={loadingPicture}>
        {loading ?? t`Loading...`}
      </StatusMessage>,
    );
  }
  if (query.isError) {
    const { error } = query;
    return <QueryError error={error} context={context} text={errorText?.(error)} />;
  }
  if (empty && isEmpty(query.data)) return <StatusMessage kind="empty">{empty}</StatusMessage>;
  return <>{children(query.data)}</>;
}
