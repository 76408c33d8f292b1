import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useHydrated } from '@/lib/hydration';
import { lastPageIfBeyond, pageWindow } from './page-window';
import './pagination.css';

type PaginationProps = { page: number; pages: number; onChange: (page: number) => void };

/**
 * Previous, up to five numbered pages and Next. In a prerendered page's HTML they are disabled
 * until the app has taken it over, where a tap would be lost.
 */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      <button
        type="button"
        className="pagination__button"
        disabled={!hydrated}
        // At the first page, `aria-disabled`: a button that disables itself under the keyboard
        // drops focus to the page.
        aria-disabled={page <= 1}
        onClick={() => page > 1 && onChange(page - 1)}
      >
        <Trans>Previous</Trans>
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className="pagination__button"
          disabled={!hydrated}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pagination__button"
        disabled={!hydrated}
        aria-disabled={page >= pages}
        onClick={() => page < pages && onChange(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}

type ListQuery = { data?: { total: number }; isPlaceholderData: boolean };

/**
 * Once the list's own answer is in: a page past its end (an old link to a list that has shrunk)
 * goes to the last page instead (`showPage`, replacing the history entry). The previous view's
 * answer, shown while this one loads, says nothing about this one's length.
 */
export function useLastPageWhenBeyond(
  page: number,
  list: ListQuery,
  perPage: number,
  showPage: (page: number) => void,
) {
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const lastPage = total === undefined ? null : lastPageIfBeyond(page, total, perPage);
  useEffect(() => {
    if (lastPage) showPage(lastPage);
  }, [lastPage, showPage]);
}
